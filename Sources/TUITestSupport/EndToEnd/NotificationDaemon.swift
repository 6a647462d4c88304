import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A real notification daemon for tests: a private `dbus-daemon` session bus (with no
/// service files, so nothing starts on demand), an `Xvfb` display and `dunst` on them, with
/// HOME and the XDG folders in a temporary folder (never the user's). `dunstctl` reads what
/// dunst received and clicks its notifications. Without the programs the tests fail with
/// what to install (scripts/bootstrap.sh --test), they are not skipped.
///
/// ```swift
/// let daemon = try NotificationDaemon(withDaemon: true)
/// defer { daemon.stop() }
/// let session = try AppSession(app: .myApp, environment: ["DBUS_SESSION_BUS_ADDRESS": daemon.address])
/// // ... the app raises a notification ...
/// try daemon.dunstctl(["close-all"])
/// XCTAssertEqual(try daemon.history().first?["summary"], "Order shipped")
/// ```
public final class NotificationDaemon {
    let root: URL
    /// The bus address, as `DBUS_SESSION_BUS_ADDRESS` holds it.
    public let address: String
    private var processes: [Process] = []
    public private(set) var dunst: Process?
    private var display = ""

    public struct SessionError: Error, CustomStringConvertible {
        public let description: String
    }

    /// A bus, and dunst on it when `withDaemon`.
    public init(withDaemon: Bool) throws {
        root = URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true)
            .appendingPathComponent("notifications-\(UUID().uuidString.prefix(8))", isDirectory: true)
        address = "unix:path=\(root.path)/bus"
        for folder in ["run", "home/.config/dunst", "home/.cache"] {
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent(folder), withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700])
        }
        for tool in ["dbus-daemon", "dbus-send", "dunst", "dunstctl", "Xvfb"] where Self.find(tool) == nil {
            throw SessionError(
                description: "\(tool) is not installed: the notification tests need dbus-daemon, dunst and xvfb "
                    + "(scripts/bootstrap.sh --test installs them)")
        }
        let config = root.appendingPathComponent("bus.conf")
        try """
        <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-BUS Bus Configuration 1.0//EN"
         "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
        <busconfig>
          <type>session</type>
          <listen>\(address)</listen>
          <policy context="default">
            <allow send_destination="*" eavesdrop="true"/>
            <allow eavesdrop="true"/>
            <allow own="*"/>
          </policy>
        </busconfig>
        """.write(to: config, atomically: true, encoding: .utf8)
        _ = try launch("dbus-daemon", ["--config-file=\(config.path)", "--nofork", "--nopidfile"])
        // The socket file is there once bound, a moment before the daemon accepts on it.
        try wait("the session bus at \(address)") { busAnswers() }
        guard withDaemon else { return }

        let xvfb = Pipe()
        _ = try launch("Xvfb", ["-displayfd", "1", "-nolisten", "tcp", "-screen", "0", "640x480x24"], output: xvfb)
        let number = String(decoding: xvfb.fileHandleForReading.availableDataLine(), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        guard Int(number) != nil else { throw SessionError(description: "Xvfb gave no display number: '\(number)'") }
        display = ":" + number
        let dunstrc = root.appendingPathComponent("home/.config/dunst/dunstrc")
        try "[global]\n    history_length = 50\n    idle_threshold = 0\n    show_indicators = no\n"
            .write(to: dunstrc, atomically: true, encoding: .utf8)
        dunst = try launch("dunst", ["-config", dunstrc.path])
        try wait("dunst to own org.freedesktop.Notifications") {
            (try? dunstctl(["count", "displayed"]))?.trimmingCharacters(in: .whitespacesAndNewlines) == "0"
        }
    }

    deinit {
        stop()
    }

    /// Ends dunst, Xvfb and the bus, and removes the folder.
    public func stop() {
        for process in processes.reversed() where process.isRunning {
            kill(process.processIdentifier, SIGCONT)
            process.terminate()
            process.waitUntilExit()
        }
        processes = []
        try? FileManager.default.removeItem(at: root)
    }

    /// This session's HOME, XDG folders, bus and display, for a process run on it.
    public var environment: [String: String] {
        [
            "HOME": root.path + "/home",
            "XDG_CONFIG_HOME": root.path + "/home/.config",
            "XDG_CACHE_HOME": root.path + "/home/.cache",
            "XDG_RUNTIME_DIR": root.path + "/run",
            "DBUS_SESSION_BUS_ADDRESS": address,
            "DISPLAY": display,
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
        ]
    }

    /// Whether the bus answers a call (dbus-send, which dbus-bin has).
    private func busAnswers() -> Bool {
        guard FileManager.default.fileExists(atPath: root.path + "/bus") else { return false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.find("dbus-send") ?? "/usr/bin/dbus-send")
        process.arguments = [
            "--bus=\(address)", "--print-reply", "--dest=org.freedesktop.DBus", "/org/freedesktop/DBus",
            "org.freedesktop.DBus.GetId",
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    /// Runs `dunstctl` on this session and returns what it printed.
    @discardableResult
    public func dunstctl(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.find("dunstctl") ?? "/usr/bin/dunstctl")
        process.arguments = arguments
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        guard process.terminationStatus == 0 else {
            throw SessionError(description: "dunstctl \(arguments) exited \(process.terminationStatus): \(text)")
        }
        return text
    }

    /// What dunst received, from `dunstctl history` (closed notifications): each one's fields.
    public func history() throws -> [[String: String]] {
        let json = try JSONSerialization.jsonObject(with: Data(try dunstctl(["history"]).utf8))
        guard let root = json as? [String: Any], let data = root["data"] as? [[[String: Any]]] else { return [] }
        return (data.first ?? []).map { entry in
            entry.compactMapValues { field in
                guard let field = field as? [String: Any], let value = field["data"] else { return nil }
                return "\(value)"
            }
        }
    }

    private func launch(_ tool: String, _ arguments: [String], output: Pipe? = nil) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.find(tool) ?? tool)
        process.arguments = arguments
        process.environment = environment
        process.standardOutput = output ?? FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        processes.append(process)
        return process
    }

    private func wait(_ what: String, until condition: () -> Bool) throws {
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
}

extension FileHandle {
    /// Reads up to the first line end (Xvfb's display number), at most 20 s.
    fileprivate func availableDataLine() -> Data {
        var line = Data()
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            let chunk = availableData
            if chunk.isEmpty { break }
            line.append(chunk)
            if line.contains(0x0A) { break }
        }
        return line
    }
}
