import Foundation
import TUIPseudoTerminal
import TUITestSupport
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// `example-tui serve --ssh 127.0.0.1:0` started for a test in a throwaway home, with a key
/// made by the real `ssh-keygen`, and the real OpenSSH client to connect with (scripts/
/// bootstrap.sh --test installs openssh-client; without it these tests fail, never skip).
final class SSHServeFixture {
    let home: TemporaryHome
    let keyPath: String
    let server: Process
    let port: Int
    let stdoutPath: String
    let stderrPath: String

    /// `access`: `["--authorized-keys", FILE]` by default (the fixture's key), or `["--open"]`.
    init(access: [String]? = nil, extra: [String] = [], file: StaticString = #filePath, line: UInt = #line) throws {
        home = try TemporaryHome()
        keyPath = home.path + "/id_ed25519"
        try Self.runTool("/usr/bin/ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-C", "tester", "-f", keyPath])
        let authorized = home.path + "/authorized_keys"
        try FileManager.default.copyItem(atPath: keyPath + ".pub", toPath: authorized)
        stdoutPath = home.path + "/server.out"
        stderrPath = home.path + "/server.err"
        _ = FileManager.default.createFile(atPath: stdoutPath, contents: nil)
        _ = FileManager.default.createFile(atPath: stderrPath, contents: nil)
        server = Process()
        server.executableURL = URL(fileURLWithPath: try AppUnderTest.showcase.path())
        server.arguments =
            ["serve", "--ssh", "127.0.0.1:0"] + (access ?? ["--authorized-keys", authorized]) + extra
        server.environment = home.environment
        server.standardOutput = FileHandle(forWritingAtPath: stdoutPath)
        server.standardError = FileHandle(forWritingAtPath: stderrPath)
        server.standardInput = FileHandle.nullDevice
        try server.run()
        let deadline = Date().addingTimeInterval(20)
        var found: Int?
        while found == nil, Date() < deadline, server.isRunning {
            found = Self.port(in: (try? String(contentsOfFile: stdoutPath, encoding: .utf8)) ?? "")
            if found == nil { usleep(50_000) }
        }
        guard let found else {
            let output = (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? ""
            server.terminate()
            throw FixtureError("the server did not print where it listens: \(output)")
        }
        port = found
    }

    deinit {
        if server.isRunning {
            server.terminate()
            server.waitUntilExit()
        }
    }

    var standardOutput: String { (try? String(contentsOfFile: stdoutPath, encoding: .utf8)) ?? "" }
    var log: String { (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? "" }

    /// The key a client signs in with.
    enum Identity {
        /// The fixture's key, the one in the authorized keys file.
        case fixture
        case file(String)
        /// None at all (`--open`).
        case none
    }

    /// The options every client gets: this home's files only, the host key taken on first use.
    func clientOptions(_ identity: Identity = .fixture, logLevel: String = "ERROR") -> [String] {
        var options = [
            "-F", "/dev/null", "-p", "\(port)", "-o", "UserKnownHostsFile=\(home.path)/known_hosts",
            "-o", "StrictHostKeyChecking=accept-new", "-o", "BatchMode=yes", "-o", "LogLevel=\(logLevel)",
        ]
        switch identity {
        case .fixture: options += ["-i", keyPath, "-o", "IdentitiesOnly=yes"]
        case .file(let path): options += ["-i", path, "-o", "IdentitiesOnly=yes"]
        case .none: options += ["-o", "PubkeyAuthentication=no"]
        }
        return options
    }

    /// `ssh -tt … alice@127.0.0.1` in a pseudo-terminal of its own, as a person would run it.
    func connect(
        user: String = "alice", identity: Identity = .fixture, extra: [String] = [], rows: Int = 30,
        columns: Int = 100
    ) throws -> PseudoTerminal {
        let options = clientOptions(identity) + extra
        return try PseudoTerminal(
            executable: "ssh", arguments: ["-tt"] + options + ["\(user)@127.0.0.1"], environment: home.environment,
            rows: rows, columns: columns)
    }

    /// Waits until the server's log holds `text`.
    @discardableResult
    func waitForLog(_ text: String, timeout: TimeInterval = 10) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if log.contains(text) { return true }
            usleep(50_000)
        }
        return log.contains(text)
    }

    /// Sends SIGTERM to the server and waits for it; returns its status, or nil if it hung.
    func stop(timeout: TimeInterval = 10) -> Int32? {
        server.terminate()
        let deadline = Date().addingTimeInterval(timeout)
        while server.isRunning, Date() < deadline { usleep(20_000) }
        return server.isRunning ? nil : server.terminationStatus
    }

    /// The server's child processes now (the sessions' apps), from /proc.
    var childProcesses: [Int32] {
        let parent = server.processIdentifier
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { Int32($0) }.filter { pid in
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { return false }
            // "pid (comm) state ppid …": the name may hold spaces, so after its last ')'.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 1 && Int32(fields[1]) == parent
        }
    }

    static func port(in output: String) -> Int? {
        guard let line = output.split(separator: "\n").first(where: { $0.hasPrefix("Serving ") }),
            let colon = line.lastIndex(of: ":")
        else { return nil }
        return Int(line[line.index(after: colon)...])
    }

    /// Runs a tool to its end; throws when it fails.
    @discardableResult
    static func runTool(_ path: String, _ arguments: [String], environment: [String: String]? = nil) throws -> (
        Int32, String
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        if let environment { process.environment = environment }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let output = String(decoding: data, as: UTF8.self)
        if path.hasSuffix("ssh-keygen"), process.terminationStatus != 0 { throw FixtureError(output) }
        return (process.terminationStatus, output)
    }
}

struct FixtureError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
