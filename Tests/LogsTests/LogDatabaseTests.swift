import Foundation
import GRDB
import XCTest

@testable import Logs

/// The SQLite store: writing, pages, filters, search, sessions, limits and the import.
final class LogDatabaseTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUp() {
        folder = TemporaryFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    private func message(
        _ text: String, level: LogLevel = .info, label: String = "App", date: Date = Date(),
        metadata: [String: String] = [:]
    ) -> LogMessage {
        LogMessage(
            date: date, level: level, label: label, text: text, metadata: metadata, file: "F.swift", function: "f()")
    }

    private func allIDs(_ store: LogDatabase, _ kind: LogFilter.Kind = .messages, _ query: LogQuery, limit: Int = 7)
        -> [Int64]
    {
        var ids: [Int64] = []
        var before: Int64?
        repeat {
            let page = store.page(kind, query, before: before, limit: limit)
            ids += page.ids
            before = page.next
        } while before != nil
        return ids
    }

    private func texts(_ store: LogDatabase, _ filter: LogFilter, session: Int64? = nil) -> [String] {
        store.messages(ids: allIDs(store, .messages, LogQuery(filter: filter, session: session))).map(\.text)
    }

    func testPastTheLimitOfWaitingRecordsRecordsAreDroppedAndCounted() throws {
        var configuration = LogDatabase.Configuration()
        configuration.maxPendingRecords = 10
        let store = LogDatabase(directory: folder.url, configuration: configuration)
        store.flush()
        // The queue held: records gather as they would behind a slow write.
        let gate = DispatchSemaphore(value: 0)
        store.queue.async { gate.wait() }
        for index in 0..<25 { store.record(message: message("m\(index)")) }
        gate.signal()
        store.flush()
        let texts = store.allRecords().compactMap { record -> String? in
            if case .message(let message) = record { message.text } else { nil }
        }
        // The first ten kept, in order, then the count of the rest dropped.
        XCTAssertEqual(
            texts, (0..<10).map { "m\($0)" } + ["15 messages dropped: they came faster than the store could write them"]
        )
        XCTAssertEqual(store.droppedCount, 15)
        // Nothing waits now: the next record is taken again.
        store.record(message: message("after"))
        store.flush()
        XCTAssertEqual(store.messages(ids: store.page(.messages, LogQuery(), limit: 1).ids).first?.text, "after")
        XCTAssertEqual(store.droppedCount, 15)
    }

    func testWrittenMessagesComeBackNewestFirstWithEveryField() throws {
        let store = LogDatabase(directory: folder.url)
        XCTAssertNil(store.problem)
        let first = LogMessage(
            date: Date(timeIntervalSince1970: 1_700_000_000.25), level: .error, label: "Net", subsystem: "sub",
            text: "one \"quoted\"\nline", metadata: ["k": "v\\w", "ключ": "значение"], file: "A.swift",
            function: "a()", line: 12)
        store.record(message: first)
        store.record(message: message("two"))
        store.flush()
        let page = store.page(.messages, LogQuery(), limit: 10)
        XCTAssertEqual(page.ids.count, 2)
        XCTAssertNil(page.next)
        let messages = store.messages(ids: page.ids)
        XCTAssertEqual(messages.map(\.text), ["two", first.text])
        XCTAssertEqual(messages.last, first)
    }

    private func shards(_ store: LogDatabase, _ table: String = "message") throws -> [LogSearchShards.Shard] {
        try store.database.read { db in try LogSearchShards.shards(table, db) }
    }

