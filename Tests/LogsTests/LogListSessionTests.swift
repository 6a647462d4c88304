import Foundation
import XCTest

@testable import Logs

/// The panel's list over the SQLite store: the first rows at once, the rest later, new rows
/// on top and deleted ones gone, each without reading the whole table.
@MainActor
final class LogListSessionTests: XCTestCase {
    /// `count` messages holding "row 1" ("row 1 new 0"…), written.
    private func writeNew(_ count: Int, to store: LogDatabase) {
        for index in 0..<count {
            store.record(message: LogMessage(date: Date(), level: .info, label: "App", text: "row 1 new \(index)"))
        }
        store.flush()
    }

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

    /// A search typed further is narrowed from the list shown: its first rows are the list's
    /// rows that hold the longer search, with the rows written since on top; a rare one goes
    /// on in the store below the rows checked; the rest read makes every list whole and the
    /// same as a list read afresh. Narrowing reads the list's rows, not the trigram index: with
    /// the index emptied, a narrowed list still finds the newest rows and a fresh one does not.
    func testASearchTypedFurtherIsNarrowedFromTheListShown() async throws {
        let store = store(messages: 2_000)
        func whole(_ show: (LogListSession) -> Void) async throws -> [Int64] {
            let session = LogListSession(store: store, kind: .messages)
            show(session)
            try await waitUntil { session.isComplete }
            return session.ids
        }
        func fresh(_ search: String) async throws -> [Int64] {
            try await whole { $0.show(LogQuery(filter: LogFilter(searchText: search)), rows: 64) }
        }
        let session = LogListSession(store: store, kind: .messages)
        session.show(LogQuery(filter: LogFilter(searchText: "row")), rows: 64)
        let unindexed = LogListSession(store: store, kind: .messages)
        unindexed.show(LogQuery(filter: LogFilter(searchText: "row")), rows: 64)
        writeNew(3, to: store)
        session.show(LogQuery(filter: LogFilter(searchText: "row 1")), rows: 64)
        XCTAssertEqual(session.messages(0..<4).map(\.text), ["row 1 new 2", "row 1 new 1", "row 1 new 0", "row 1999"])
        try await waitUntil { session.isComplete }
        let row1 = try await fresh("row 1")
        XCTAssertEqual(session.ids, row1)
        // Rare: one row in the list's first pages, the rest below them.
        session.show(LogQuery(filter: LogFilter(searchText: "row 19")), rows: 64)
        session.show(LogQuery(filter: LogFilter(searchText: "row 199")), rows: 64)
        XCTAssertEqual(session.messages(0..<2).map(\.text), ["row 1999", "row 1998"])
        try await waitUntil { session.isComplete }
        let row199 = try await fresh("row 199")
        XCTAssertEqual(session.ids, row199)
        XCTAssertEqual(session.ids.count, 11)
        // A one- or two-character search's list, nor another filter, is narrowed: read afresh.
        let short = try await whole { list in
            list.show(LogQuery(filter: LogFilter(searchText: "ro")), rows: 64)
            list.show(LogQuery(filter: LogFilter(searchText: "row 19")), rows: 64)
        }
        let row19 = try await fresh("row 19")
        XCTAssertEqual(short, row19)
        let errors = try await whole { list in
            list.show(LogQuery(filter: LogFilter(searchText: "row")), rows: 64)
            list.show(LogQuery(filter: LogFilter(levels: [.error], searchText: "row 1")), rows: 64)
        }
        let expected = row1.filter { store.messages(ids: [$0]).first?.level == .error }
        XCTAssertEqual(errors, expected)

        try await store.database.write { db in
            for shard in try LogSearchShards.shards("message", db) {
                try db.execute(sql: "INSERT INTO \(shard.name)(\(shard.name)) VALUES ('delete-all')")
            }
        }
        let afresh = LogListSession(store: store, kind: .messages)
        afresh.show(LogQuery(filter: LogFilter(searchText: "row 19")), rows: 64)
        XCTAssertEqual(afresh.ids, [])
        // Narrowed from its list of "row", read before the index was emptied.
        unindexed.show(LogQuery(filter: LogFilter(searchText: "row 19")), rows: 64)
        XCTAssertEqual(unindexed.messages(0..<2).map(\.text), ["row 1999", "row 1998"])
    }

    /// Rows written since the list was read that fill a screen of the longer search, but not
    /// its page: the list's own rows are then all below the page's first rows (the bench's
    /// writers under an open panel found a crash here).
    func testASearchTypedFurtherOverAScreenOfNewRowsGoesOnThroughTheList() async throws {
        let store = store(messages: 2_000)
        let session = LogListSession(store: store, kind: .messages)
        session.show(LogQuery(filter: LogFilter(searchText: "row")), rows: 64)
        writeNew(30, to: store)
        session.show(LogQuery(filter: LogFilter(searchText: "row 1")), rows: 64)
        XCTAssertEqual(session.messages(0..<2).map(\.text), ["row 1 new 29", "row 1 new 28"])
        try await waitUntil { session.isComplete }
        let fresh = LogListSession(store: store, kind: .messages)
        fresh.show(LogQuery(filter: LogFilter(searchText: "row 1")), rows: 64)
        try await waitUntil { fresh.isComplete }
        XCTAssertEqual(session.ids, fresh.ids)
        XCTAssertEqual(session.ids.count, 30 + 1_111)
    }

    func testASmallResultIsCompleteAtOnce() {
        let store = store(messages: 50)
        let session = LogListSession(store: store, kind: .messages)
        session.show(LogQuery(filter: LogFilter(searchText: "row 4")), rows: 100)
        XCTAssertTrue(session.isComplete)
        XCTAssertEqual(
            session.messages(0..<session.ids.count).map(\.text), (40...49).reversed().map { "row \($0)" } + ["row 4"])
    }

    /// A rare search's first page on the main actor looks through a shard's worth of the
    /// trigram index (a tenth of the cap), not every shard: what it found shows at once, the
    /// rows in the older shards come with the rest.
    func testARareSearchReadsAShardAtOnceAndTheOlderShardsLater() async throws {
        let store = store(messages: 350, configuration: LogDatabase.Configuration(maxMessages: 1_000))
        let session = LogListSession(store: store, kind: .messages)
        let restIn = expectation(description: "the rest came in")
        session.onChange = { if session.isComplete { restIn.fulfill() } }
        // "row 4" and "row 40" to "row 49": ids 5 to 50, in the oldest of the shards of 100 ids.
        session.show(LogQuery(filter: LogFilter(searchText: "row 4")), rows: 64)
        XCTAssertEqual(session.ids, [])
        XCTAssertFalse(session.isComplete)
        // A common one fills its page from the newest shard, as before.
        let common = LogListSession(store: store, kind: .messages)
        common.show(LogQuery(filter: LogFilter(searchText: "row 3")), rows: 8)
        XCTAssertEqual(common.messages(0..<8).map(\.text), (342...349).reversed().map { "row \($0)" })
        await fulfillment(of: [restIn], timeout: 30)
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

    func testNewRowsGoOnTopAndDeletedOnesLeaveTheBottom() async throws {
        let store = store(messages: 95, configuration: LogDatabase.Configuration(maxMessages: 100))
        let session = LogListSession(store: store, kind: .messages)
        session.show(LogQuery(filter: LogFilter(searchText: "row")), rows: 500)
        // The first read looked through shards of 10 ids, the rest read the others.
        try await waitUntil { session.isComplete }
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
