import Foundation
import Logs
import Synchronization

/// How fast the log store takes messages (one writer, and many tasks at once, every
/// message redacted and appended to the file), and how long a full store takes to open:
/// until `init` returns (what launch waits for) and until its records have loaded.
enum LogStoreBenchmark {
    struct Result {
        let singleWriterPerSecond: Double
        let concurrentWritersPerSecond: Double
        let writers: Int
        let openMilliseconds: Double
        let loadedMilliseconds: Double
        let openedRecords: Int
        let expiringPerSecond: Double
        let expiringStore: Int
        /// The slowest message logged into a store at its cap, in ms, and the cap in MB.
        let slowestAtCapMilliseconds: Double
        let capMegabytes: Int
    }

    static func run(messages: Int, writers: Int) async throws -> Result {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory() + "example-tui-bench-logs-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = try LogStore(directory: folder.appendingPathComponent("single"))
        var start = monotonicNanoseconds()
        for index in 0..<messages {
            store.record(message: message(index))
        }
        let single = Double(messages) / seconds(since: start)

        let shared = try LogStore(directory: folder.appendingPathComponent("shared"))
        start = monotonicNanoseconds()
        await withTaskGroup(of: Void.self) { group in
            for writer in 0..<writers {
                group.addTask {
                    for index in 0..<(messages / writers) { shared.record(message: message(writer * messages + index)) }
                }
            }
        }
        let concurrent = Double(messages / writers * writers) / seconds(since: start)

        start = monotonicNanoseconds()
        let reopened = try LogStore(directory: folder.appendingPathComponent("single"))
        let open = seconds(since: start) * 1000
        let count = reopened.records.count
        let loaded = seconds(since: start) * 1000
        let expiring = try expiringMessagesPerSecond(store: messages, in: folder.appendingPathComponent("aging"))
        let capMegabytes = 8
        let slowest = try slowestMessageAtCap(megabytes: capMegabytes, in: folder.appendingPathComponent("capped"))
        return Result(
            singleWriterPerSecond: single, concurrentWritersPerSecond: concurrent, writers: writers,
            openMilliseconds: open, loadedMilliseconds: loaded, openedRecords: count, expiringPerSecond: expiring,
            expiringStore: messages, slowestAtCapMilliseconds: slowest, capMegabytes: capMegabytes)
    }

    /// A store as old as its age cap, a record a second: every message logged makes the
    /// oldest expire (a store in use for a week). Messages per second, one writer.
    private static func expiringMessagesPerSecond(store records: Int, in folder: URL) throws -> Double {
        let base = Date(timeIntervalSince1970: 1_800_000_000)
        let now = Mutex(base)
        let store = try LogStore(
            directory: folder,
            configuration: LogStore.Configuration(maxAge: Double(records), now: { now.withLock { $0 } }))
        for index in 0..<records {
            let date = base.addingTimeInterval(Double(index))
            now.withLock { $0 = date }
            store.record(message: message(index, date: date))
        }
        let count = 500
        let start = monotonicNanoseconds()
        for index in records..<(records + count) {
            let date = base.addingTimeInterval(Double(index))
            now.withLock { $0 = date }
            store.record(message: message(index, date: date))
        }
        return Double(count) / seconds(since: start)
    }

    /// A store filled past its cap twice over, one writer: the slowest message (a trim
    /// drops a quarter of the cap, and the file is written whole off the writer's thread).
    private static func slowestMessageAtCap(megabytes: Int, in folder: URL) throws -> Double {
        let store = try LogStore(
            directory: folder, configuration: LogStore.Configuration(sizeLimit: megabytes * 1_048_576))
        var slowest: UInt64 = 0
        var index = 0
        // About 200 bytes a line: twice the cap.
        while index < megabytes * 1_048_576 / 100 {
            let start = monotonicNanoseconds()
            store.record(message: message(index))
            slowest = max(slowest, monotonicNanoseconds() - start)
            index += 1
        }
        store.flush()
        return Double(slowest) / 1_000_000
    }

    private static func message(_ index: Int, date: Date = Date()) -> LogMessage {
        LogMessage(
            date: date, level: .info, label: "Bench", subsystem: "example-tui-bench",
            text: "request \(index) finished with Bearer abc.def", metadata: ["attempt": "1", "token": "t-\(index)"],
            file: "Bench.swift", function: "run()", line: index)
    }

    private static func seconds(since start: UInt64) -> Double {
        Double(monotonicNanoseconds() - start) / 1_000_000_000
    }
}
