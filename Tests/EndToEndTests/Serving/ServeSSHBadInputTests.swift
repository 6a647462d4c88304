import Foundation
import TUIPseudoTerminal
import TUITestSupport
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// Bad input to `serve --ssh`: each refused or clamped, and the server still serves others.
final class ServeSSHBadInputTests: XCTestCase {
    func testGarbageBytesCloseThatConnectionOnly() throws {
        let server = try SSHServeFixture()
        let socket = try TCPClient(port: server.port)
        var generator = SystemRandomNumberGenerator()
        let garbage = (0..<65536).map { _ in UInt8.random(in: 0...255, using: &generator) }
        socket.send(Array("SSH-2.0-garbage\r\n".utf8) + garbage)
        XCTAssertTrue(socket.waitForClose(timeout: 10), "the server closes a connection that sends garbage")
        let raw = try TCPClient(port: server.port)
        raw.send(garbage)
        XCTAssertTrue(raw.waitForClose(timeout: 10), "and one with no version line at all")
        try assertStillServes(server)
    }

    func testATruncatedHandshakeIsClosedAfterTheGraceTimeAndOthersAreServedMeanwhile() throws {
        let server = try SSHServeFixture(extra: ["--login-grace-time", "2"])
        let socket = try TCPClient(port: server.port)
        // A version line and half a key exchange packet, then nothing.
        socket.send(Array("SSH-2.0-OpenSSH_9.2\r\n".utf8) + [0, 0, 0x05, 0xDC, 0x0A, 0x14, 1, 2, 3])
        let start = Date()
        try assertStillServes(server)
        XCTAssertTrue(socket.waitForClose(timeout: 10), "closed when the grace time is up")
        XCTAssertGreaterThan(Date().timeIntervalSince(start), 1.0)
    }

    func testWindowSizesOfZeroAndOfTheMaximumAreClamped() throws {
        let server = try SSHServeFixture()
        let client = try server.connect()
        XCTAssertTrue(client.read(untilScreenContains: "Examples", timeout: .seconds(20)), client.screen.text)
        // The client's terminal grows to 65535×65535 (the kernel's size only; our screen model
        // stays small): the app gets at most 1000×500 and keeps working.
        client.setWindowSize(rows: 65535, columns: 65535)
        client.drain(for: .seconds(2))
        client.setWindowSize(rows: 0, columns: 0)
        client.drain(for: .seconds(1))
        client.resize(rows: 30, columns: 100)
        try client.send("3")
        XCTAssertTrue(client.read(untilScreenContains: "App version", timeout: .seconds(15)), client.screen.text)
        try client.send("q")
        XCTAssertEqual(client.waitForExit(timeout: .seconds(10)), 0)
        XCTAssertTrue(server.waitForLog("status 0 (exited)"), server.log)
    }

    func testTenThousandEnvironmentRequestsAreRefusedPastTheFirstFewAndTheLocaleIsTaken() throws {
        let server = try SSHServeFixture()
        // ssh sends one env request per SetEnv variable: LANG first (taken: the app speaks
        // Russian), then 10,000 more (refused past the limit; none but LANG/LC_*/COLORTERM).
        let variables = ["LANG=ru_RU.UTF-8"] + (0..<10_000).map { "V\($0)=x" }
        let config = server.home.path + "/ssh_config"
        try Data(("SetEnv " + variables.joined(separator: " ") + "\n").utf8).write(to: URL(fileURLWithPath: config))
        var options = server.clientOptions()
        options[1] = config
        let client = try PseudoTerminal(
            executable: "ssh", arguments: ["-tt"] + options + ["alice@127.0.0.1"], environment: server.home.environment,
            rows: 30, columns: 100)
        XCTAssertTrue(client.read(untilScreenContains: "Примеры", timeout: .seconds(30)), client.screen.text)
        try client.send("q")
        XCTAssertEqual(client.waitForExit(timeout: .seconds(10)), 0)
        try assertStillServes(server)
    }

    /// A real client still gets the app's screen and quits with status 0.
    private func assertStillServes(_ server: SSHServeFixture, file: StaticString = #filePath, line: UInt = #line) throws
    {
        let client = try server.connect()
        XCTAssertTrue(
            client.read(untilScreenContains: "Examples", timeout: .seconds(20)), client.screen.text, file: file,
            line: line)
        try client.send("q")
        XCTAssertEqual(client.waitForExit(timeout: .seconds(10)), 0, file: file, line: line)
    }
}

/// A plain TCP connection, for bytes no SSH client would send.
final class TCPClient {
    let descriptor: Int32

    init(port: Int) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else { throw FixtureError("connect: \(String(cString: strerror(errno)))") }
    }

    deinit { close(descriptor) }

    /// Sends what the peer takes; a reset or a closed peer ends it quietly.
    func send(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes {
                Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard sent > 0 else { return }
            offset += sent
        }
    }

    /// Reads and drops what arrives until the peer closes (true) or `timeout` passes.
    func waitForClose(timeout: TimeInterval) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while Date() < deadline {
            var descriptorSet = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptorSet, 1, 100) > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count <= 0 { return true }
        }
        return false
    }
}

/// A huge paste through the real client: the server's memory stays flat, and the session and
/// others go on. (Here the app keeps up with ssh; the flow control for an app that does not,
/// the input mark and the drain, is tested in TUIServeTests' ServedSessionTests.)
final class ServeSSHPasteTests: XCTestCase {
    func testAHugePasteIsReadAsFastAsTheAppTakesItWithTheServersMemoryBounded() throws {
        let server = try SSHServeFixture()
        let client = try server.connect()
        XCTAssertTrue(client.read(untilScreenContains: "Examples", timeout: .seconds(20)), client.screen.text)
        let before = try Self.residentKiB(server.server.processIdentifier)
        // 16 MiB as one bracketed paste, written as fast as ssh takes it.
        let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 16)
        try client.write(Array("\u{1B}[200~".utf8))
        for _ in 0..<256 { try client.write(chunk) }
        try client.write(Array("\u{1B}[201~".utf8))
        let after = try Self.residentKiB(server.server.processIdentifier)
        XCTAssertLessThan(after - before, 8 * 1024, "the server's resident memory grew by \(after - before) KiB")
        let other = try server.connect()
        XCTAssertTrue(other.read(untilScreenContains: "Examples", timeout: .seconds(30)), other.screen.text)
        try client.send("3")
        XCTAssertTrue(client.read(untilScreenContains: "App version", timeout: .seconds(60)), client.screen.text)
        try client.send("q")
        XCTAssertEqual(client.waitForExit(timeout: .seconds(30)), 0)
    }

    /// VmRSS of a process, in KiB.
    static func residentKiB(_ pid: Int32) throws -> Int {
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        let line = try XCTUnwrap(status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") })
        return Int(line.split(separator: " ", omittingEmptySubsequences: true)[1]) ?? 0
    }
}
