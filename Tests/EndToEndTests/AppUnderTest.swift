import Foundation
import TUIPseudoTerminal
import XCTest

/// The built `example-tui`, found next to the test bundle (both live in the build's bin
/// folder). `EXAMPLE_TUI_BINARY` names another one.
enum AppBinary {
    struct Missing: Error, CustomStringConvertible {
        let searched: [String]

        var description: String {
            "example-tui is not built: looked in \(searched.joined(separator: ", ")). Build it first with "
                + "`swift build --product example-tui` (same --scratch-path and configuration as the tests), "
                + "or `swift build --build-tests`, which builds every product."
        }
    }

    static func path() throws -> String {
        if let override = ProcessInfo.processInfo.environment["EXAMPLE_TUI_BINARY"], !override.isEmpty {
            guard FileManager.default.isExecutableFile(atPath: override) else { throw Missing(searched: [override]) }
            return override
        }
        var folders: [URL] = []
        if let executable = Bundle.main.executableURL { folders.append(executable.deletingLastPathComponent()) }
        folders.append(Bundle.main.bundleURL.deletingLastPathComponent())
        folders.append(Bundle(for: BundleToken.self).bundleURL.deletingLastPathComponent())
        if let first = CommandLine.arguments.first {
            folders.append(URL(fileURLWithPath: first).deletingLastPathComponent())
        }
        var searched: [String] = []
        for folder in folders {
            let candidate = folder.appendingPathComponent("example-tui").path
            if searched.contains(candidate) { continue }
            searched.append(candidate)
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw Missing(searched: searched)
    }

    private final class BundleToken {}
}

/// A throwaway `HOME` with its XDG folders, removed when the test ends.
final class TemporaryHome {
    let path: String