    /// A shard of the trigram index holds a batch's entries in memory up to 16 MiB before
    /// writing them out; a batch past FTS5's default 1 MiB is found whole.
    func testTheTrigramIndexHoldsABigBatchInMemory() throws {
        let store = LogDatabase(directory: folder.url)
        let batch = (0..<4_000).map {
            message("Loaded screen \($0) with 24 items from the cache of the profile service")
        }
        for message in batch { store.record(message: message) }
        store.record(task: NetworkTaskRecord(date: Date(), method: "GET", url: "https://x/profile"))
        store.flush()
        let sizes = try store.database.read { db in
            try ["message", "task"].flatMap { table in
                try LogSearchShards.shards(table, db).map { shard in
                    try Int.fetchOne(db, sql: "SELECT v FROM \(shard.name)_config WHERE k = 'hashsize'")
                }
            }
        }
        XCTAssertEqual(sizes, [16 << 20, 16 << 20])
        let query = LogQuery(filter: LogFilter(searchText: "screen 3999 with"), session: store.session.id)
        XCTAssertEqual(
            store.messages(ids: store.page(.messages, query, limit: 10).ids).map(\.text), [batch[3_999].text])
        XCTAssertEqual(store.count(.messages, LogQuery(filter: LogFilter(searchText: "profile serv"))), 4_000)
    }

    /// 350 messages in shards of 100 ids (a cap of 1,000), written 40 at a time: one in seven
    /// "ensent N", the others "tense sent N", which hold every trigram of "ensent".
    private func shardedStore() throws -> LogDatabase {
        let store = LogDatabase(
            directory: folder.url, configuration: LogDatabase.Configuration(maxMessages: 1_000, maxTasks: 1_000))
        for index in 0..<350 {
            store.record(message: message(index % 7 == 0 ? "ensent \(index)" : "tense sent \(index)"))
            if index % 40 == 39 { store.flush() }
        }
        store.flush()
        XCTAssertEqual(try shards(store).map(\.first), [1, 101, 201, 301])
        return store
    }

    /// The index is in shards of a tenth of the cap, and a search reads them newest first
    /// across their edges. A shard finds the rows holding every trigram of a search, which
    /// "tense sent" does for "ensent" (ens, nse, sen, ent): only rows holding the search count.
    func testASearchReadsEveryShardNewestFirstAndFindsOnlyTheTextSearched() throws {
        let store = try shardedStore()
        let query = LogQuery(filter: LogFilter(searchText: "ensent"))
        let expected = (0..<350).filter { $0 % 7 == 0 }.reversed().map { "ensent \($0)" }
        XCTAssertEqual(texts(store, query.filter), expected)
        XCTAssertEqual(store.count(.messages, query), expected.count)
        XCTAssertEqual(
            store.count(.messages, query, after: 100), expected.filter { Int($0.dropFirst(7))! >= 100 }.count)
        let newer = store.page(.messages, query, after: 280, limit: 100).ids
        XCTAssertEqual(store.messages(ids: newer).map(\.text), expected.prefix { Int($0.dropFirst(7))! >= 280 })
        XCTAssertEqual(store.count(.messages, LogQuery(filter: LogFilter(searchText: "tense sent"))), 300)
    }

    /// Reads inside `reading` run on the one connection it holds, the main actor's, nested or
    /// not; another store's reads inside it take their own; after it, reads take the pool's again.
    @MainActor
    func testReadsInsideReadingShareOneConnectionAndAnotherStoreKeepsItsOwn() async throws {
        let store = LogDatabase(directory: folder.url)
        let other = LogDatabase(directory: folder.url.appendingPathComponent("other"))
        for index in 0..<5 { store.record(message: message("row \(index)")) }
        other.record(message: message("other"))
        store.flush()
        other.flush()
        var connections: Set<ObjectIdentifier> = []
        let (newest, texts, otherNewest) = store.reading {
            connections.insert(ObjectIdentifier(LogDatabase.heldReader!.db))
            let texts = store.reading {
                connections.insert(ObjectIdentifier(LogDatabase.heldReader!.db))
                return store.messages(
                    ids: store.page(.messages, LogQuery(filter: LogFilter(searchText: "row")), limit: 2).ids
                )
                .map(\.text)
            }
            let otherNewest = other.reading {
                XCTAssertTrue(LogDatabase.heldReader?.store === other)
                return other.newestID(.messages)
            }
            XCTAssertTrue(LogDatabase.heldReader?.store === store)
            return (store.newestID(.messages), texts, otherNewest)
        }
        XCTAssertEqual(connections, [try connection(of: store.foreground)])
        let poolConnection = try connection(of: store.database)
        XCTAssertFalse(connections.contains(poolConnection), "the main actor's connection is none of the pool's")
        XCTAssertEqual(newest, 5)
        XCTAssertEqual(texts, ["row 4", "row 3"])
        XCTAssertEqual(otherNewest, 1)
        XCTAssertNil(LogDatabase.heldReader)
        XCTAssertEqual(store.count(.messages, LogQuery()), 5)
    }

