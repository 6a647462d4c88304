import Foundation
import TUIPseudoTerminal
import TUITestSupport
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// `serve --ssh`'s limits: the idle timeout, a client that stops reading, and no CPU when idle.
final class ServeSSHLimitsTests: XCTestCase {
    func testASessionWithoutInputEndsAtTheIdleTimeout() throws {
        let server = try SSHServeFixture(extra: ["--idle-timeout", "2"])
        let client = try server.connect()
        XCTAssertTrue(client.read(untilScreenContains: "Examples", timeout: .seconds(20)), client.screen.text)
        // Input pushes the deadline back.
        Thread.sleep(forTimeInterval: 1.2)
        try client.send("j")
        Thread.sleep(forTimeInterval: 1.2)
        XCTAssertNil(client.exitStatusIfEnded(), "typed 1.2 s ago: still open")
        XCTAssertEqual(client.waitForExit(timeout: .seconds(10)), 128 + SIGTERM, client.plainOutput)
        XCTAssertTrue(client.plainOutput.contains("closed after 2 s without input"), client.plainOutput)
        XCTAssertTrue(server.log.contains("(idle)"), server.log)
    }

    func testAClientThatStopsReadingIsDroppedWithoutStallingOthers() throws {
        let server = try SSHServeFixture(extra: ["--stall-timeout", "2", "exampletui://examples/markdown"])
        let stalled = try server.connect()
        XCTAssertTrue(stalled.read(untilScreenContains: "Markdown", timeout: .seconds(20)), stalled.screen.text)
        let other = try server.connect()
        XCTAssertTrue(other.read(untilScreenContains: "Markdown", timeout: .seconds(20)), other.screen.text)
        // From now on nothing reads the stalled client's terminal: ssh blocks writing to it,
        // stops reading its socket, and the server's output for it backs up. Resizes (the
        // kernel's size only, which reads nothing) make its app redraw a 1000×500 page of text
        // each time, until the server drops it; the other session answers its keys meanwhile.
        let deadline = Date().addingTimeInterval(90)
        var index = 0
        while !server.log.contains("session 1 ended"), Date() < deadline {
            stalled.setWindowSize(rows: 500 - index % 2, columns: 1000 - index % 2)
            index += 1
            if index % 5 == 0 {
                let before = other.output.count
                try other.send(index % 10 == 5 ? "j" : "k")
                XCTAssertTrue(
                    other.read(timeout: .seconds(5)) { $0.output.count > before }, "the other session answers a key")
            } else {
                usleep(200_000)
            }
        }
        XCTAssertTrue(server.log.contains("session 1 ended"), server.log)
        XCTAssertTrue(server.log.contains("(stalled)"), server.log)
        // The other session was served all along, and still is.
        try other.send("q")
        XCTAssertEqual(other.waitForExit(timeout: .seconds(10)), 0)
        XCTAssertTrue(server.waitForLog("session 2 ended"), server.log)
        XCTAssertEqual(server.childProcesses, [], "the stalled session's app is gone too")
    }

    func testAnIdleServerUsesNoCPU() throws {
        let server = try SSHServeFixture()
        let client = try server.connect()
        XCTAssertTrue(client.read(untilScreenContains: "Examples", timeout: .seconds(20)), client.screen.text)
        client.drain(for: .seconds(1))
        let pid = server.server.processIdentifier
        let before = try Self.cpuTicks(pid)
        client.drain(for: .seconds(5))
        let after = try Self.cpuTicks(pid)
        // Ticks are 10 ms: a poll loop would take some every second.
        XCTAssertLessThanOrEqual(after - before, 1, "the server's CPU over 5 idle seconds, in ticks")
        try client.send("q")
        XCTAssertEqual(client.waitForExit(timeout: .seconds(10)), 0)
    }

    /// utime + stime of a process, in clock ticks, from /proc/PID/stat.
    static func cpuTicks(_ pid: Int32) throws -> Int {
        let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
        let close = try XCTUnwrap(stat.lastIndex(of: ")"))
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // After the name: state is field 3, utime 14 and stime 15 (1-based), so 11 and 12 here.
        return (Int(fields[11]) ?? 0) + (Int(fields[12]) ?? 0)
    }
}

/// `--proxy-protocol`: behind a load balancer, the client's address comes from its header.
final class ServeSSHProxyProtocolTests: XCTestCase {
    /// A balancer's stand-in for ssh's ProxyCommand: the PROXY v1 line, then the bytes both ways.
    static let relay = """
        import os, selectors, socket, sys
        connection = socket.create_connection(("127.0.0.1", int(sys.argv[1])))
        connection.sendall(b"PROXY TCP4 203.0.113.7 127.0.0.1 51234 22\\r\\n")
        selector = selectors.DefaultSelector()
        selector.register(0, selectors.EVENT_READ)
        selector.register(connection, selectors.EVENT_READ)
        while True:
            for key, _ in selector.select():
                if key.fileobj == 0:
                    data = os.read(0, 65536)
                    if not data:
                        connection.shutdown(socket.SHUT_WR)
                        selector.unregister(0)
                    else:
                        connection.sendall(data)
                else:
                    data = connection.recv(65536)
                    if not data:
                        sys.exit(0)
                    os.write(1, data)
        """

    func testTheLogShowsTheClientTheHeaderNamesAndAConnectionWithoutOneIsClosed() throws {
        let server = try SSHServeFixture(extra: ["--proxy-protocol"])
        let script = server.home.path + "/relay.py"
        try Data(Self.relay.utf8).write(to: URL(fileURLWithPath: script))
        let client = try server.connect(extra: ["-o", "ProxyCommand=python3 \(script) \(server.port)"])
        XCTAssertTrue(client.read(untilScreenContains: "Examples", timeout: .seconds(20)), client.plainOutput)
        XCTAssertTrue(server.waitForLog("from 203.0.113.7:51234"), server.log)
        try client.send("q")
        XCTAssertEqual(client.waitForExit(timeout: .seconds(10)), 0)

        let direct = try server.connect()
        XCTAssertEqual(direct.waitForExit(timeout: .seconds(15)), 255, "no header: closed")
        XCTAssertEqual(server.log.components(separatedBy: "started").count, 2, server.log)
    }
}
