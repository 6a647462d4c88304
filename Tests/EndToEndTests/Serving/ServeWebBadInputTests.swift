import Foundation
import XCTest

/// `serve --web` under bad input, each refused with the connection closed or a clear page,
/// and the server still serving a good tab after each.
final class ServeWebBadInputTests: XCTestCase {
    /// A tab as the page opens it sees the app: the server still answers.
    private func assertServes(_ server: WebServeFixture, file: StaticString = #filePath, line: UInt = #line) throws {
        let (client, head) = try server.openSocket()
        let tab = try XCTUnwrap(client, head, file: file, line: line)
        XCTAssertTrue(tab.read(untilScreenContains: "Examples"), tab.text, file: file, line: line)
    }

    func testAWrongTokenGetsAClearPageAndNoSession() throws {
        let server = try WebServeFixture()
        for target in ["/?token=0123456789abcdef0123456789abcdef", "/", "/?token=", "/?token=%zz"] {
            let (status, answer) = try server.get(target)
            XCTAssertEqual(status, 403, answer)
            XCTAssertTrue(answer.contains("has no token, or not one this server takes"), answer)
        }
        let (client, answer) = try server.openSocket(token: "wrong-wrong-wrong-wrong")
        XCTAssertNil(client)
        XCTAssertTrue(answer.hasPrefix("HTTP/1.1 403"), answer)
        let (page, html) = try server.get("/?token=\(server.token)")
        XCTAssertEqual(page, 200)
        XCTAssertTrue(html.contains("<main id=\"screen\""), html)
        XCTAssertTrue(html.contains("Content-Security-Policy: default-src 'none'"), html)
        try assertServes(server)
        // The token is in no log line.
        XCTAssertFalse(server.log.contains(server.token), server.log)
        XCTAssertFalse(server.log.contains("wrong-wrong"), server.log)
    }

    func testAWrongOriginIsRefused() throws {
        let server = try WebServeFixture()
        for origin in ["http://evil.example", "http://127.0.0.1:1", "null", "https://127.0.0.1"] {
            let (client, answer) = try server.openSocket(origin: origin)
            XCTAssertNil(client, origin)
            XCTAssertTrue(answer.hasPrefix("HTTP/1.1 403"), answer)
            XCTAssertTrue(answer.contains("Wrong origin"), answer)
        }
        XCTAssertFalse(server.log.contains("started"), server.log)
        try assertServes(server)
    }

    func testAPathOutsideThePageIsNotFound() throws {
        let server = try WebServeFixture()
        for target in [
            "/../../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/..%2f..%2fetc/passwd", "//etc/passwd",
            "/Package.swift", "/favicon.ico", "/ws/../../etc/passwd?token=\(server.token)",
            "/index.html/../../etc/passwd?token=\(server.token)",
        ] {
            let (status, answer) = try server.get(target)
            XCTAssertEqual(status, 404, target)
            XCTAssertFalse(answer.contains("root:"), answer)
        }
        try assertServes(server)
    }