    /// A recount from valid marks counts only the rows past them, for both kinds in one read;
    /// a mark that no longer holds (its oldest row is gone) counts from the start.
    func testARecountFromMarksCountsOnlyTheRowsPastThemAndAStaleMarkCountsAgain() {
        let store = LogDatabase(directory: folder.url)
        for index in 0..<5 { store.record(message: message("row \(index)")) }
        store.record(task: NetworkTaskRecord(date: Date(), method: "GET", url: "https://a.test/1", statusCode: 200))
        store.flush()
        let session = store.session.id
        // Counts a mark says it had, to tell a count from the mark from one from the start.
        let marks: [LogFilter.Kind: LogCountMark] = [
            .messages: LogCountMark(count: 100, newest: 5, oldest: 1),
            .tasks: LogCountMark(count: 200, newest: 1, oldest: 1),
        ]
        for index in 5..<8 { store.record(message: message("row \(index)")) }
        store.flush()
        XCTAssertEqual(
            store.recount([.messages, .tasks], session: session, from: marks, atOnceLimit: 1_000),
            [
                .messages: .counted(LogCountMark(count: 103, newest: 8, oldest: 1)),
                .tasks: .counted(LogCountMark(count: 200, newest: 1, oldest: 1)),
            ])
        XCTAssertEqual(
            store.recount([.messages], session: nil, from: marks, atOnceLimit: 1_000),
            [.messages: .counted(LogCountMark(count: 103, newest: 8, oldest: 1))])
        var stale = marks
        stale[.messages]?.oldest = 0
        XCTAssertEqual(
            store.recount([.messages, .tasks], session: session, from: stale, atOnceLimit: 1_000)[.messages],
            .counted(LogCountMark(count: 8, newest: 8, oldest: 1)), "counted from the start")
        XCTAssertEqual(
            store.recount([.messages], session: session + 1, from: marks, atOnceLimit: 1_000),
            [.messages: .counted(LogCountMark(count: 100, newest: 8, oldest: 1))], "another session's rows: none past")
    }

    /// The connection `reader` lends (GRDB's synchronous read: a test's async body would take
    /// the async one).
    private func connection(of reader: any DatabaseReader) throws -> ObjectIdentifier {
        try reader.unsafeRead { ObjectIdentifier($0) }
    }

    /// A count and the newest id it counted to are read in one transaction; inside `reading`
    /// that transaction runs on the held connection (GRDB's own `read` would trap there).
    @MainActor
    func testASnapshotReadInsideReadingRunsInATransactionOnTheHeldConnection() async throws {
        let store = LogDatabase(directory: folder.url)
        for index in 0..<3 { store.record(message: message("row \(index)")) }
        store.flush()
        let (counted, recounted, snapshot, held) = store.reading {
            let counted = store.countAndNewest(.messages, session: nil, after: nil)
            let recounted = store.recount([.messages], session: nil, from: [:], atOnceLimit: 1_000)
            let snapshot = try? store.snapshotReading { db in
                (db.isInsideTransaction, ObjectIdentifier(db), try store.snapshotReading { $0.isInsideTransaction })
            }
            return (counted, recounted, snapshot, LogDatabase.heldReader.map { ObjectIdentifier($0.db) })
        }
        XCTAssertEqual(counted.count, 3)
        XCTAssertEqual(counted.newest, 3)
        guard case .counted(let mark) = recounted[.messages] else { return XCTFail("\(recounted)") }
        XCTAssertEqual(mark.count, 3)
        XCTAssertEqual(snapshot?.0, true, "one transaction")
        XCTAssertEqual(snapshot?.1, held, "on the held connection")
        XCTAssertEqual(snapshot?.2, true, "a snapshot read inside one joins it")
        XCTAssertEqual(store.countAndNewest(.messages, session: nil, after: 1).count, 2, "and outside `reading`")
    }

