import Push
import XCTest

final class SSEFrameParserTests: XCTestCase {
    private func events(_ items: [SSEFrameParser.Item]) -> [SSEEvent] {
        items.compactMap { if case .event(let event) = $0 { event } else { nil } }
    }

    func testEventsWithIdsTypesAndJoinedDataLines() {
        var parser = SSEFrameParser()
        let items = parser.feed(Array("id: 1\nevent: push\ndata: a\ndata:b\n\n: comment\ndata: c\n\n".utf8))
        XCTAssertEqual(
            events(items),
            [SSEEvent(type: "push", data: "a\nb", lastEventId: "1"), SSEEvent(data: "c", lastEventId: "1")])
        XCTAssertEqual(parser.lastEventId, "1")
    }

    func testEveryLineEndAndAnyCutGiveTheSameEvents() {
        let stream = Array("\u{FEFF}id: 7\r\ndata: one\r\rdata: two\n\nretry: 2500\ndata: three\r\n\r\n".utf8)
        var whole = SSEFrameParser()
        let expected = events(whole.feed(stream))
        XCTAssertEqual(expected.map(\.data), ["one", "two", "three"])
        XCTAssertEqual(expected.map(\.lastEventId), ["7", "7", "7"])
        XCTAssertEqual(whole.reconnectionTime, 2500)
        for cut in 1..<stream.count {
            var parser = SSEFrameParser()
            let found = events(parser.feed(stream[..<cut]) + parser.feed(stream[cut...]))
            XCTAssertEqual(found, expected, "cut at \(cut)")
        }
    }

    func testGarbageLinesAreReportedAndTheStreamGoesOn() {
        var parser = SSEFrameParser()
        let items = parser.feed(Array("nonsense\nretry: soon\nid: a\u{0}b\ndata: ok\n\n".utf8))
        XCTAssertEqual(
            items,
            [
                .ignoredLine("nonsense"), .ignoredLine("retry: soon"), .ignoredLine("id with a NUL byte"),
                .event(SSEEvent(data: "ok")),
            ])
        XCTAssertNil(parser.reconnectionTime)
    }

    func testAnEventOverTheCapIsSkippedWithoutHoldingItAndTheNextOneArrives() {
        var parser = SSEFrameParser(maximumEventBytes: 1000)
        var items = parser.feed(Array("id: big\ndata: ".utf8))
        let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 64 * 1024)
        for _ in 0..<160 { items += parser.feed(chunk) }  // 10 MiB
        items += parser.feed(Array("\n\nid: next\ndata: small\n\n".utf8))
        XCTAssertEqual(
            items, [.oversized(bytes: 10 * 1024 * 1024 + 15), .event(SSEEvent(data: "small", lastEventId: "next"))])
    }

    func testAnEventCutByADroppedConnectionDoesNotMoveTheLastEventId() {
        var parser = SSEFrameParser()
        XCTAssertEqual(events(parser.feed(Array("id: 3\ndata: x\n\nid: 4\ndata: {\"half".utf8))).count, 1)
        parser.reset()
        XCTAssertEqual(parser.lastEventId, "3", "event 4 was never read whole: the server sends it again")
        XCTAssertEqual(events(parser.feed(Array("data: y\n\n".utf8))), [SSEEvent(data: "y", lastEventId: "3")])
    }

    func testALastEventIdFromBeforeCarriesOnUntilANewOne() {
        var parser = SSEFrameParser(lastEventId: "p7")
        XCTAssertEqual(parser.lastEventId, "p7")
        XCTAssertEqual(parser.feed(Array("data: x\n\n".utf8)), [.event(SSEEvent(data: "x", lastEventId: "p7"))])
        parser.reset()
        XCTAssertEqual(parser.lastEventId, "p7")
    }

    func testAnEventWithNoDataIsNotDispatchedButItsIdCounts() {
        var parser = SSEFrameParser()
        XCTAssertEqual(parser.feed(Array("id: 9\nevent: ping\n\n".utf8)), [])
        XCTAssertEqual(parser.lastEventId, "9")
    }
}
