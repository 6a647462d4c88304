import Foundation

/// Starts another program for the app (a browser, a mail client, an editor): the program is
/// looked up on the given environment's `PATH`, as a shell would, and run with that
/// environment. The twin of what `UIApplication.open(_:)` hands to the system on iOS.
/// Tests keep the real launcher and put a recording script first on `PATH`.
public struct ExternalLauncher: Sendable {
    /// Why a program could not be started.
    public enum Failure: Error, Equatable, Sendable {
        case notFound(String)
        case failedToStart(String, String)
    }

    /// Starts `program` with `arguments` under `environment`; `wait` blocks until it exits
    /// (an editor) and returns its status, otherwise it returns 0 once it has started.
    public var run:
        @Sendable (_ program: String, _ arguments: [String], _ environment: [String: String], _ wait: Bool) throws ->
            Int32

    public init(
        run:
            @escaping @Sendable (
                _ program: String, _ arguments: [String], _ environment: [String: String], _ wait: Bool
            )
            throws -> Int32
    ) {
        self.run = run
    }

    /// Real processes (`Process`), found on `PATH`.
    public static let process = ExternalLauncher { program, arguments, environment, wait in
        guard let executable = resolve(program, path: environment["PATH"]) else { throw Failure.notFound(program) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        do {
            try process.run()
        } catch {
            throw Failure.failedToStart(program, String(describing: error))
        }
        guard wait else { return 0 }
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// `program`'s path: itself when it has a slash, else the first executable of that name
    /// in `path`'s folders (execvp's rule).
    public static func resolve(_ program: String, path: String?) -> String? {
        guard !program.isEmpty else { return nil }
        if program.contains("/") { return FileManager.default.isExecutableFile(atPath: program) ? program : nil }
        let folders = (path ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":", omittingEmptySubsequences: true)
        for folder in folders {
            let candidate = "\(folder)/\(program)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