    init() throws {
        let base = URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true)
        let folder = base.appendingPathComponent("example-tui-e2e-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        path = folder.path
        let environment = PseudoTerminal.defaultEnvironment(home: path)
        for key in ["XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"] {
            if let folder = environment[key] {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            }
        }
        try FileManager.default.createDirectory(
            atPath: runtimeDirectory, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
    }

    /// `$XDG_RUNTIME_DIR`, where the app's socket goes: 0700, as the specification requires.
    var runtimeDirectory: String { path + "/run" }

    /// `TERM=xterm-256color`, `LANG=C.UTF-8`, this `HOME` and its XDG folders, `PATH`.
    var environment: [String: String] {
        var environment = PseudoTerminal.defaultEnvironment(home: path)
        environment["XDG_RUNTIME_DIR"] = runtimeDirectory
        return environment
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// `example-tui` running in a pseudo-terminal, with assertions that print the screen when
/// they fail.
final class AppSession {
    let terminal: PseudoTerminal
    /// Its `HOME`, shared with the commands a test runs beside it (`open`, `push`).
    let home: TemporaryHome

    /// How long a frame may take to show after a key or a resize.
    static let frameTimeout: Duration = .seconds(5)

    /// `home` is a fresh one unless given (to start again where a crashed run left off).
    init(arguments: [String] = [], rows: Int = 30, columns: Int = 100, home: TemporaryHome? = nil) throws {
        self.home = try home ?? TemporaryHome()
        terminal = try PseudoTerminal(
            executable: try AppBinary.path(),
            arguments: arguments,
            environment: self.home.environment,
            rows: rows,
            columns: columns
        )
    }

    deinit {
        terminal.close()
    }

    /// Waits for the main screen: the nav title, the demo list and the tab bar.
    func waitForMainScreen(file: StaticString = #filePath, line: UInt = #line) {
        expectScreen(timeout: .seconds(10), file: file, line: line) { screen in
            screen.contains("Library of ready solutions") && screen.contains("Examples 1")
                && screen.contains("Settings 3") && screen.contains("Navigation") && screen.contains("Resources")
        }
    }

    /// Waits until the screen shows `text`.
    func expectScreen(
        containing text: String,
        timeout: Duration = AppSession.frameTimeout,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        expectScreen(timeout: timeout, "shows '\(text)'", file: file, line: line) { $0.contains(text) }
    }

    /// Waits until `condition` holds for the screen; on timeout fails and prints the screen.
    func expectScreen(
        timeout: Duration = AppSession.frameTimeout,
        _ description: String = "matches",
        file: StaticString = #filePath,
        line: UInt = #line,
        _ condition: (TerminalScreen) -> Bool
    ) {
        if terminal.read(timeout: timeout, until: { condition($0.screen) }) { return }
        XCTFail("screen never \(description) within \(timeout):\n\(dump())", file: file, line: line)
    }

    func send(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        do {
            try terminal.send(text)
        } catch {
            XCTFail("cannot type \(text.debugDescription): \(error)", file: file, line: line)
        }
    }

    /// Waits for the app to end; fails (and kills it) when it does not.
    func waitForExit(timeout: Duration = .seconds(5), file: StaticString = #filePath, line: UInt = #line) -> Int32? {
        if let status = terminal.waitForExit(timeout: timeout) { return status }
        XCTFail("example-tui still running after \(timeout):\n\(dump())", file: file, line: line)
        return nil
    }

    /// The slave's modes now equal those before the app started (the flags a shell
    /// cares about: local, input, output and control modes).
    func assertModesRestored(file: StaticString = #filePath, line: UInt = #line) {
        let before = terminal.initialModes
        guard let after = terminal.terminalModes() else {
            XCTFail("cannot read the terminal's modes", file: file, line: line)
            return
        }
        XCTAssertEqual(
            String(after.c_lflag, radix: 8),
            String(before.c_lflag, radix: 8),
            "c_lflag not restored",
            file: file,
            line: line
        )
        XCTAssertEqual(
            String(after.c_iflag, radix: 8),
            String(before.c_iflag, radix: 8),
            "c_iflag not restored",
            file: file,
            line: line
        )
        XCTAssertEqual(
            String(after.c_oflag, radix: 8),
            String(before.c_oflag, radix: 8),
            "c_oflag not restored",
            file: file,
            line: line
        )
        XCTAssertEqual(
            String(after.c_cflag, radix: 8),
            String(before.c_cflag, radix: 8),
            "c_cflag not restored",
            file: file,
            line: line
        )
    }

    /// The output ends by leaving the alternate screen (rmcup) with the cursor shown, and
    /// prints nothing after that.
    func assertLeftAlternateScreen(file: StaticString = #filePath, line: UInt = #line) {
        let output = String(decoding: terminal.output, as: UTF8.self)
        let tail = String(decoding: terminal.output.suffix(160), as: UTF8.self).debugDescription
        guard let leave = output.range(of: "\u{1B}[?1049l", options: .backwards) else {
            let message = "the output never leaves the alternate screen (no ESC[?1049l); it ends with \(tail)"
            XCTFail(message, file: file, line: line)
            return
        }
        if let enter = output.range(of: "\u{1B}[?1049h", options: .backwards) {
            let message = "entered the alternate screen again"
            XCTAssertLessThan(enter.lowerBound, leave.lowerBound, message, file: file, line: line)
        } else {
            XCTFail("the output never entered the alternate screen (no ESC[?1049h)", file: file, line: line)
        }
        let after = PseudoTerminal.plainText(Array(output[leave.upperBound...].utf8))
        XCTAssertEqual(
            after.trimmingCharacters(in: .whitespacesAndNewlines),
            "",
            "text written after leaving the alternate screen; the output ends with \(tail)",
            file: file,
            line: line
        )
        let shown = output.range(of: "\u{1B}[?25h", options: .backwards)
        let hidden = output.range(of: "\u{1B}[?25l", options: .backwards)
        let neverShown = "the cursor is never shown again (no ESC[?25h); the output ends with \(tail)"
        XCTAssertNotNil(shown, neverShown, file: file, line: line)
        if let shown, let hidden {
            XCTAssertLessThan(hidden.lowerBound, shown.lowerBound, "the cursor is left hidden", file: file, line: line)
        }
        XCTAssertFalse(terminal.screen.isAlternateScreen, "still on the alternate screen", file: file, line: line)
        XCTAssertTrue(terminal.screen.isCursorVisible, "the cursor is left hidden", file: file, line: line)
    }

    /// The screen with row numbers, for failure messages.
    func dump() -> String {
        let screen = terminal.screen
        let rows = screen.lines.enumerated().map { index, text in
            (index < 10 ? " " : "") + "\(index)|\(text)"
        }
        return "\(screen.columns)x\(screen.rows) screen:\n" + rows.joined(separator: "\n")
    }
}

/// A finished run of `example-tui` without a terminal.
struct CommandResult {
    let status: Int32
    let standardOutput: String
    let standardError: String

    var lines: [String] {
        var lines = standardOutput.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}

/// Runs `example-tui arguments` with stdin from /dev/null and stdout, stderr to pipes.
/// `home` is a fresh one unless given (a running session's, to reach its socket).
func runCommand(_ arguments: [String], home: TemporaryHome? = nil, timeout: TimeInterval = 20) throws -> CommandResult {
    let home = try home ?? TemporaryHome()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try AppBinary.path())
    process.arguments = arguments
    process.environment = home.environment
    process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let watchdog = DispatchWorkItem { [process] in
        if process.isRunning { process.terminate() }
    }
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
    // Both pipes are read at once so neither can fill up and block the app.
    let errorData = LockedData()
    let errorReader = Thread {
        errorData.set(error.fileHandleForReading.readDataToEndOfFile())
    }
    errorReader.start()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    watchdog.cancel()
    let errorText = errorData.wait()
    return CommandResult(
        status: process.terminationStatus,
        standardOutput: String(decoding: outputData, as: UTF8.self),
        standardError: String(decoding: errorText, as: UTF8.self)
    )
}

/// Data handed from a reader thread.
private final class LockedData: @unchecked Sendable {
    private let condition = NSCondition()
    private var data: Data?

    func set(_ data: Data) {
        condition.lock()
        self.data = data
        condition.signal()
        condition.unlock()
    }

    func wait() -> Data {
        condition.lock()
        defer { condition.unlock() }
        while data == nil { condition.wait() }
        return data ?? Data()
    }
}