    /// With `searchRows`, a search's page stops after the shards that held that many ids, and
    /// says where the next shard ends; pages from there make the whole list, as one without.
    func testASearchPageWithARowBudgetStopsAtAShardEdgeAndGoesOnFromIt() throws {
        let store = try shardedStore()
        let query = LogQuery(filter: LogFilter(searchText: "ensent"))
        // The newest shard holds 50 ids, under the budget: the next one is looked through too.
        let first = store.page(.messages, query, limit: 100, searchRows: 100)
        XCTAssertEqual(first.next, 201)
        XCTAssertEqual(
            store.messages(ids: first.ids).map(\.text),
            (200..<350).filter { $0 % 7 == 0 }.reversed().map { "ensent \($0)" })
        let second = store.page(.messages, query, before: 201, limit: 100, searchRows: 100)
        XCTAssertEqual(second.next, 101)
        let third = store.page(.messages, query, before: 101, limit: 100, searchRows: 100)
        XCTAssertNil(third.next)
        XCTAssertEqual(first.ids + second.ids + third.ids, store.page(.messages, query, limit: 100).ids)
        // A page filled before the budget goes on below its last row, as one without.
        let full = store.page(.messages, query, limit: 3, searchRows: 100)
        XCTAssertEqual(full, store.page(.messages, query, limit: 3))
        XCTAssertEqual(full.next, full.ids.last)
    }

    /// A store made before v4 (one trigram index of every row) is indexed again in shards
    /// when the app opens it; a bug report of that age, read without migrating, is searched
    /// in its one index.
    func testAStoreFromBeforeTheShardsIsIndexedAgainInThem() throws {
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        let file = folder.url.appendingPathComponent(LogDatabase.fileName)
        let old = try DatabaseQueue(path: file.path)
        try LogDatabaseSchema.migrator.migrate(old, upTo: "v3: the trigram indexes' pending-entries size")
        let now = Date().timeIntervalSince1970
        try old.write { db in
            try db.execute(
                sql: "INSERT INTO session (started, version, environment) VALUES (?, '1.0', 'dev')", arguments: [now])
            for index in 0..<5 {
                let search = LogDatabaseSchema.searchText(of: message("старая запись \(index)"))
                try db.execute(
                    sql: """
                        INSERT INTO message (uuid, session, date, level, label, subsystem, text, metadata, file,
                        function, line, search) VALUES (?, 1, ?, 1, 'App', '', ?, '{}', 'F.swift', 'f()', 0, ?)
                        """, arguments: [UUID().uuidString, now, "старая запись \(index)", search])
                try db.execute(
                    sql: "INSERT INTO message_fts (rowid, search) VALUES (?, ?)",
                    arguments: [db.lastInsertedRowID, search])
            }
        }
        try old.close()
        let reader = try LogDatabase.openForReading(file)
        XCTAssertEqual(try shards(reader).map(\.name), ["message_fts"])
        XCTAssertEqual(texts(reader, LogFilter(searchText: "ЗАПИСЬ 3")), ["старая запись 3"])

        let store = LogDatabase(directory: folder.url)
        store.record(message: message("новая запись"))
        store.flush()
        // Five rows and the new one, all in the migration's shard (of 100,000 ids).
        XCTAssertEqual(try shards(store).map(\.name), ["message_fts_1"])
        XCTAssertEqual(try shards(store, "task"), [])
        XCTAssertEqual(texts(store, LogFilter(searchText: "запись")).count, 6)
        XCTAssertEqual(texts(store, LogFilter(searchText: "ая запись 4")), ["старая запись 4"])
        let legacy = try store.database.read { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE name IN ('message_fts', 'task_fts')")
        }
        XCTAssertEqual(legacy, [])
    }

