import ExampleApp
import Foundation
import Logs
import Synchronization
import TUIKit

/// The SQLite log store (`BENCH_ONLY=logstore`): messages a second from many tasks, into an
/// empty store and into one at its cap (the oldest tenth deleted at a time), then what the
/// panel asks of it at that size: the first page (open), the next row's page (move), a page
/// down, a level filter, and a search growing a character at a time. Each read is timed in
/// blocks with the Examples list's move timed between them (`Yardstick`); the ratio is to it.
@MainActor
enum LogDatabaseBenchmark {
    struct Row {
        let name: String
        let times: Summary
        let beside: Summary
    }

    struct Result {
        let messages: Int
        let ingestPerSecond: Double
        let ingestAtCapPerSecond: Double
        let rows: [Row]
    }

    /// The rows a panel page fetches: a screen and a half of a tall terminal.
    static let pageSize = 64

    static func run(messages: Int, writers: Int, repeats: Int) async throws -> Result {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory() + "example-tui-bench-logstore-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        var configuration = LogDatabase.Configuration(maxMessages: messages, maxTasks: messages)
        // Every message handed over is written: the rate is of all of them.
        configuration.maxPendingRecords = .max
        let store = LogDatabase(directory: folder, configuration: configuration)
        if let problem = store.problem { throw BenchFailure("store: \(problem)") }
        let ingest = await ingestRate(into: store, messages: messages, writers: writers, offset: 0)
        // Past the cap: every tenth of it makes a chunk of the oldest go.
        let atCap = await ingestRate(into: store, messages: messages / 5, writers: writers, offset: messages)

        let homes = BenchHomes()
        defer { homes.remove() }
        let yardstick = try homes.makeYardstick(size: Size(width: 120, height: 40))
        var rows: [Row] = []
        func time(_ name: String, _ operation: () -> Void) {
            var times: [Double] = []
            for index in 0..<repeats {
                if index.isMultiple(of: Yardstick.block) { yardstick.measureBlock() }
                let start = monotonicNanoseconds()
                operation()
                times.append(Double(monotonicNanoseconds() - start) / 1_000)
            }
            rows.append(Row(name: name, times: Summary(times), beside: yardstick.take().times))
        }
        let session = LogQuery(session: store.session.id)
        var first = LogPage(ids: [], next: nil)
        time("open: the first page and its rows") {
            first = store.page(.messages, session, limit: pageSize)
            _ = store.messages(ids: first.ids)
        }
        let middle = first.ids[first.ids.count / 2]
        time("move: the page from the next row") {
            _ = store.messages(ids: store.page(.messages, session, before: middle, limit: pageSize).ids)
        }
        time("page down: the page after the first") {
            _ = store.messages(ids: store.page(.messages, session, before: first.next, limit: pageSize).ids)
        }
        time("filter: errors only (a tenth of the rows)") {
            let query = LogQuery(filter: LogFilter(levels: [.error]), session: store.session.id)
            _ = store.messages(ids: store.page(.messages, query, limit: pageSize).ids)
        }
        time("filter: one category of eight") {
            let query = LogQuery(filter: LogFilter(categories: ["writer.3"]), session: store.session.id)
            _ = store.messages(ids: store.page(.messages, query, limit: pageSize).ids)
        }
        for search in ["t", "ti", "tim", "time", "timeo", "ззз"] {
            time("search typed: \"\(search)\"") {
                let query = LogQuery(filter: LogFilter(searchText: search), session: store.session.id)
                _ = store.messages(ids: store.page(.messages, query, limit: pageSize).ids)
            }
        }
        time("count: every message of the session") { _ = store.count(.messages, session) }
        time("count: errors") {
            _ = store.count(.messages, LogQuery(filter: LogFilter(levels: [.error]), session: store.session.id))
        }
        return Result(messages: messages, ingestPerSecond: ingest, ingestAtCapPerSecond: atCap, rows: rows)
    }

    /// Messages a second, `writers` tasks at once, until every one is committed.
    private static func ingestRate(into store: LogDatabase, messages: Int, writers: Int, offset: Int) async -> Double {
        let start = monotonicNanoseconds()
        await withTaskGroup(of: Void.self) { group in
            for writer in 0..<writers {
                group.addTask {
                    for index in 0..<(messages / writers) {
                        store.record(message: message(offset + writer * messages + index, writer: writer))
                    }
                }
            }
        }
        store.flush()
        return Double(messages / writers * writers) / (Double(monotonicNanoseconds() - start) / 1e9)
    }

    /// A typical message: a tenth errors, eight categories, a timeout now and then.
    nonisolated static func message(_ index: Int, writer: Int) -> LogMessage {
        LogMessage(
            date: Date(), level: index % 10 == 0 ? .error : .info, label: "writer.\(writer)",
            text: index % 97 == 0
                ? "Request \(index) failed: timeout after 30 s"
                : "Loaded screen \(index) with 24 items from cache in 3 ms",
            metadata: index % 5 == 0 ? ["user": "ann", "screen": "\(index % 40)"] : [:],
            file: "Sources/App/Screen.swift", function: "load()", line: index % 300)
    }
}

struct BenchFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
