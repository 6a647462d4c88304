import Foundation
import Synchronization
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// A real freedesktop Secret Service for the tests: a private `dbus-daemon` session bus and
/// a `gnome-keyring-daemon` on it, its login keyring created and unlocked with a password
/// fed on standard input, with HOME and the XDG folders in a temporary folder (never the
/// user's). Started once per test process, on first use, and stopped when the process
/// exits; this process's `DBUS_SESSION_BUS_ADDRESS` is pointed at it before any store looks
/// for the service (libsecret talks to the process's own session bus).
///
/// When the daemons are missing or do not start, `shared()` throws a message that says
/// what to install: the tests fail, they are not skipped.
final class SecretServiceSession: Sendable {
    /// The bus address, as `DBUS_SESSION_BUS_ADDRESS` holds it.
    let address: String
    /// The temporary folder holding the bus socket, the keyring and the daemons' folders.
    let root: URL

    private static let started = Mutex<Result<SecretServiceSession, SessionError>?>(nil)

    struct SessionError: Error, CustomStringConvertible {
        let description: String
    }

    /// The process's session, started by the first caller.
    static func shared() throws -> SecretServiceSession {
        try started.withLock { started in
            if started == nil {
                started = Result { () throws(SessionError) in try SecretServiceSession() }
            }
            return try started!.get()
        }
    }

    /// The environment a program (or a store's `StorageDirectories`) on this session gets.
    var environment: [String: String] {
        [
            "HOME": root.path + "/home",
            "XDG_DATA_HOME": root.path + "/home/.local/share",
            "XDG_CONFIG_HOME": root.path + "/home/.config",
            "XDG_CACHE_HOME": root.path + "/home/.cache",
            "XDG_RUNTIME_DIR": root.path + "/run",
            "DBUS_SESSION_BUS_ADDRESS": address,
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
        ]
    }

    /// Runs `secret-tool` with `arguments` on this session and returns what it printed.
    func secretTool(_ arguments: [String]) throws -> String {
        let (status, output) = try Self.run("secret-tool", arguments, environment: environment)
        guard status == 0 else {
            throw SessionError(description: "secret-tool \(arguments) exited \(status): \(output)")
        }
        return output
    }

    private init() throws(SessionError) {
        root = URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true)
            .appendingPathComponent("secret-service-\(UUID().uuidString.prefix(8))", isDirectory: true)
        address = "unix:path=\(root.path)/bus"
        do {
            for folder in ["run", "home/.local/share", "home/.config", "home/.cache"] {
                try FileManager.default.createDirectory(
                    at: root.appendingPathComponent(folder), withIntermediateDirectories: true,
                    attributes: [.posixPermissions: 0o700])
            }
        } catch {
            throw SessionError(description: "cannot create \(root.path): \(error)")
        }
        SessionCleanup.register(root: root.path)

        for tool in ["dbus-daemon", "gnome-keyring-daemon", "secret-tool", "dbus-send"] where Self.find(tool) == nil {
            throw SessionError(
                description:
                    "\(tool) is not installed: the Secret Service tests need dbus-daemon, gnome-keyring, libsecret-1-0 "
                    + "and libsecret-tools (scripts/bootstrap.sh --test installs them)")
        }
        let bus = try Self.launch("dbus-daemon", ["--session", "--nofork", "--nopidfile", "--address=\(address)"])
        SessionCleanup.register(pid: bus)
        try wait("the session bus at \(address)") { FileManager.default.fileExists(atPath: root.path + "/bus") }

        let keyring = try Self.launch(
            "gnome-keyring-daemon", ["--unlock", "--components=secrets", "--foreground"],
            environment: self.environment, standardInput: "test-keyring-password")
        SessionCleanup.register(pid: keyring)
        try wait("gnome-keyring-daemon to own org.freedesktop.secrets") {
            let (_, output) =
                (try? Self.run(
                    "dbus-send",
                    [
                        "--bus=\(address)", "--print-reply", "--dest=org.freedesktop.DBus", "/org/freedesktop/DBus",
                        "org.freedesktop.DBus.NameHasOwner", "string:org.freedesktop.secrets",
                    ], environment: self.environment)) ?? (1, "")
            return output.contains("boolean true")
        }
        setenv("DBUS_SESSION_BUS_ADDRESS", address, 1)
    }

    /// Polls `condition` for up to 20 s (the machine may be busy).
    private func wait(_ what: String, until condition: () -> Bool) throws(SessionError) {
        let deadline = Date().addingTimeInterval(20)
        while !condition() {
            guard Date() < deadline else { throw SessionError(description: "gave up waiting for \(what) after 20 s") }
            usleep(50_000)
        }
    }

    private static func find(_ tool: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(tool)" }.first { access($0, X_OK) == 0 }
    }

    /// Starts `tool` in the background; its output goes nowhere.
    private static func launch(
        _ tool: String, _ arguments: [String], environment: [String: String]? = nil, standardInput: String? = nil
    ) throws(SessionError) -> pid_t {
        guard let path = find(tool) else { throw SessionError(description: "\(tool) is not installed") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        if let environment { process.environment = environment }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let input = Pipe()
        process.standardInput = standardInput == nil ? FileHandle.nullDevice : input
        do {
            try process.run()
        } catch {
            throw SessionError(description: "\(tool) did not start: \(error)")
        }
        if let standardInput {
            input.fileHandleForWriting.write(Data(standardInput.utf8))
            try? input.fileHandleForWriting.close()
        }
        return process.processIdentifier
    }

    /// Runs `tool` to the end and returns its status and output (standard error included).
    @discardableResult
    static func run(
        _ tool: String, _ arguments: [String], environment: [String: String]
    ) throws(SessionError) -> (Int32, String) {
        guard let path = find(tool) else { throw SessionError(description: "\(tool) is not installed") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw SessionError(description: "\(tool) did not start: \(error)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

/// Stops the session's daemons and removes its folder when the test process exits.
private enum SessionCleanup {
    private static let state = Mutex<(pids: [pid_t], roots: [String], registered: Bool)>(([], [], false))

    static func register(pid: pid_t) {
        state.withLock { $0.pids.append(pid) }
        registerOnce()
    }

    static func register(root: String) {
        state.withLock { $0.roots.append(root) }
        registerOnce()
    }

    private static func registerOnce() {
        let first = state.withLock { state in
            defer { state.registered = true }
            return !state.registered
        }
        if first { atexit { SessionCleanup.stop() } }
    }

    private static func stop() {
        let (pids, roots) = state.withLock { ($0.pids, $0.roots) }
        for pid in pids.reversed() {
            kill(pid, SIGTERM)
            // Up to 2 s for it to go, then for good; Foundation may have reaped it already.
            var status: Int32 = 0
            for _ in 0..<40 where waitpid(pid, &status, WNOHANG) == 0 { usleep(50_000) }
            if kill(pid, 0) == 0 { kill(pid, SIGKILL) }
        }
        for root in roots { try? FileManager.default.removeItem(atPath: root) }
    }
}