    func testFilesArePrivateInAPrivateFolder() throws {
        let store = LogDatabase(directory: folder.url)
        store.record(message: message("x"))
        store.flush()
        XCTAssertEqual(try TemporaryFolder.permissions(of: folder.url), 0o700)
        for name in ["logs.sqlite", "logs.sqlite-wal", "logs.sqlite-shm"] {
            XCTAssertEqual(try TemporaryFolder.permissions(of: folder.url.appendingPathComponent(name)), 0o600, name)
        }
    }

    func testLevelCategoryAndStatusFilters() throws {
        let store = LogDatabase.inMemory()
        store.record(message: message("a", level: .debug, label: "UI"))
        store.record(message: message("b", level: .error, label: "Net"))
        store.record(message: message("c", level: .error, label: "UI"))
        store.record(task: NetworkTaskRecord(date: Date(), method: "GET", url: "https://x/ok", statusCode: 200))
        store.record(task: NetworkTaskRecord(date: Date(), method: "GET", url: "https://x/missing", statusCode: 404))
        store.record(task: NetworkTaskRecord(date: Date(), method: "GET", url: "https://x/down", error: "timeout"))
        store.flush()
        XCTAssertEqual(texts(store, LogFilter(levels: [.error])), ["c", "b"])
        XCTAssertEqual(texts(store, LogFilter(categories: ["UI"])), ["c", "a"])
        XCTAssertEqual(texts(store, LogFilter(levels: [.error], categories: ["UI"])), ["c"])
        let notFound = store.tasks(ids: allIDs(store, .tasks, LogQuery(filter: LogFilter(statuses: [.clientError]))))
        XCTAssertEqual(notFound.map(\.url), ["https://x/missing"])
        let failed = store.tasks(ids: allIDs(store, .tasks, LogQuery(filter: LogFilter(statuses: [.failed]))))
        XCTAssertEqual(failed.map(\.error), ["timeout"])
        XCTAssertEqual(store.count(.messages, LogQuery(filter: LogFilter(levels: [.error]))), 2)
        XCTAssertEqual(store.count(.tasks, LogQuery()), 3)
        XCTAssertEqual(store.categories(session: store.session.id), ["Net", "UI"])
    }

