import Foundation
import Synchronization
import XCTest

@testable import Logs

/// The panel's search and filters without UI: the session it keeps to, filters, counts,
/// categories, rows by position, and following the store.
@MainActor
final class LogSearchSessionTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUp() async throws {
        folder = TemporaryFolder()
    }

    override func tearDown() async throws {
        folder.remove()
    }

    private func message(_ text: String, level: LogLevel = .info, label: String = "App") -> LogMessage {
        LogMessage(date: Date(), level: level, label: label, text: text)
    }

    private func texts(_ search: LogSearchSession) -> [String] {
        (0..<search.list(.messages).ids.count).compactMap { search.message(at: $0)?.text }
    }

    /// The panel's reads on the main actor take a connection of their own, never one of
    /// GRDB's pool: with every reader of the pool held by background reads, a panel opens,
    /// lists, draws a row and follows a write at once. Through the pool they would wait (once
    /// for 90 ms, for a background read opening a reader under the pool's lock).
    func testThePanelsReadsDoNotWaitForThePoolsReaders() async throws {
        let store = LogDatabase(directory: folder.url)
        for index in 0..<20 { store.record(message: message("row \(index)")) }
        store.flush()
        let holders = PoolHolders(store, count: store.database.configuration.maximumReaderCount)
        let search = LogSearchSession(store: store)
        search.show(.messages)
        let first = search.message(at: 0)?.text
        store.record(message: message("row 20"))
        store.flush()
        search.storeChanged()
        let newest = search.message(at: 0)?.text
        let stillHeld = holders.release()
        XCTAssertEqual(first, "row 19")
        XCTAssertEqual(newest, "row 20")
        XCTAssertEqual(search.messageCount, 21)
        XCTAssertTrue(stillHeld, "the pool's readers were held until the panel's reads were done")
    }

    /// A store in memory of `count` messages, "row 0" the oldest.
    private func rows(_ count: Int) -> LogDatabase {
        let store = LogDatabase.inMemory()
        for index in 0..<count { store.record(message: message("row \(index)")) }
        store.flush()
        return store
    }

    /// A search session showing `store`'s messages, its first page `firstRows` long.
    private func shown(_ store: LogDatabase, firstRows: Int) -> LogSearchSession {
        let search = LogSearchSession(store: store)
        search.firstRows = firstRows
        search.show(.messages)
        return search
    }

    /// Two launches on one folder: the first wrote "old", the second "new 1" and "new 2".
    private func twoLaunches() -> (first: LogDatabase, second: LogDatabase) {
        let first = LogDatabase(directory: folder.url, configuration: .init(version: "1.0", environment: "dev"))
        first.record(message: message("old", label: "Storage"))
        first.record(task: NetworkTaskRecord(date: Date(), method: "GET", url: "https://a.test/old", statusCode: 200))
        first.flush()
        let second = LogDatabase(directory: folder.url, configuration: .init(version: "1.1", environment: "prod"))
        second.record(message: message("new 1", level: .error))
        second.record(message: message("new 2"))
        second.flush()
        return (first, second)
    }

    func testTheCurrentLaunchIsShownByDefaultAndAnyOtherSessionOrAllOnRequest() throws {
        let (first, second) = twoLaunches()
        let search = LogSearchSession(store: second)
        search.show(.messages)
        XCTAssertEqual(search.session, second.session.id)
        XCTAssertEqual(texts(search), ["new 2", "new 1"], "newest first, this launch only")
        XCTAssertEqual([search.messageCount, search.taskCount], [2, 0])
        XCTAssertEqual(search.categories, ["App"])

        search.select(session: first.session.id)
        XCTAssertEqual(texts(search), ["old"])
        XCTAssertEqual([search.messageCount, search.taskCount], [1, 1])
        XCTAssertEqual(search.categories, ["Storage"])
        search.show(.tasks)
        XCTAssertEqual(search.task(at: 0)?.url, "https://a.test/old")

        search.select(session: nil)
        search.show(.messages)
        XCTAssertEqual(texts(search), ["new 2", "new 1", "old"])
        XCTAssertEqual([search.messageCount, search.taskCount], [3, 1])
        XCTAssertEqual(search.categories, ["App", "Storage"])
        let sessions = second.sessions()
        XCTAssertEqual(sessions.map(\.id), [second.session.id, first.session.id])
        XCTAssertEqual(sessions.map(\.version), ["1.1", "1.0"])
        XCTAssertEqual(sessions.map(\.environment), ["prod", "dev"])
    }

    func testFiltersAndSearchNarrowTheListButNotTheCounts() throws {
        let store = LogDatabase.inMemory()
        for index in 0..<30 {
            store.record(message: message("item \(index)", level: index % 3 == 0 ? .error : .info))
        }
        store.flush()
        let search = LogSearchSession(store: store)
        search.show(.messages)
        XCTAssertEqual(search.list(.messages).ids.count, 30)
        search.setFilter(LogFilter(levels: [.error]))
        XCTAssertEqual(search.list(.messages).ids.count, 10)
        search.setFilter(LogFilter(levels: [.error], searchText: "item 2"))
        XCTAssertEqual(texts(search), ["item 27", "item 24", "item 21"])
        let ids = search.list(.messages).ids
        search.setFilter(LogFilter(levels: [.error], searchText: "item 2 "))
        XCTAssertEqual(search.list(.messages).ids, ids, "a space after the search selects the same")
        XCTAssertEqual(search.messageCount, 30, "the count is the session's, whatever the filters")
        XCTAssertEqual(search.query, LogQuery(filter: LogFilter(levels: [.error], searchText: "item 2 "), session: 1))
    }

    func testTheShownListFollowsTheStoreAndTheOtherOneCatchesUpWhenShown() async throws {
        let store = LogDatabase.inMemory()
        store.record(message: message("first"))
        store.flush()
        let search = LogSearchSession(store: store)
        search.show(.messages)
        var changes = 0
        search.onChange = { changes += 1 }
        store.record(message: message("second", label: "Network"))
        store.record(task: NetworkTaskRecord(date: Date(), method: "GET", url: "https://a.test/", statusCode: 500))
        try await waitUntil { search.messageCount == 2 && search.taskCount == 1 }
        XCTAssertGreaterThan(changes, 0, "the session said so")
        XCTAssertEqual(texts(search), ["second", "first"])
        XCTAssertEqual(search.categories, ["App", "Network"])
        search.show(.tasks)
        XCTAssertEqual(search.list(.tasks).ids.count, 1)
        XCTAssertEqual(search.task(at: 0)?.statusCode, 500)
    }

    func testAClearedStoreIsReadAgain() async throws {
        let store = LogDatabase.inMemory()
        for index in 0..<5 { store.record(message: message("m\(index)")) }
        store.flush()
        let search = LogSearchSession(store: store)
        search.show(.messages)
        XCTAssertEqual(search.messageCount, 5)
        try store.clear()
        store.record(message: message("after"))
        try await waitUntil { search.messageCount == 1 }
        XCTAssertEqual(texts(search), ["after"], "ids start over after a clear: the list is read again")
    }

    func testALongListReadsItsFirstRowsAtOnceAndTheRestInTheBackground() async throws {
        let store = rows(3_000)
        let search = shown(store, firstRows: 100)
        XCTAssertEqual(search.list(.messages).ids.count, 100)
        XCTAssertEqual(search.message(at: 0)?.text, "row 2999")
        XCTAssertEqual(search.message(at: 99)?.text, "row 2900")
        XCTAssertNil(search.message(at: 100), "not read yet")
        try await waitUntil { search.list(.messages).isComplete }
        XCTAssertEqual(search.list(.messages).ids.count, 3_000)
        XCTAssertEqual(search.message(at: 2_999)?.text, "row 0")
    }

    /// Queries typed one after another before the rest's wait is over move that wait: one
    /// task serves them all (a key neither cancels nor starts one), and the last query's
    /// rest comes in.
    func testQueriesTypedBeforeTheRestsWaitEndsShareOneRestTask() async throws {
        let store = rows(3_000)
        let search = shown(store, firstRows: 100)
        let first = try XCTUnwrap(search.messages.rest)
        for text in ["r", "ro", "row", "row 1"] {
            search.setFilter(LogFilter(searchText: text))
            XCTAssertEqual(search.messages.rest, first, "typing '\(text)' kept the task")
        }
        try await waitUntil { search.list(.messages).isComplete }
        XCTAssertEqual(search.list(.messages).ids.count, 1_111, "row 1, 10 to 19, 100 to 199, 1000 to 1999")
        await first.value
        XCTAssertNil(search.messages.rest, "no rest left to read: the task ended")
    }

    /// A row asked for with the list's height reads the rows that list shows around it, and
    /// half of that each side: not a fixed page of 96 (the open at 80x24 decoded 96 rows to
    /// show 15).
    func testARowIsReadWithAsManyAroundItAsTheListShows() throws {
        let store = rows(300)
        let search = LogSearchSession(store: store)
        search.show(.messages)
        XCTAssertEqual(search.message(at: 50, rowsShown: 10)?.text, "row 249")
        XCTAssertEqual(search.keptRowCount(.messages), 20, "rows 45 to 64: five before, the ten shown, five after")
        XCTAssertEqual(search.message(at: 64, rowsShown: 10)?.text, "row 235", "kept")
        XCTAssertEqual(search.keptRowCount(.messages), 20)
        XCTAssertEqual(search.message(at: 0, rowsShown: 1)?.text, "row 299", "the top: nothing before it")
        XCTAssertEqual(search.keptRowCount(.messages), 21)
        XCTAssertEqual(search.message(at: 100)?.text, "row 199", "not told: 32 before, 96 from it")
        XCTAssertEqual(search.keptRowCount(.messages), 21 + 128)
    }

    /// A list read after a frame said how many rows it shows reads three lists' worth at
    /// once (64 at least), not `firstRows`; the rest still comes in behind it.
    func testAListReadAfterAFrameReadsItsFirstRowsToTheListsHeight() async throws {
        let store = rows(1_000)
        let search = LogSearchSession(store: store)
        search.show(.messages)
        XCTAssertEqual(search.list(.messages).ids.count, 256, "no frame yet")
        XCTAssertEqual(search.message(at: 0, rowsShown: 15)?.text, "row 999")
        search.setFilter(LogFilter(searchText: "row"))
        XCTAssertEqual(search.list(.messages).ids.count, 64, "15 rows shown: 45, and 64 at least")
        XCTAssertEqual(search.message(at: 0, rowsShown: 40)?.text, "row 999")
        search.setFilter(LogFilter(searchText: "row 1"))
        XCTAssertEqual(search.list(.messages).ids.count, 111, "every row of 1 and 10 to 199: fewer than 120")
        search.setFilter(LogFilter(searchText: "ro"))
        XCTAssertEqual(search.list(.messages).ids.count, 120)
        try await waitUntil { search.list(.messages).isComplete }
        XCTAssertEqual(search.list(.messages).ids.count, 1_000)
    }

    func testALargeStoreIsCountedOffTheMainActor() async throws {
        let store = LogDatabase.inMemory()
        let total = 510
        for index in 0..<total { store.record(message: message("\(index)")) }
        store.flush()
        let search = LogSearchSession(store: store, countAtOnceLimit: 500)
        XCTAssertEqual(search.messageCount, 0, "not counted on the main actor")
        XCTAssertTrue(search.isCounting(.messages))
        XCTAssertFalse(search.isCounting(.tasks), "no tasks: counted at once")
        try await waitUntil { search.messageCount == total }
        XCTAssertFalse(search.isCounting(.messages))
        store.record(message: message("one more"))
        try await waitUntil { search.messageCount == total + 1 }
    }

    func testASessionDroppedStopsItsCountsAndItsListsRead() async throws {
        let store = LogDatabase.inMemory()
        for index in 0..<3_000 { store.record(message: message("\(index)")) }
        store.flush()
        weak var dropped: LogSearchSession?
        let (count, rest) = try openAndClose(store) { dropped = $0 }
        XCTAssertNil(dropped)
        XCTAssertTrue(count.isCancelled, "a closed panel no longer waits for its count")
        XCTAssertTrue(rest.isCancelled, "nor does its list's read")
        await count.value
        await rest.value
    }

    func testAPanelOpenedAgainStartsFromTheCountTheLastOneLeft() async throws {
        let store = LogDatabase.inMemory()
        for index in 0..<600 { store.record(message: message("\(index)")) }
        store.flush()
        let first = LogSearchSession(store: store, countAtOnceLimit: 500)
        try await waitUntil { first.messageCount == 600 }
        for index in 0..<7 { store.record(message: message("more \(index)")) }
        store.flush()
        let second = LogSearchSession(store: store, countAtOnceLimit: 500)
        XCTAssertFalse(second.isCounting(.messages), "only the 7 rows written since are counted, at once")
        XCTAssertEqual(second.messageCount, 607)
        try store.clear()
        store.record(message: message("after the clear"))
        store.flush()
        let third = LogSearchSession(store: store, countAtOnceLimit: 500)
        XCTAssertEqual(third.messageCount, 1, "a clear forgets the counts kept")
    }

    /// A panel opened again starts from the list the last one left: the whole list at once
    /// (not its first rows) with the row written since on top, and the rows the last one
    /// read drawn without reading them again. Another query reads afresh; a clear forgets.
    func testAPanelOpenedAgainStartsFromTheListTheLastOneLeft() async throws {
        let store = rows(300)
        let first = shown(store, firstRows: 100)
        try await waitUntil { first.list(.messages).isComplete }
        XCTAssertEqual(first.message(at: 0, rowsShown: 10)?.text, "row 299")
        let kept = first.keptRowCount(.messages)
        store.record(message: message("new"))
        store.flush()
        let second = shown(store, firstRows: 100)
        XCTAssertEqual(second.list(.messages).ids.count, 301)
        XCTAssertTrue(second.list(.messages).isComplete)
        XCTAssertEqual(second.message(at: 1, rowsShown: 10)?.text, "row 299")
        XCTAssertEqual(second.keptRowCount(.messages), kept, "row 299 was kept: nothing read")
        XCTAssertEqual(second.message(at: 0, rowsShown: 10)?.text, "new")
        XCTAssertGreaterThan(second.keptRowCount(.messages), kept, "the new row was read")
        second.setFilter(LogFilter(searchText: "row 1"))
        // Narrowed from the list kept: the matches among its rows checked a first read (three
        // lists of 10, 64 at least) at a time, until they filled one.
        XCTAssertGreaterThanOrEqual(second.list(.messages).ids.count, 64)
        XCTAssertEqual(second.message(at: 0, rowsShown: 10)?.text, "row 199")
        try store.clear()
        store.record(message: message("after the clear"))
        store.flush()
        XCTAssertEqual(texts(LogSearchSession(store: store)), ["after the clear"])
    }

    /// A panel's session over `store` that starts a count and a list's read off the main
    /// actor, and is dropped on return; its tasks.
    private func openAndClose(_ store: LogDatabase, _ made: (LogSearchSession) -> Void) throws
        -> (count: Task<Void, Never>, rest: Task<Void, Never>)
    {
        let search = LogSearchSession(store: store, countAtOnceLimit: 500)
        made(search)
        search.firstRows = 10
        search.show(.messages)
        return (try XCTUnwrap(search.counting[.messages]), try XCTUnwrap(search.messages.rest))
    }
}

/// Every reader connection of a store's pool held by a thread of its own, until `release`
/// or 5 seconds.
private final class PoolHolders: Sendable {
    private let holding = DispatchSemaphore(value: 0)
    private let released = DispatchSemaphore(value: 0)
    private let done = DispatchGroup()
    private let timedOut = Mutex(false)
    private let count: Int

    init(_ store: LogDatabase, count: Int) {
        self.count = count
        for _ in 0..<count {
            done.enter()
            Thread.detachNewThread { [self] in
                try? store.database.read { _ in
                    holding.signal()
                    if released.wait(timeout: .now() + 5) == .timedOut { timedOut.withLock { $0 = true } }
                }
                done.leave()
            }
        }
        for _ in 0..<count { holding.wait() }
    }

    /// Lets the readers go; whether they were still held (none had waited 5 seconds).
    func release() -> Bool {
        for _ in 0..<count { released.signal() }
        done.wait()
        return !timedOut.withLock { $0 }
    }
}
