import Foundation
import GRDB
import XCTest

@testable import Logs

/// What `console` reads: the store opened read only beside its writer, the feed that prints
/// stored and then new records, and the one-line formats.
final class LogConsoleTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUp() {
        folder = TemporaryFolder()
        try? FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
    }

    override func tearDown() {
        folder.remove()
    }

    private func message(_ text: String, level: LogLevel = .info, second: Double) -> LogMessage {
        LogMessage(
            date: Date(timeIntervalSince1970: 1_700_000_000 + second), level: level, label: "App", text: text,
            file: "F.swift", function: "f()")
    }

    private func task(_ url: String, status: Int?, second: Double) -> NetworkTaskRecord {
        NetworkTaskRecord(
            date: Date(timeIntervalSince1970: 1_700_000_000 + second), method: "GET", url: url, statusCode: status,
            duration: 0.012)
    }

    private var file: URL { folder.url.appendingPathComponent(LogDatabase.fileName) }

    /// A launch of the app on the folder (a session of its own) that logged `text`, dated
    /// now: a later launch's age limit would delete rows of 2023.
    private func launch(_ text: String) -> LogDatabase {
        let store = LogDatabase(directory: folder.url)
        store.record(message: LogMessage(date: Date(), level: .info, label: "App", text: text))
        store.flush()
        return store
    }

    func testAReaderSeesTheWritersCommitsWhileItWrites() throws {
        let writer = LogDatabase(directory: folder.url)
        writer.record(message: message("first", second: 0))
        writer.flush()
        let reader = try LogDatabase.openForReading(file)
        XCTAssertEqual(reader.session.id, writer.session.id, "the newest session is the writer's")
        let feed = LogConsoleFeed(store: reader, query: LogQuery(session: reader.session.id))
        var stored: [LogRecord] = []
        feed.readStored { stored += $0 }
        XCTAssertEqual(stored.count, 1)
        XCTAssertEqual(feed.readNew(), [], "nothing new yet")
        writer.record(message: message("second", second: 1))
        writer.record(task: task("https://api.example.com/a", status: 200, second: 2))
        writer.record(message: message("third", second: 3))
        writer.flush()
        let new = feed.readNew()
        XCTAssertEqual(new.map(LogConsoleLine.plain).count, 3)
        XCTAssertEqual(
            new.map { record -> String in
                switch record {
                case .message(let message): message.text
                case .task(let task): task.url
                }
            }, ["second", "https://api.example.com/a", "third"], "oldest first, requests merged by date")
        XCTAssertEqual(feed.readNew(), [], "each record once")
    }

    /// The app started again and wrote its new session's first rows before the console
    /// switched to it (a loaded machine): a feed that follows new sessions reads them, one
    /// kept to its session reads none, and neither reads a row twice.
    func testAFeedFollowingNewSessionsReadsANewSessionsRowsWrittenBeforeItsSwitch() throws {
        let first = launch("first launch")
        let reader = try LogDatabase.openForReading(file)
        let following = LogConsoleFeed(store: reader, query: LogQuery(session: reader.session.id))
        following.followsNewSessions = true
        let kept = LogConsoleFeed(store: reader, query: LogQuery(session: reader.session.id))
        var stored: [LogRecord] = []
        following.readStored { stored += $0 }
        kept.readStored { _ in }
        XCTAssertEqual(stored.count, 1)
        let second = launch("second launch")
        XCTAssertNotEqual(second.session.id, first.session.id)
        let texts = following.readNew().map { record -> String in
            guard case .message(let message) = record else { return "" }
            return message.text
        }
        XCTAssertEqual(texts, ["second launch"])
        XCTAssertEqual(following.query.session, second.session.id)
        XCTAssertEqual(kept.readNew(), [])
        XCTAssertEqual(following.readNew(), [], "each record once")
    }

    /// `console --follow` hears the app start before the new session's row is written: its
    /// line waits for the read that moves to that session and names it, once. Following a
    /// given session, or all of them, the line is said at once.
    func testTheStartLineNamesTheNewSessionOnceTheFeedFollowsIt() throws {
        let first = launch("first launch")
        let reader = try LogDatabase.openForReading(file)
        XCTAssertEqual(reader.newestSessionID(), first.session.id)
        let feed = LogConsoleFeed(store: reader, query: LogQuery(session: first.session.id))
        feed.followsNewSessions = true
        feed.readStored { _ in }
        var notice = LogConsoleStartNotice(appName: "example-tui", switchesSession: true)
        XCTAssertNil(notice.line(after: feed), "no start heard")
        notice.heardStart(of: feed)
        XCTAssertEqual(feed.readNew(), [])
        XCTAssertNil(notice.line(after: feed), "the new session's row is not written yet")
        let second = launch("second launch")
        XCTAssertEqual(reader.newestSessionID(), second.session.id)
        XCTAssertEqual(feed.readNew().count, 1)
        XCTAssertEqual(notice.line(after: feed), "example-tui started; following session \(second.session.id)")
        XCTAssertNil(notice.line(after: feed), "said once")

        var fixed = LogConsoleStartNotice(appName: "example-tui", switchesSession: false)
        let kept = LogConsoleFeed(store: reader, query: LogQuery(session: first.session.id))
        fixed.heardStart(of: kept)
        XCTAssertEqual(fixed.line(after: kept), "example-tui started; following session \(first.session.id)")
        var all = LogConsoleStartNotice(appName: "example-tui", switchesSession: true)
        let every = LogConsoleFeed(store: reader, query: LogQuery(session: nil))
        all.heardStart(of: every)
        XCTAssertEqual(all.line(after: every), "example-tui started; following session all")
    }

    func testTheFeedMergesAThousandsLongStoreInDateOrderAndFiltersByLevel() throws {
        let writer = LogDatabase(directory: folder.url)
        for index in 0..<2_500 {
            writer.record(message: message("m\(index)", level: index % 5 == 0 ? .error : .debug, second: Double(index)))
            if index % 100 == 0 {
                writer.record(task: task("https://x/\(index)", status: 500, second: Double(index) + 0.5))
            }
        }
        writer.flush()
        let reader = try LogDatabase.openForReading(file)
        var all: [LogRecord] = []
        LogConsoleFeed(store: reader, query: LogQuery(session: reader.session.id)).readStored { all += $0 }
        XCTAssertEqual(all.count, 2_525)
        XCTAssertEqual(all.map(\.date), all.map(\.date).sorted())
        var errors: [LogRecord] = []
        LogConsoleFeed(
            store: reader, query: LogQuery(filter: LogFilter(levels: [.error, .fault]), session: reader.session.id),
            kinds: [.messages]
        ).readStored { errors += $0 }
        XCTAssertEqual(errors.count, 500)
    }

    func testAStoreThatCannotBeReadSaysWhy() throws {
        let missing = folder.url.appendingPathComponent("none.sqlite")
        XCTAssertThrowsError(try LogDatabase.openForReading(missing)) { error in
            XCTAssertTrue("\(error)".contains("No such file"), "\(error)")
        }
        let text = folder.url.appendingPathComponent("text.sqlite")
        try Data(String(repeating: "not a database\n", count: 100).utf8).write(to: text)
        XCTAssertThrowsError(try LogDatabase.openForReading(text)) { error in
            XCTAssertTrue("\(error)".contains("not a log store (not SQLite)"), "\(error)")
        }
        let empty = folder.url.appendingPathComponent("empty.sqlite")
        try Data().write(to: empty)
        XCTAssertThrowsError(try LogDatabase.openForReading(empty)) { error in
            XCTAssertTrue("\(error)".contains("empty"), "\(error)")
        }
        // A SQLite file of something else.
        let other = folder.url.appendingPathComponent("other.sqlite")
        let queue = try DatabaseQueue(path: other.path)
        try queue.write { try $0.execute(sql: "CREATE TABLE notes (text TEXT)") }
        try queue.close()
        XCTAssertThrowsError(try LogDatabase.openForReading(other)) { error in
            XCTAssertTrue("\(error)".contains("not a log store: no"), "\(error)")
        }
        // Unreadable: mode 000 (root reads anything, so only where that holds).
        let writer = LogDatabase(directory: folder.url)
        writer.flush()
        chmod(file.path, 0)
        defer { chmod(file.path, 0o600) }
        if getuid() != 0 {
            XCTAssertThrowsError(try LogDatabase.openForReading(file)) { error in
                XCTAssertTrue("\(error)".contains("Permission denied"), "\(error)")
            }
        }
    }

    func testAFileMadeToLookLikeAStoreIsRefused() throws {
        // The store's tables, and a trigger that would write if anything ran it.
        let hostile = folder.url.appendingPathComponent("hostile.sqlite")
        let queue = try DatabaseQueue(path: hostile.path)
        try LogDatabaseSchema.migrator.migrate(queue)
        try queue.write { db in
            try db.execute(sql: "CREATE TRIGGER t AFTER INSERT ON message BEGIN DELETE FROM session; END")
        }
        try queue.close()
        XCTAssertThrowsError(try LogDatabase.openForReading(hostile)) { error in
            XCTAssertTrue("\(error)".contains("it has a trigger 't'"), "\(error)")
        }
        // A column of another type: the schema is not the store's.
        let other = folder.url.appendingPathComponent("columns.sqlite")
        let second = try DatabaseQueue(path: other.path)
        try LogDatabaseSchema.migrator.migrate(second)
        try second.write { db in
            try db.execute(
                sql: """
                    DROP TABLE session; CREATE TABLE session (id INTEGER PRIMARY KEY, started BLOB, version BLOB,
                    environment BLOB)
                    """)
        }
        try second.close()
        XCTAssertThrowsError(try LogDatabase.openForReading(other)) { error in
            XCTAssertTrue("\(error)".contains("'session' is not the store's"), "\(error)")
        }
    }

    func testRowsOfTheWrongTypeReadAsEmptyNotATrap() throws {
        // SQLite keeps what a column is given whatever its declared type: a damaged or made-up
        // file can hold a blob where text is expected. GRDB traps converting it; the reader must not.
        let writer = LogDatabase(directory: folder.url)
        writer.record(message: message("fine", second: 0))
        writer.flush()
        let queue = try DatabaseQueue(path: file.path)
        try queue.write { db in
            try db.execute(
                sql: """
                    INSERT INTO message (uuid, session, date, level, label, subsystem, text, metadata, file, function,
                    line, search) VALUES (x'00ff', ?, 'later', 'high', x'ff', 1, x'c3', '{', 2.5, 'f', 'x', '')
                    """, arguments: [writer.session.id])
        }
        let reader = try LogDatabase.openForReading(file)
        var records: [LogRecord] = []
        LogConsoleFeed(store: reader, query: LogQuery(), kinds: [.messages]).readStored { records += $0 }
        XCTAssertEqual(records.count, 2)
        guard
            case .message(let odd) = records.first(where: { record in
                if case .message(let message) = record { return message.text != "fine" }
                return false
            })
        else { return XCTFail("the odd row is read") }
        XCTAssertEqual(odd.label, "")
        XCTAssertEqual(odd.level, .debug)
        XCTAssertEqual(odd.line, 0)
    }

    func testPlainAndJSONLinesAreOneLineEach() throws {
        var text = message("two\nlines", level: .error, second: 0.5)
        text.metadata = ["user": "ann", "a": "b"]
        let plain = LogConsoleLine.plain(.message(text))
        XCTAssertEqual(plain, "2023-11-14T22:13:20.500Z ERROR App: two\\nlines {a=b, user=ann}")
        let json = LogConsoleLine.json(.message(text), session: 3)
        XCTAssertFalse(json.contains("\n"))
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        XCTAssertEqual(object["kind"] as? String, "message")
        XCTAssertEqual(object["text"] as? String, "two\nlines")
        XCTAssertEqual(object["level"] as? String, "error")
        XCTAssertEqual(object["session"] as? Int, 3)
        XCTAssertEqual(object["metadata"] as? [String: String], ["user": "ann", "a": "b"])
        let request = LogConsoleLine.plain(.task(task("https://x/y", status: nil, second: 0)))
        XCTAssertEqual(request, "2023-11-14T22:13:20.000Z NETWORK GET https://x/y → ERR in 12 ms")
        let requestJSON = try XCTUnwrap(
            JSONSerialization.jsonObject(
                with: Data(LogConsoleLine.json(.task(task("https://x/y", status: 404, second: 0))).utf8))
                as? [String: Any])
        XCTAssertEqual(requestJSON["kind"] as? String, "request")
        XCTAssertEqual(requestJSON["statusCode"] as? Int, 404)
        XCTAssertEqual(requestJSON["status"] as? String, "clientError")
    }
}