    func testSearchMatchesInsideWordsIgnoringCaseAndDiacriticsInCyrillicToo() throws {
        let store = LogDatabase.inMemory()
        store.record(message: message("Request FAILED with timeout"))
        store.record(message: message("Привет, Мир"))
        store.record(message: message("Café opened"))
        store.record(message: message("Ёлка зажглась"))
        store.record(message: message("plain", metadata: ["userID": "ann-42"]))
        store.flush()
        XCTAssertEqual(texts(store, LogFilter(searchText: "ailed")), ["Request FAILED with timeout"])
        XCTAssertEqual(texts(store, LogFilter(searchText: "ПРИВ")), ["Привет, Мир"])
        XCTAssertEqual(texts(store, LogFilter(searchText: "мир")), ["Привет, Мир"])
        XCTAssertEqual(texts(store, LogFilter(searchText: "CAFE")), ["Café opened"])
        XCTAssertEqual(texts(store, LogFilter(searchText: "елка")), ["Ёлка зажглась"])
        XCTAssertEqual(texts(store, LogFilter(searchText: "ann-4")), ["plain"])
        XCTAssertEqual(texts(store, LogFilter(searchText: "  timeout ")), ["Request FAILED with timeout"])
        XCTAssertEqual(texts(store, LogFilter(searchText: "nothing like it")), [])
        // A quote is text, not FTS5 syntax.
        XCTAssertEqual(texts(store, LogFilter(searchText: "\"x OR")), [])
        // One and two characters: no trigram, the rows are looked through.
        XCTAssertEqual(texts(store, LogFilter(searchText: "Ё")), ["Ёлка зажглась", "Привет, Мир"])
        // "userID", the last one's metadata key, holds an e too.
        XCTAssertEqual(
            texts(store, LogFilter(searchText: "é")), ["plain", "Café opened", "Request FAILED with timeout"])
        XCTAssertEqual(texts(store, LogFilter(searchText: "ми")), ["Привет, Мир"])
        XCTAssertEqual(store.count(.messages, LogQuery(filter: LogFilter(searchText: "ми"))), 1)
        XCTAssertEqual(store.count(.messages, LogQuery(filter: LogFilter(searchText: "out"))), 1)
    }

    func testShortSearchesPageThroughWindowsToTheOldestRow() throws {
        let store = LogDatabase.inMemory()
        let total = Int(LogDatabase.shortSearchWindow) * 2 + 500
        for index in 0..<total {
            store.record(message: message(index % 1_000 == 0 ? "hit qz \(index)" : "row \(index)"))
        }
        store.flush()
        let page = store.page(.messages, LogQuery(filter: LogFilter(searchText: "qz")), limit: 1_000)
        XCTAssertLessThan(page.ids.count, total / 1_000 + 1, "one window of rows looked through")
        XCTAssertNotNil(page.next)
        let all = store.messages(ids: allIDs(store, .messages, LogQuery(filter: LogFilter(searchText: "qz")), limit: 5))
        XCTAssertEqual(all.count, (total + 999) / 1_000)
        XCTAssertEqual(all.last?.text, "hit qz 0")
    }

