import Foundation
import XCTest

@testable import Logs

/// The panel's list over the SQLite store: the first rows at once, the rest later, new rows
/// on top and deleted ones gone, each without reading the whole table.
@MainActor
final class LogListSessionTests: XCTestCase {
    private func store(messages: Int, configuration: LogDatabase.Configuration = LogDatabase.Configuration())
        -> LogDatabase
    {
        let store = LogDatabase(directory: nil, configuration: configuration)
        for index in 0..<messages {
            store.record(
                message: LogMessage(
                    date: Date(), level: index.isMultiple(of: 3) ? .error : .info, label: "App", text: "row \(index)"))
        }
        store.flush()
        return store
    }

    func testAQueryListsItsFirstRowsAtOnceAndTheRestLater() async throws {
        let store = store(messages: 3_000)
        let session = LogListSession(store: store, kind: .messages)
        let restIn = expectation(description: "the rest came in")
        session.onChange = { if session.isComplete { restIn.fulfill() } }
        session.show(LogQuery(filter: LogFilter(levels: [.error])), rows: 100)
        XCTAssertEqual(session.ids.count, 100)
        XCTAssertFalse(session.isComplete)
        XCTAssertEqual(session.messages(0..<2).map(\.text), ["row 2997", "row 2994"])
        await fulfillment(of: [restIn], timeout: 30)
        XCTAssertTrue(session.isComplete)
        XCTAssertEqual(session.ids.count, 1_000)
        XCTAssertEqual(session.ids, session.ids.sorted(by: >))
        XCTAssertEqual(session.messages(999..<1_000).map(\.text), ["row 0"])
    }

    /// A long rest comes in twice: its first 4,096 ids right away (a few screens past the
    /// first rows), then all of it.
    func testALongRestComesInItsFirstPageFirst() async throws {
        let store = store(messages: 10_000)
        let session = LogListSession(store: store, kind: .messages)
        var counts: [Int] = []
        let restIn = expectation(description: "the rest came in")
        session.onChange = {
            counts.append(session.ids.count)
            if session.isComplete { restIn.fulfill() }
        }
        session.show(LogQuery(), rows: 100)
        await fulfillment(of: [restIn], timeout: 30)
        XCTAssertEqual(counts, [4_196, 10_000])
        XCTAssertEqual(session.ids, session.ids.sorted(by: >))
        XCTAssertEqual(Set(session.ids).count, 10_000)
    }

    func testASmallResultIsCompleteAtOnce() {
        let store = store(messages: 50)
        let session = LogListSession(store: store, kind: .messages)
        session.show(LogQuery(filter: LogFilter(searchText: "row 4")), rows: 100)
        XCTAssertTrue(session.isComplete)
        XCTAssertEqual(
            session.messages(0..<session.ids.count).map(\.text), (40...49).reversed().map { "row \($0)" } + ["row 4"])
    }

    /// A two-character search found in few rows: the first read looks through one window of
    /// the newest rows (what it found there shows at once), the rest comes in behind it.
    func testAShortSearchReadsOneWindowAtOnceAndTheRestLater() async throws {
        let window = Int(LogDatabase.shortSearchWindow)
        let store = LogDatabase(directory: nil)
        for index in 0..<(window * 3) {
            store.record(
                message: LogMessage(
                    date: Date(), level: .info, label: "App", text: index % 500 == 0 ? "qz \(index)" : "row"))
        }
        store.flush()
        let session = LogListSession(store: store, kind: .messages)
        let restIn = expectation(description: "the rest came in")
        session.onChange = { if session.isComplete { restIn.fulfill() } }
        session.show(LogQuery(filter: LogFilter(searchText: "qz")), rows: 64)
        let newestWindow = (0..<(window * 3)).filter { $0 % 500 == 0 && $0 >= window * 2 }
        XCTAssertEqual(session.messages(0..<session.ids.count).map(\.text), newestWindow.reversed().map { "qz \($0)" })
        XCTAssertFalse(session.isComplete)
        await fulfillment(of: [restIn], timeout: 30)
        XCTAssertTrue(session.isComplete)
        XCTAssertEqual(session.ids.count, (window * 3 + 499) / 500)
        XCTAssertEqual(session.messages((session.ids.count - 1)..<session.ids.count).map(\.text), ["qz 0"])
    }

    func testNewRowsGoOnTopAndDeletedOnesLeaveTheBottom() {
        let store = store(messages: 95, configuration: LogDatabase.Configuration(maxMessages: 100))
        let session = LogListSession(store: store, kind: .messages)
        session.show(LogQuery(filter: LogFilter(searchText: "row")), rows: 500)
        XCTAssertEqual(session.ids.count, 95)
        for index in 95..<120 {
            store.record(message: LogMessage(date: Date(), level: .info, label: "App", text: "row \(index)"))
        }
        store.record(message: LogMessage(date: Date(), level: .info, label: "App", text: "not listed"))
        store.flush()
        session.storeChanged()
        let texts = session.messages(0..<session.ids.count).map(\.text)
        XCTAssertEqual(texts.first, "row 119")
        XCTAssertEqual(session.ids.count, store.count(.messages, LogQuery(filter: LogFilter(searchText: "row"))))
        XCTAssertLessThan(session.ids.count, 120, "the cap deleted the oldest")
        XCTAssertEqual(Set(session.ids).count, session.ids.count)
    }
}
