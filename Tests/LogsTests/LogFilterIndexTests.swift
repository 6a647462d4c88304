import Foundation
import GRDB
import XCTest

@testable import Logs

/// A level or a category that matches few of a million rows: a page reads it from an index
/// on the filtered columns, in id order per value, never by walking the session's ids and
/// testing every row (which took 139 ms and more at a million). The plan is checked, and the
/// pages and counts against the filter applied by hand; a store from before that index (a
/// bug report) still reads right.
final class LogFilterIndexTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUp() {
        folder = TemporaryFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    private static let labels = ["Net", "UI", "Storage"]

    /// 900 messages: levels and labels in a fixed pattern, errors only in "Storage"'s every 7th.
    private func fill(_ store: LogDatabase) -> [(id: Int64, level: LogLevel, label: String)] {
        // Within the age limit, which a store opened again enforces.
        let start = Date().addingTimeInterval(-3_600)
        for index in 0..<900 {
            let label = Self.labels[index % 3]
            let level: LogLevel = label == "Storage" && index % 7 == 0 ? .error : [.debug, .info, .notice][index % 3]
            store.record(
                message: LogMessage(
                    date: start.addingTimeInterval(Double(index)), level: level, label: label, text: "m\(index)",
                    file: "F.swift", function: "f()"))
        }
        store.flush()
        let ids = store.page(.messages, LogQuery(), limit: 1_000).ids
        return store.messages(ids: ids).enumerated().map { (ids[$0.offset], $0.element.level, $0.element.label) }
    }

    private func allIDs(_ store: LogDatabase, _ query: LogQuery) -> [Int64] {
        var ids: [Int64] = []
        var before: Int64?
        repeat {
            let page = store.page(.messages, query, before: before, limit: 64)
            ids += page.ids
            before = page.next
        } while before != nil
        return ids
    }

    private let filters: [LogFilter] = [
        LogFilter(levels: [.error]),
        LogFilter(levels: [.fault]),
        LogFilter(categories: ["UI"]),
        LogFilter(categories: ["UI", "Storage"]),
        LogFilter(levels: [.error], categories: ["Storage"]),
        LogFilter(levels: [.error, .fault], categories: ["UI"]),
        LogFilter(levels: [.debug, .error], categories: ["Net", "Storage"]),
        LogFilter(levels: [.info], categories: ["Net"], searchText: "m1"),
    ]

    func testAFilteredPageReadsTheIndexOnItsColumns() {
        let store = LogDatabase.inMemory()
        _ = fill(store)
        let session = store.session.id
        func plan(_ filter: LogFilter, session: Int64? = session) -> String {
            store.pagePlan(.messages, LogQuery(filter: filter, session: session))
        }
        let levelOnly = plan(LogFilter(levels: [.fault]))
        XCTAssertTrue(levelOnly.contains("message_session_level (session=? AND level=?)"), levelOnly)
        for filter in [
            LogFilter(categories: ["UI"]), LogFilter(levels: [.error], categories: ["Storage"]),
            LogFilter(levels: [.error], categories: ["UI"], searchText: "m1"),
        ] {
            let both = plan(filter)
            XCTAssertTrue(
                both.contains("message_session_label_level (session=? AND label=? AND level=?)"), "\(filter): \(both)")
        }
        XCTAssertTrue(plan(LogFilter(levels: [.error]), session: nil).contains("message_level (level=?)"))
        let statuses = store.pagePlan(.tasks, LogQuery(filter: LogFilter(statuses: [.failed]), session: session))
        XCTAssertTrue(statuses.contains("task_session_status (session=? AND statusClass=?)"), statuses)
        // A search of three characters or more starts from the trigram index, as before.
        let search = plan(LogFilter(levels: [.error], categories: ["UI"], searchText: "m12"))
        XCTAssertTrue(search.contains("SCAN f VIRTUAL TABLE"), search)
        // Each match looked up by its id, not a scan of the table.
        XCTAssertTrue(search.contains("SEARCH t USING INTEGER PRIMARY KEY (rowid=?)"), search)
    }

    func testPagesAndCountsAreTheFilterAppliedByHand() {
        let store = LogDatabase.inMemory()
        let rows = fill(store)
        for filter in filters {
            for session in [store.session.id, nil] {
                let query = LogQuery(filter: filter, session: session)
                let expected = rows.filter { row in
                    (filter.levels.isEmpty || filter.levels.contains(row.level))
                        && (filter.categories.isEmpty || filter.categories.contains(row.label))
                        && (filter.searchText.isEmpty
                            || store.messages(ids: [row.id]).first?.text.contains(filter.searchText) == true)
                }.map(\.id)
                XCTAssertEqual(allIDs(store, query), expected, "\(filter), session \(String(describing: session))")
                XCTAssertEqual(store.count(.messages, query), expected.count, "\(filter)")
                // The rows written after a list was read (a list's update) too.
                if let middle = expected.dropFirst(expected.count / 2).first {
                    let newer = store.page(.messages, query, after: middle, limit: 1_000).ids
                    XCTAssertEqual(newer, Array(expected.prefix { $0 > middle }), "\(filter)")
                    XCTAssertEqual(store.count(.messages, query, after: middle), newer.count, "\(filter)")
                }
            }
        }
        XCTAssertTrue(allIDs(store, LogQuery(filter: LogFilter(levels: [.fault]), session: store.session.id)).isEmpty)
    }

    /// A store in `folder` as v1 made it: filled, with `(session, label)` for the category and
    /// no record of migration v2.
    private func storeFromBeforeTheIndex() throws -> (file: URL, rows: [(id: Int64, level: LogLevel, label: String)]) {
        let writer = LogDatabase(directory: folder.url)
        let rows = fill(writer)
        let file = try XCTUnwrap(writer.fileURL)
        try DatabaseQueue(path: file.path).write { db in
            try db.execute(
                sql: """
                    DROP INDEX message_session_label_level;
                    CREATE INDEX message_session_label ON message(session, label);
                    DELETE FROM grdb_migrations WHERE identifier LIKE 'v2%';
                    """)
        }
        return (file, rows)
    }

    /// A bug report or a store written before the index (v1) is read as its planner chooses.
    func testAStoreWithoutTheIndexIsReadRightToo() throws {
        let (file, rows) = try storeFromBeforeTheIndex()
        let reader = try LogDatabase.openForReading(file)
        let query = LogQuery(filter: LogFilter(levels: [.error], categories: ["Storage"]), session: reader.session.id)
        XCTAssertFalse(reader.pagePlan(.messages, query).contains("message_session_label_level"))
        let expected = rows.filter { $0.level == .error && $0.label == "Storage" }.map(\.id)
        XCTAssertFalse(expected.isEmpty)
        XCTAssertEqual(allIDs(reader, query), expected)
        XCTAssertEqual(reader.count(.messages, query), expected.count)
    }

    /// An installed app's store from before the index gets it when the app opens it.
    func testAStoreFromBeforeTheIndexGetsItOnOpen() throws {
        let (_, rows) = try storeFromBeforeTheIndex()
        let reopened = LogDatabase(directory: folder.url)
        XCTAssertNil(reopened.problem)
        XCTAssertTrue(reopened.hasIndex(LogDatabaseSchema.categoryLevelIndex))
        XCTAssertFalse(reopened.hasIndex("message_session_label"))
        // The filled session is the first; the reopening started the second.
        let query = LogQuery(filter: LogFilter(levels: [.error], categories: ["Storage"]), session: 1)
        XCTAssertEqual(allIDs(reopened, query), rows.filter { $0.level == .error && $0.label == "Storage" }.map(\.id))
    }
}