    func testGarbageAndTruncatedFramesCloseOnlyTheirConnection() throws {
        let server = try WebServeFixture()
        // Not HTTP at all.
        let garbage = try RawSocket(port: server.port)
        try garbage.send((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919) })
        XCTAssertTrue(garbage.isClosed(within: 5))
        // A frame with reserved bits and an unknown opcode.
        let (bad, head) = try server.openSocket()
        let badTab = try XCTUnwrap(bad, head)
        try badTab.socket.send([0x7B, 0x85, 1, 2, 3, 4, 5, 6, 7, 8, 9])
        XCTAssertTrue(badTab.socket.isClosed(within: 5))
        // An unmasked frame from a client.
        let (unmasked, head2) = try server.openSocket()
        let unmaskedTab = try XCTUnwrap(unmasked, head2)
        try unmaskedTab.socket.send([0x81, 0x03] + Array("abc".utf8))
        XCTAssertTrue(unmaskedTab.socket.isClosed(within: 5))
        // A frame cut short, then the client gone: its session ends.
        let (truncated, head3) = try server.openSocket()
        let truncatedTab = try XCTUnwrap(truncated, head3)
        XCTAssertTrue(truncatedTab.read(untilScreenContains: "Examples"), truncatedTab.text)
        try truncatedTab.socket.send(
            Array(WebSocketClient.frame(opcode: 1, payload: Array(repeating: 0x41, count: 300)).prefix(40)))
        shutdown(truncatedTab.socket.descriptor, Int32(SHUT_RDWR))
        XCTAssertTrue(server.waitForLog("(hang-up)"), server.log)
        try assertServes(server)
    }

    func testAHugePasteClosesItsTabAndOnlyIt() throws {
        let server = try WebServeFixture()
        let (other, head) = try server.openSocket()
        let otherTab = try XCTUnwrap(other, head)
        XCTAssertTrue(otherTab.read(untilScreenContains: "Examples"), otherTab.text)
        // A frame that says it carries 1 GiB: refused on its header, nothing of it read.
        let (huge, head2) = try server.openSocket()
        let hugeTab = try XCTUnwrap(huge, head2)
        XCTAssertTrue(hugeTab.read(untilScreenContains: "Examples"), hugeTab.text)
        let gigabyte: UInt64 = 1 << 30
        var header: [UInt8] =
            [0x81, 0x80 | 127] + (0..<8).reversed().map { UInt8((gigabyte >> (8 * UInt64($0))) & 0xFF) }
        header += [1, 2, 3, 4]
        try hugeTab.socket.send(header + Array(repeating: 0x20, count: 65536))
        XCTAssertTrue(hugeTab.read(timeout: 5) { $0.closed }, "still open")
        // A paste just over the 1 MiB limit, really sent: refused too.
        let (big, head3) = try server.openSocket()
        let bigTab = try XCTUnwrap(big, head3)
        let text = String(repeating: "x", count: (1 << 20) + 16)
        _ = try bigTab.send(#"{"t":"paste","text":"\#(text)"}"#)
        XCTAssertTrue(bigTab.read(timeout: 5) { $0.closed }, "still open")
        // The first tab still answers its keys.
        try otherTab.send(#"{"t":"key","key":"3"}"#)
        XCTAssertTrue(otherTab.read(untilScreenContains: "App version"), otherTab.text)
    }

    func testWindowSizesAreClamped() throws {
        let server = try WebServeFixture()
        let (zero, head) = try server.openSocket(query: "&cols=0&rows=0")
        let tab = try XCTUnwrap(zero, head)
        XCTAssertTrue(tab.read(untilScreenContains: "Examples"), tab.text)
        XCTAssertEqual(tab.size.columns, 80)
        XCTAssertEqual(tab.size.rows, 24)
        XCTAssertTrue(server.waitForLog("80x24"), server.log)
        try tab.send(#"{"t":"resize","cols":65535,"rows":65535}"#)
        XCTAssertTrue(tab.read(timeout: 10) { $0.size == (1000, 500) }, "\(tab.size)")
        try tab.send(#"{"t":"resize","cols":0,"rows":0}"#)
        XCTAssertTrue(tab.read(timeout: 10) { $0.size == (80, 24) }, "\(tab.size)")
        XCTAssertTrue(tab.read(untilScreenContains: "Examples"), tab.text)
        let (huge, head2) = try server.openSocket(query: "&cols=65535&rows=65535")
        let hugeTab = try XCTUnwrap(huge, head2)
        XCTAssertTrue(hugeTab.read(timeout: 15) { $0.size == (1000, 500) }, "\(hugeTab.size)")
        try assertServes(server)
    }

    func testTenThousandJunkMessagesAreIgnored() throws {
        let server = try WebServeFixture()
        let (client, head) = try server.openSocket()
        let tab = try XCTUnwrap(client, head)
        XCTAssertTrue(tab.read(untilScreenContains: "Examples"), tab.text)
        let junk = [
            "", "not json", "[1,2]", #"{"t":"launch"}"#, #"{"t":"key"}"#, #"{"t":"resize","cols":"x"}"#, "{",
            #"{"t":"mouse","action":"fly","x":1,"y":1}"#, "\u{1B}[201~", "null",
        ]
        var batch: [UInt8] = []
        for index in 0..<10_000 {
            batch += WebSocketClient.frame(
                opcode: index % 97 == 0 ? 2 : 1, payload: Array(junk[index % junk.count].utf8))
        }
        XCTAssertTrue(try tab.socket.send(batch))
        try tab.send(#"{"t":"key","key":"3"}"#)
        XCTAssertTrue(tab.read(untilScreenContains: "App version"), tab.text)
        try assertServes(server)
    }
}
