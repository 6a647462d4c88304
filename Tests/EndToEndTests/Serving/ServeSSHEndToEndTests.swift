import Foundation
import TUIPseudoTerminal
import TUITestSupport
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// `example-tui serve --ssh` with the real OpenSSH client: the app's screen over SSH, keys,
/// resizes, its exit status; keys refused, exec refused, the session limit and shutdown.
final class ServeSSHEndToEndTests: XCTestCase {
    func testServesTheAppToTheRealClientWithKeysResizeAndItsExitStatus() throws {
        let server = try SSHServeFixture()
        XCTAssertTrue(server.standardOutput.contains("Host key: SHA256:"), server.standardOutput)
        let client = try server.connect()
        XCTAssertTrue(client.read(untilScreenContains: "Examples", timeout: .seconds(20)), client.screen.text)
        XCTAssertTrue(server.waitForLog("session 1 started: alice (SHA256:"), server.log)
        XCTAssertTrue(server.log.contains("100x30, TERM=xterm-256color"), server.log)

        // The host key the client took is the one the server printed.
        let (_, printed) = try SSHServeFixture.runTool(
            "/usr/bin/ssh-keygen", ["-l", "-f", server.home.path + "/known_hosts"])
        let fingerprint = try XCTUnwrap(printed.split(separator: " ").dropFirst().first)
        XCTAssertTrue(server.standardOutput.contains("Host key: \(fingerprint) (ED25519)"), printed)

        // Keys reach the app: the Settings tab.
        try client.send("3")
        XCTAssertTrue(client.read(untilScreenContains: "App version", timeout: .seconds(10)), client.screen.text)
        // The app knows who signed in: its Settings screen says so.
        XCTAssertTrue(client.screen.contains("Served to"), client.screen.text)
        XCTAssertTrue(client.screen.contains("alice (SHA256:"), client.screen.text)
        // A resize reaches it through window-change: the tab bar is drawn at the new width.
        client.resize(rows: 24, columns: 80)
        XCTAssertTrue(
            client.read(timeout: .seconds(10)) { $0.screen.lines.last?.contains("Settings 3") ?? false },
            client.screen.text)

        try client.send("q")
        XCTAssertEqual(client.waitForExit(timeout: .seconds(10)), 0, client.plainOutput)
        XCTAssertTrue(server.waitForLog("session 1 ended: alice"), server.log)
        XCTAssertTrue(server.log.contains("status 0 (exited)"), server.log)

        // The user's data lives in a folder of their own, by key fingerprint.
        let users = server.home.path + "/.local/state/example-tui/serve/users"
        let folders = try FileManager.default.contentsOfDirectory(atPath: users)
        XCTAssertEqual(folders.count, 1)
        let mode = try FileManager.default.attributesOfItem(atPath: users + "/" + folders[0])[.posixPermissions] as? Int
        XCTAssertEqual(mode, 0o700)
        XCTAssertEqual(server.stop(), 0)
    }