    func testStoredRecordsAreRedacted() throws {
        let store = LogDatabase(directory: folder.url)
        store.record(
            message: LogMessage(
                date: Date(), level: .info, label: "Auth", text: "sent Bearer abc.def.ghi",
                metadata: ["refresh_token": "r-123", "user": "ann"]))
        store.record(
            task: NetworkTaskRecord(
                date: Date(), method: "POST", url: "https://api.example.com/login?api_key=k-1&page=2",
                statusCode: 200, requestHeaders: ["Authorization": "Bearer s3cr3t"],
                requestBody: #"{"login":"ann","password":"hunter2"}"#,
                responseHeaders: ["Set-Cookie": "session=42"], responseBody: #"{"access_token":"a-1","id":1}"#))
        store.flush()
        _ = try store.database.writeWithoutTransaction { db in try db.checkpoint(.truncate) }
        var bytes = Data()
        for name in ["logs.sqlite", "logs.sqlite-wal"] {
            bytes += (try? Data(contentsOf: folder.url.appendingPathComponent(name))) ?? Data()
        }
        let file = String(decoding: bytes, as: UTF8.self)
        for secret in ["abc.def.ghi", "r-123", "k-1", "s3cr3t", "hunter2", "session=42", "a-1"] {
            XCTAssertFalse(file.contains(secret), "\(secret) reached the file")
        }
        XCTAssertTrue(file.contains("page=2"))
        XCTAssertEqual(texts(store, LogFilter(searchText: "abc.def")), [])
    }

    func testEachOpenIsASessionAndTheFilterKeepsToOne() throws {
        var configuration = LogDatabase.Configuration(version: "1.0", environment: "dev")
        let first = LogDatabase(directory: folder.url, configuration: configuration)
        first.record(message: message("first launch", label: "Old"))
        first.flush()
        configuration.version = "1.1"
        configuration.environment = "prod"
        let second = LogDatabase(directory: folder.url, configuration: configuration)
        second.record(message: message("second launch"))
        second.flush()
        XCTAssertNotEqual(first.session.id, second.session.id)
        let sessions = second.sessions()
        XCTAssertEqual(sessions.map(\.id), [second.session.id, first.session.id])
        XCTAssertEqual(sessions.map(\.version), ["1.1", "1.0"])
        XCTAssertEqual(sessions.map(\.environment), ["prod", "dev"])
        XCTAssertEqual(texts(second, LogFilter(), session: second.session.id), ["second launch"])
        XCTAssertEqual(texts(second, LogFilter(), session: first.session.id), ["first launch"])
        XCTAssertEqual(texts(second, LogFilter()), ["second launch", "first launch"])
        XCTAssertEqual(second.categories(session: first.session.id), ["Old"])
        XCTAssertEqual(second.categories(session: nil), ["App", "Old"])
    }

    func testTheCapDeletesTheOldestTenthAtOnceAndTheSearchIndexWithThem() throws {
        let store = LogDatabase(directory: folder.url, configuration: LogDatabase.Configuration(maxMessages: 100))
        for index in 0..<250 {
            store.record(message: message("message number \(index)"))
            if index % 10 == 9 { store.flush() }
        }
        store.flush()
        let kept = store.messages(ids: allIDs(store, .messages, LogQuery(), limit: 50)).map(\.text)
        XCTAssertLessThanOrEqual(kept.count, 100)
        XCTAssertGreaterThanOrEqual(kept.count, 90)
        XCTAssertEqual(kept.first, "message number 249")
        XCTAssertEqual(kept.last, "message number \(250 - kept.count)")
        XCTAssertEqual(
            texts(store, LogFilter(searchText: "number 1")).count, kept.filter { $0.contains("number 1") }.count)
        XCTAssertEqual(texts(store, LogFilter(searchText: "number 0")), [])
        // The cap deleted down to a shard's start: the shards below went whole.
        let oldest = try XCTUnwrap(store.oldestID(.messages))
        XCTAssertEqual(try shards(store).first?.first, oldest)
        try store.database.write { db in try LogSearchShards.checkIntegrity("message", db) }
    }

    func testTheAgeLimitRemovesOldRecordsAndTheirSessions() throws {
        let clock = TestClock(Date(timeIntervalSince1970: 1_700_000_000))
        let configuration = LogDatabase.Configuration(maxAge: 3_600, now: { clock.now })
        let old = LogDatabase(directory: folder.url, configuration: configuration)
        old.record(message: message("old", date: clock.now))
        old.flush()
        clock.now += 7_200
        let current = LogDatabase(directory: folder.url, configuration: configuration)
        current.record(message: message("new", date: clock.now))
        current.flush()
        XCTAssertEqual(texts(current, LogFilter()), ["new"])
        XCTAssertEqual(current.sessions().map(\.id), [current.session.id])
    }

    /// The age limit deletes inside a shard: the shard stays, told of each row it lost.
    func testTheAgeLimitUnindexesTheRowsItDeletesFromAShardItKeeps() throws {
        let clock = TestClock(Date(timeIntervalSince1970: 1_700_000_000))
        let configuration = LogDatabase.Configuration(maxAge: 3_600, now: { clock.now })
        let first = LogDatabase(directory: folder.url, configuration: configuration)
        for index in 0..<10 { first.record(message: message("early event \(index)", date: clock.now)) }
        first.flush()
        clock.now += 1_800
        for index in 0..<10 { first.record(message: message("late event \(index)", date: clock.now)) }
        first.flush()
        clock.now += 2_000
        let second = LogDatabase(directory: folder.url, configuration: configuration)
        second.flush()
        XCTAssertEqual(try shards(second).map(\.first), [1])
        XCTAssertEqual(texts(second, LogFilter(searchText: "event")).count, 10)
        XCTAssertEqual(texts(second, LogFilter(searchText: "early")), [])
        XCTAssertEqual(second.count(.messages, LogQuery(filter: LogFilter(searchText: "late eve"))), 10)
        try second.database.write { db in
            try LogSearchShards.checkIntegrity("message", db)
            // Nothing left in the shard's index for the rows deleted.
            XCTAssertEqual(try Int.fetchOne(db, sql: "SELECT count(*) FROM message_fts_1('\"ear\"')"), 0)
        }
    }

    func testTheJSONLinesStoreIsImportedOnceAsASessionOfItsOwn() throws {
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        let records: [LogRecord] = [
            .message(message("from the old file", date: Date(timeIntervalSinceNow: -60))),
            .task(NetworkTaskRecord(date: Date(timeIntervalSinceNow: -30), method: "GET", url: "https://x/old")),
        ]
        var lines = try records.map { String(decoding: try encoder.encode($0), as: UTF8.self) }
        lines.insert("{not json", at: 1)
        let legacy = folder.url.appendingPathComponent("logs.jsonl")
        try (lines.joined(separator: "\n") + "\n").write(to: legacy, atomically: true, encoding: .utf8)
        let store = LogDatabase(directory: folder.url)
        store.flush()
        XCTAssertEqual(texts(store, LogFilter()), ["from the old file"])
        XCTAssertEqual(store.tasks(ids: allIDs(store, .tasks, LogQuery())).map(\.url), ["https://x/old"])
        XCTAssertEqual(store.sessions().map(\.environment), ["", "imported"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: legacy.path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: legacy.path + ".imported"))
        let again = LogDatabase(directory: folder.url)
        again.flush()
        XCTAssertEqual(texts(again, LogFilter()), ["from the old file"])
    }

    func testClearRemovesEveryRecord() throws {
        let store = LogDatabase(directory: folder.url)
        store.record(message: message("gone"))
        store.record(task: NetworkTaskRecord(date: Date(), method: "GET", url: "https://x/"))
        try store.clear()
        XCTAssertEqual(store.count(.messages, LogQuery()), 0)
        XCTAssertEqual(store.count(.tasks, LogQuery()), 0)
        XCTAssertEqual(texts(store, LogFilter(searchText: "gone")), [])
        XCTAssertEqual(try shards(store) + shards(store, "task"), [], "every shard dropped")
        store.record(message: message("after"))
        store.flush()
        XCTAssertEqual(texts(store, LogFilter()), ["after"])
        // Ids start from 1 again, in a shard of their own.
        XCTAssertEqual(texts(store, LogFilter(searchText: "aft")), ["after"])
        XCTAssertEqual(try shards(store).map(\.name), ["message_fts_1"])
    }

    func testRecordsFromManyTasksAreAllWritten() async throws {
        let store = LogDatabase(directory: folder.url)
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for index in 0..<500 {
                        store.record(
                            message: LogMessage(date: Date(), level: .info, label: "t\(task)", text: "\(index)"))
                    }
                }
            }
        }
        store.flush()
        XCTAssertEqual(store.count(.messages, LogQuery()), 4_000)
        XCTAssertEqual(store.count(.messages, LogQuery(filter: LogFilter(categories: ["t3"]))), 500)
    }

    @MainActor
    func testObserversHearOfABatchOnTheMainActor() async throws {
        let store = LogDatabase.inMemory()
        let heard = expectation(description: "observer called")
        let observation = store.observe { heard.fulfill() }
        store.record(message: message("x"))
        await fulfillment(of: [heard], timeout: 5)
        observation.cancel()
    }
}

/// A clock tests move by hand.
final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Date

    init(_ value: Date) { self.value = value }

    var now: Date {
        get { lock.withLock { value } }
        set { lock.withLock { value = newValue } }
    }
}
