import Foundation
import Synchronization

/// An app's built executable, as its end-to-end tests and benchmarks run it: found beside
/// the test bundle (both live in the build's bin folder), or wherever `binaryVariable`
/// names. What the tests wait for comes from the app itself (`readyMarker`), so a test
/// does not break when a screen's words change.
public struct AppUnderTest: Sendable, Hashable {
    /// The executable's name (the app identity's name).
    public var executable: String
    /// The environment variable that names another binary to test.
    public var binaryVariable: String

    public init(executable: String, binaryVariable: String) {
        self.executable = executable
        self.binaryVariable = binaryVariable
    }

    /// The app's executable is not built where the tests look.
    public struct Missing: Error, CustomStringConvertible {
        public let executable: String
        public let searched: [String]

        public var description: String {
            "\(executable) is not built: looked in \(searched.joined(separator: ", ")). Build it first with "
                + "`swift build --product \(executable)` (same --scratch-path and configuration as the tests), "
                + "or `swift build --build-tests`, which builds every product."
        }
    }

    /// The path of the executable to run.
    public func path() throws -> String {
        if let override = ProcessInfo.processInfo.environment[binaryVariable], !override.isEmpty {
            guard FileManager.default.isExecutableFile(atPath: override) else {
                throw Missing(executable: executable, searched: [override])
            }
            return override
        }
        var folders: [URL] = []
        if let main = Bundle.main.executableURL { folders.append(main.deletingLastPathComponent()) }
        folders.append(Bundle.main.bundleURL.deletingLastPathComponent())
        if let first = CommandLine.arguments.first {
            folders.append(URL(fileURLWithPath: first).deletingLastPathComponent())
        }
        var searched: [String] = []
        for folder in folders {
            let candidate = folder.appendingPathComponent(executable).path
            if searched.contains(candidate) { continue }
            searched.append(candidate)
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw Missing(executable: executable, searched: searched)
    }

    /// What the app shows when a screen is ready, as it prints it: `<app> ready-marker`
    /// followed by `arguments` (`["--launch"]` for the launch screen, `["--lang", "ru"]`).
    /// Asked once per app and arguments, then remembered.
    public func readyMarker(_ arguments: [String] = []) throws -> String {
        let key = ([executable] + arguments).joined(separator: " ")
        if let known = Self.markers.withLock({ $0[key] }) { return known }
        let result = try run(["ready-marker"] + arguments)
        let marker = result.standardOutput.trimmingCharacters(in: .newlines)
        guard result.status == 0, !marker.isEmpty else {
            throw CommandFailed(
                command: "\(executable) ready-marker \(arguments.joined(separator: " "))", result: result)
        }
        Self.markers.withLock { $0[key] = marker }
        return marker
    }

    private static let markers = Mutex<[String: String]>([:])

    /// A command of the app's that failed.
    public struct CommandFailed: Error, CustomStringConvertible {
        public let command: String
        public let result: CommandResult

        public var description: String {
            "`\(command)` exited with \(result.status): \(result.standardError)"
        }
    }
}