    func testAKeyNotInTheFileAndPasswordsAreRefused() throws {
        let server = try SSHServeFixture()
        let other = server.home.path + "/other_key"
        try SSHServeFixture.runTool("/usr/bin/ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-f", other])
        let client = try server.connect(identity: .file(other))
        XCTAssertEqual(client.waitForExit(timeout: .seconds(15)), 255, client.plainOutput)
        XCTAssertTrue(client.plainOutput.contains("Permission denied (publickey)"), client.plainOutput)
        let password = try server.connect(identity: .none, extra: ["-o", "PasswordAuthentication=yes"])
        XCTAssertEqual(password.waitForExit(timeout: .seconds(15)), 255, password.plainOutput)
        XCTAssertFalse(server.log.contains("started"), server.log)
    }

    func testOpenLetsAnyoneInWithAThrowawayFolder() throws {
        let server = try SSHServeFixture(access: ["--open"])
        let client = try server.connect(user: "guest", identity: .none)
        XCTAssertTrue(client.read(untilScreenContains: "Examples", timeout: .seconds(20)), client.screen.text)
        XCTAssertTrue(server.waitForLog("session 1 started: anonymous (guest)"), server.log)
        let throwaway = try FileManager.default.contentsOfDirectory(atPath: server.home.path)
            .filter { $0.hasPrefix("example-tui-anonymous-") }
        XCTAssertEqual(throwaway.count, 1, "the session's folder, in TMPDIR")
        try client.send("q")
        XCTAssertEqual(client.waitForExit(timeout: .seconds(10)), 0, client.plainOutput)
        XCTAssertTrue(server.waitForLog("session 1 ended"), server.log)
        let left = try FileManager.default.contentsOfDirectory(atPath: server.home.path)
            .filter { $0.hasPrefix("example-tui-anonymous-") }
        XCTAssertEqual(left, [], "removed at the session's end")
    }

    func testExecSubsystemsAndSessionsWithoutATerminalAreRefused() throws {
        let server = try SSHServeFixture()
        let options = server.clientOptions()
        let (exec, execOutput) = try SSHServeFixture.runTool(
            "/usr/bin/ssh", options + ["127.0.0.1", "ls", "/"], environment: server.home.environment)
        XCTAssertEqual(exec, 255, execOutput)
        XCTAssertTrue(execOutput.contains("exec request failed"), execOutput)
        XCTAssertFalse(execOutput.contains("etc"), "no command ran: \(execOutput)")
        let (sftp, sftpOutput) = try SSHServeFixture.runTool(
            "/usr/bin/ssh", options + ["-s", "127.0.0.1", "sftp"], environment: server.home.environment)
        XCTAssertEqual(sftp, 255, sftpOutput)
        XCTAssertTrue(sftpOutput.contains("subsystem request failed"), sftpOutput)
        let (noTerminal, noTerminalOutput) = try SSHServeFixture.runTool(
            "/usr/bin/ssh", options + ["-T", "127.0.0.1"], environment: server.home.environment)
        XCTAssertEqual(noTerminal, 1, noTerminalOutput)
        XCTAssertTrue(noTerminalOutput.contains("needs a terminal"), noTerminalOutput)
        // Local port forwarding: the channel is refused.
        let (forward, forwardOutput) = try SSHServeFixture.runTool(
            "/usr/bin/ssh",
            options + ["-o", "ExitOnForwardFailure=yes", "-W", "127.0.0.1:\(server.port)", "127.0.0.1"],
            environment: server.home.environment)
        XCTAssertNotEqual(forward, 0, forwardOutput)
        // Remote port forwarding (a global request) is refused too.
        let (remote, remoteOutput) = try SSHServeFixture.runTool(
            "/usr/bin/ssh",
            options + ["-o", "ExitOnForwardFailure=yes", "-N", "-R", "0:127.0.0.1:\(server.port)", "127.0.0.1"],
            environment: server.home.environment)
        XCTAssertEqual(remote, 255, remoteOutput)
        XCTAssertTrue(remoteOutput.contains("remote port forwarding failed"), remoteOutput)
        XCTAssertFalse(server.log.contains("started"), server.log)
    }

    func testAgentForwardingIsIgnoredAndTheSessionGoesOn() throws {
        let server = try SSHServeFixture()
        // A real agent, so ssh -A asks for forwarding (auth-agent-req@openssh.com, a channel
        // request swift-nio-ssh does not know): refused, and the session is the same.
        let socket = server.home.path + "/agent.sock"
        let agent = Process()
        agent.executableURL = URL(fileURLWithPath: "/usr/bin/ssh-agent")
        agent.arguments = ["-D", "-a", socket]
        agent.standardOutput = FileHandle.nullDevice
        try agent.run()
        defer { agent.terminate() }
        for _ in 0..<100 where !FileManager.default.fileExists(atPath: socket) { usleep(20_000) }
        var environment = server.home.environment
        environment["SSH_AUTH_SOCK"] = socket
        let client = try PseudoTerminal(
            executable: "ssh",
            arguments: ["-tt", "-A"] + server.clientOptions(logLevel: "DEBUG1") + ["alice@127.0.0.1"],
            environment: environment, rows: 30, columns: 100)
        XCTAssertTrue(client.read(untilScreenContains: "Examples", timeout: .seconds(20)), client.plainOutput)
        XCTAssertTrue(client.plainOutput.contains("Requesting authentication agent forwarding"), client.plainOutput)
        try client.send("q")
        XCTAssertEqual(client.waitForExit(timeout: .seconds(10)), 0)
    }

    func testTheClientPastTheLimitIsToldAndClosed() throws {
        let server = try SSHServeFixture(extra: ["--max-sessions", "1"])
        let first = try server.connect()
        XCTAssertTrue(first.read(untilScreenContains: "Examples", timeout: .seconds(20)), first.screen.text)
        let second = try server.connect()
        XCTAssertEqual(second.waitForExit(timeout: .seconds(15)), 1, second.plainOutput)
        XCTAssertTrue(second.plainOutput.contains("the server is full (1 sessions)"), second.plainOutput)
        try first.send("q")
        XCTAssertEqual(first.waitForExit(timeout: .seconds(10)), 0)
        XCTAssertTrue(server.waitForLog("session 1 ended"))
        let third = try server.connect()
        XCTAssertTrue(
            third.read(untilScreenContains: "Examples", timeout: .seconds(20)), "room again: \(third.screen.text)")
    }

    func testSIGTERMEndsEverySessionWithItsTerminalRestoredThenTheServer() throws {
        let server = try SSHServeFixture()
        let clients = try (0..<2).map { _ in try server.connect() }
        for client in clients {
            XCTAssertTrue(client.read(untilScreenContains: "Examples", timeout: .seconds(20)), client.screen.text)
        }
        XCTAssertEqual(server.stop(), 0, server.log)
        for client in clients {
            // The app's status for SIGTERM, the way out of the alternate screen, and why.
            XCTAssertEqual(client.waitForExit(timeout: .seconds(10)), 128 + SIGTERM, client.plainOutput)
            XCTAssertTrue(client.output.contains(Array("\u{1B}[?1049l".utf8)), "the app restored the terminal")
            XCTAssertTrue(client.plainOutput.contains("the server is shutting down"), client.plainOutput)
            // The app's own toast, shown before SIGTERM.
            XCTAssertTrue(
                client.plainOutput.contains("The server is shutting down: this session ends in a"),
                client.plainOutput)
        }
        XCTAssertTrue(server.log.contains("(shutdown)"), server.log)
        XCTAssertTrue(server.log.contains("stopped"), server.log)
    }

    func testACrashingAppEndsOnlyItsSessionWithItsStatus() throws {
        let server = try SSHServeFixture()
        let clients = try (0..<2).map { _ in try server.connect() }
        for client in clients {
            XCTAssertTrue(client.read(untilScreenContains: "Examples", timeout: .seconds(20)), client.screen.text)
        }
        let apps = server.childProcesses
        XCTAssertEqual(apps.count, 2)
        kill(apps[0], SIGSEGV)
        XCTAssertTrue(server.waitForLog("status \(128 + SIGSEGV) (exited)"), server.log)
        let ended = clients.filter { $0.waitForExit(timeout: .seconds(3)) != nil }
        XCTAssertEqual(ended.count, 1, "only the crashed app's session ended")
        XCTAssertEqual(ended.first?.exitStatusIfEnded(), 128 + SIGSEGV)
        let survivor = try XCTUnwrap(clients.first { $0.exitStatusIfEnded() == nil })
        try survivor.send("3")
        XCTAssertTrue(survivor.read(untilScreenContains: "App version", timeout: .seconds(10)), survivor.screen.text)
    }

    func testAKilledClientFreesItsSessionAndProcessWithinASecond() throws {
        let server = try SSHServeFixture()
        let client = try server.connect()
        XCTAssertTrue(client.read(untilScreenContains: "Examples", timeout: .seconds(20)), client.screen.text)
        XCTAssertTrue(server.waitForLog("session 1 started"))
        kill(client.processID, SIGKILL)
        let killed = Date()
        XCTAssertTrue(server.waitForLog("session 1 ended", timeout: 5), server.log)
        XCTAssertLessThan(Date().timeIntervalSince(killed), 1.5, server.log)
        XCTAssertTrue(server.log.contains("(hang-up)"), server.log)
        XCTAssertEqual(server.childProcesses, [], "the app's process is gone")
    }
}
