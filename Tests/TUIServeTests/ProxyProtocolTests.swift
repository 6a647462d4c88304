import NIOCore
import XCTest

@testable import TUIServe

final class ProxyProtocolTests: XCTestCase {
    private func parse(_ bytes: [UInt8]) -> (ProxyProtocolHandler.Parsed, [UInt8]) {
        var buffer = ByteBuffer(bytes: bytes)
        let parsed = ProxyProtocolHandler.parse(&buffer)
        return (parsed, Array(buffer.readableBytesView))
    }

    func testVersion1NamesTheClientAndLeavesWhatFollows() {
        let (parsed, rest) = parse(Array("PROXY TCP4 203.0.113.7 10.0.0.2 51234 22\r\nSSH-2.0-x\r\n".utf8))
        XCTAssertEqual(parsed, .parsed("203.0.113.7:51234"))
        XCTAssertEqual(rest, Array("SSH-2.0-x\r\n".utf8))
        XCTAssertEqual(parse(Array("PROXY TCP6 2001:db8::7 ::1 51234 22\r\n".utf8)).0, .parsed("[2001:db8::7]:51234"))
        XCTAssertEqual(parse(Array("PROXY UNKNOWN\r\n".utf8)).0, .parsed(nil))
    }

    func testVersion1InPiecesWaitsAndBadLinesAreRefused() {
        XCTAssertEqual(parse(Array("PRO".utf8)).0, .needMore)
        XCTAssertEqual(parse(Array("PROXY TCP4 1.2.3.4".utf8)).0, .needMore)
        for bad in [
            "SSH-2.0-OpenSSH\r\n", "PROXY TCP4 1.2.3.4 5.6.7.8 99999 22\r\n", "PROXY TCP4 1.2.3 5.6.7.8 1 22\r\n",
            "PROXY TCP4 1.2.3.4 5.6.7.8 1 22\n", "PROXY TCP9 1.2.3.4 5.6.7.8 1 22\r\n",
            "PROXY " + String(repeating: "x", count: 200),
        ] {
            XCTAssertEqual(parse(Array(bad.utf8)).0, .invalid, bad)
        }
    }

    func testVersion2() {
        let signature = ProxyProtocolHandler.v2Signature
        // PROXY, TCP over IPv4: 198.51.100.9:443 → 10.0.0.2:22.
        let ipv4 = signature + [0x21, 0x11, 0x00, 12] + [198, 51, 100, 9, 10, 0, 0, 2, 0x01, 0xBB, 0x00, 0x16]
        let (parsed, rest) = parse(ipv4 + Array("SSH".utf8))
        XCTAssertEqual(parsed, .parsed("198.51.100.9:443"))
        XCTAssertEqual(rest, Array("SSH".utf8))
        // LOCAL: the balancer's health check.
        XCTAssertEqual(parse(signature + [0x20, 0x00, 0x00, 0x00]).0, .parsed(nil))
        XCTAssertEqual(parse(Array(ipv4.prefix(20))).0, .needMore)
        XCTAssertEqual(parse(Array(signature.prefix(5)) + [0xFF]).0, .invalid)
        // Version 3, and a length past the limit.
        XCTAssertEqual(parse(signature + [0x31, 0x11, 0x00, 12] + [UInt8](repeating: 0, count: 12)).0, .invalid)
        XCTAssertEqual(parse(signature + [0x21, 0x11, 0xFF, 0xFF]).0, .invalid)
    }
}
