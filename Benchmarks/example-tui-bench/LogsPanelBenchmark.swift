import ExampleApp
import Foundation
import Logs
import Storage
import TUIKit

/// Key press → frame in the debug panel over a store of many typical messages, beside a
/// list move on the Examples screen timed in blocks between its keys (`Yardstick`). Each
/// figure is one key handled by the window, the frame composed and presented to a
/// `VirtualTerminal`: what the run loop does for a key.
@MainActor
enum LogsPanelBenchmark {
    struct Result {
        let records: Int
        let fileMegabytes: Double
        /// Writing the store: messages a second, from eight tasks (untimed for the keys).
        let seedPerSecond: Double
        /// Opening the filled file again, as a launch does: `LogDatabase.init` returns (ms).
        let openMilliseconds: Double
        let scenarios: [Scenario]
        /// Messages a second handed to the store and taken by it while the panel was in use,
        /// and how many it took.
        let offeredPerSecond: Double
        let writingPerSecond: Double
        let written: Int
    }

    typealias Scenario = KeyScenario

    /// Writes a store of `records` typical messages (one in ten a network request) into a
    /// temporary folder, opens it as a launch does, and measures each action at `size`. A
    /// scenario stops after `repeats` keys or `budget` seconds, whichever comes first.
    static func run(records: Int, size: Size, repeats: Int, budget: Double, writeRate: Int) async throws -> Result {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory() + "example-tui-bench-panel-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let logs = folder.appendingPathComponent("logs")
        var configuration = LogDatabase.Configuration(maxMessages: records * 2, maxTasks: records)
        // The seed hands over every record at once: the store keeps them all (an app's flood
        // past 100,000 waiting would be dropped), and while the panel is in use below, a store
        // that falls behind shows in its rate, which runs until the last record is in.
        configuration.maxPendingRecords = .max
        let seedStart = monotonicNanoseconds()
        let seeded = LogDatabase(directory: logs, configuration: configuration)
        await writeStore(records: records, into: seeded)
        let seedPerSecond = Double(records) / (Double(monotonicNanoseconds() - seedStart) / 1e9)
        let openStart = monotonicNanoseconds()
        let opened = LogDatabase(directory: logs, configuration: configuration)
        let openMilliseconds = Double(monotonicNanoseconds() - openStart) / 1e6
        opened.flush()
        let fileBytes =
            (try? FileManager.default.attributesOfItem(atPath: logs.appendingPathComponent(LogDatabase.fileName).path)[
                .size] as? Int) ?? 0
        // The panel shows the launch's session: the store written above is handed to the app.
        let store = seeded

        var options = LaunchOptions(language: .en, directories: .temporary())
        options.logStore = store
        let pilot = try FrameRenderer.pilot(
            for: FrameRenderer.Request(route: .examples, size: size, options: options))
        // The yardstick: an app of its own, with a store of its own, so its moves add no
        // record to the panel's.
        let yardstickDirectories = StorageDirectories.temporary()
        defer {
            if let home = yardstickDirectories.environment["HOME"] { try? FileManager.default.removeItem(atPath: home) }
        }
        let yardstick = try Yardstick(
            size: size, options: LaunchOptions(language: .en, directories: yardstickDirectories))
        // As in the app: a result's rest is computed off the main actor, not between turns.
        AppTasks.preferredExecutor = nil
        var scenarios: [Scenario] = []
        func scenario(_ name: String, _ times: [(Double, Double)], beside: (times: Summary, cpu: Summary)) -> Scenario {
            Scenario(name: name, times: Summary(times.map(\.0)), cpu: Summary(times.map(\.1)), beside: beside)
        }
        /// Times `keys` in turn, a block of yardstick moves before each block of them;
        /// `before` runs untimed before each key. With `afterFrame`, also the work that
        /// waited for each key's frame (the screen's report), from the frame to its end, as a
        /// row of its own.
        func measure(_ name: String, keys: [KeyEvent], afterFrame: String? = nil, before: () -> Void = {}) {
            var times: [(Double, Double)] = []
            var after: [(Double, Double)] = []
            let started = monotonicNanoseconds()
            let profiling = PerfControl.start(name, size: size)
            for index in 0..<repeats {
                if index.isMultiple(of: Yardstick.block) { yardstick.measureBlock() }
                before()
                times.append(keyToFrame(pilot, keys[index % keys.count]))
                SlowKeys.note(name, index: index, times[index])
                after.append(frameDidShow(pilot))
                if Double(monotonicNanoseconds() - started) / 1e9 > budget { break }
            }
            PerfControl.stop(profiling)
            let beside = yardstick.take()
            scenarios.append(scenario(name, times, beside: beside))
            if let afterFrame { scenarios.append(scenario(afterFrame, after, beside: beside)) }
        }

        measure("Examples: list move", keys: [KeyEvent(.down), KeyEvent(.up)])
        // The session's first count (a million rows, off the main actor) done, as it is a
        // moment after an app's launch: while it runs, an open skips counting, and the opens
        // of a million-record store had measured 0.3 to 0.7× cheaper than a 100,000's.
        await firstCountDone(store)
        var isOpen = false
        measure("panel: open (F12)", keys: [KeyEvent(.function(12))], afterFrame: "  its screen report, after") {
            // Closed and settled between openings, untimed.
            if isOpen { pilot.press(KeyEvent(.escape)) }
            pilot.advance(by: .seconds(1))
            isOpen = true
        }
        pilot.advance(by: .seconds(1))
        measure("panel: list move", keys: [KeyEvent(.down), KeyEvent(.up)])
        measure("panel: scroll a page", keys: [KeyEvent(.pageDown), KeyEvent(.pageUp)])
        measure("panel: level filter (l)", keys: [KeyEvent(.character("l"))])
        measure("panel: category filter (c)", keys: [KeyEvent(.character("c"))])
        pilot.press(KeyEvent(.character("0")))
        // Searches typed one key at a time; Esc clears each before the next.
        var times: [(Double, Double)] = []
        let started = monotonicNanoseconds()
        let profiling = PerfControl.start("panel: type a search character", size: size)
        searching: while times.count < repeats {
            for query in ["request 4", "ЗАПРОС", "Cafe #1"] {
                yardstick.measureBlock()
                pilot.press(KeyEvent(.character("/")))
                for character in query {
                    times.append(keyToFrame(pilot, KeyEvent(.character(character))))
                    pilot.window.frameDidShow()
                }
                pilot.press(KeyEvent(.escape))
                if Double(monotonicNanoseconds() - started) / 1e9 > budget { break searching }
            }
        }
        PerfControl.stop(profiling)
        scenarios.append(scenario("panel: type a search character", times, beside: yardstick.take()))
        // The same searches typed as a person types: between keys, the rest of a result the
        // key computed only as far as the list shows comes in from off the main actor and is
        // drawn. Its figures: from the key to that frame (wall, polled every 250 µs), and the
        // CPU of the key's frame and of the rest's frame. (After an `await` the main actor
        // may run on another thread, since `dispatch_main` lets workers drain the main queue
        // on Linux: a thread's CPU clock is read only around work that does not suspend.)
        // Its yardstick is one move before each key, in the same state of the machine: after
        // the wait for the last rest, with that rest's read perhaps still going on the other
        // core. Moves timed in a block of eight in a row are faster than one after
        // such a wait (a run: 140 against 254 µs), and made the same keys 3.2 to 4.1× the move.
        var typed: [(Double, Double)] = []
        var rests: [(Double, Double)] = []
        let typingStarted = monotonicNanoseconds()
        let profilingTyped = PerfControl.start("panel: search, typed slowly", size: size)
        typing: while typed.count < repeats {
            for query in ["request 4", "ЗАПРОС", "Cafe #1"] {
                pilot.press(KeyEvent(.character("/")))
                for character in query {
                    yardstick.measureOne()
                    let start = monotonicNanoseconds()
                    let key = keyToFrame(pilot, KeyEvent(.character(character)))
                    pilot.window.frameDidShow()
                    typed.append(key)
                    // The key's own changes ask for a frame through the main queue, after the
                    // frame above already showed them: let them, so only the rest's counts.
                    await settle(pilot)
                    guard await restShown(pilot) else { continue }
                    let cpu = threadCPUNanoseconds()
                    pilot.host.render()
                    let frame = Double(threadCPUNanoseconds() - cpu) / 1000
                    rests.append((Double(monotonicNanoseconds() - start) / 1000, key.1 + frame))
                }
                pilot.press(KeyEvent(.escape))
                await settle(pilot)
                if Double(monotonicNanoseconds() - typingStarted) / 1e9 > budget { break typing }
            }
        }
        PerfControl.stop(profilingTyped)
        let beside = yardstick.take()
        scenarios.append(scenario("panel: search, typed slowly", typed, beside: beside))
        scenarios.append(scenario("  its rest in, drawn", rests, beside: beside))
        // Both at once: keys while eight tasks write the log store benchmark's typical
        // messages (those its ingest figures are of), dated now.
        let load = await LogsPanelUnderLoad.run(
            pilot: pilot, store: store, from: records, rate: writeRate, yardstick: yardstick, repeats: repeats,
            budget: budget
        ) { .message(LogDatabaseBenchmark.message($0, writer: $0 % 8)) }
        scenarios += load.scenarios
        return Result(
            records: records, fileMegabytes: Double(fileBytes) / 1_048_576, seedPerSecond: seedPerSecond,
            openMilliseconds: openMilliseconds, scenarios: scenarios, offeredPerSecond: load.offeredPerSecond,
            writingPerSecond: load.messagesPerSecond,
            written: load.messages)
    }

    /// Runs what the main queue holds (observers asking for a frame) and draws if asked.
    private static func settle(_ pilot: Pilot) async {
        for _ in 0..<4 { await Task.yield() }
        if pilot.host.needsDisplay { pilot.host.render() }
    }

    /// Whether the window asked for a frame within 50 ms (a result's rest came in), the
    /// main actor free meanwhile.
    private static func restShown(_ pilot: Pilot) async -> Bool {
        for _ in 0..<200 {
            if pilot.host.needsDisplay { return true }
            try? await Task.sleep(for: .microseconds(250))
        }
        return false
    }

    /// Wall and CPU time (µs) from the key to the frame presented; the work that waits for
    /// the frame (`Window.afterNextFrame`) is left for `frameDidShow`.
    /// Waits until the store holds its session's counts of both kinds (counted off the main
    /// actor by the panel's search session).
    private static func firstCountDone(_ store: LogDatabase) async {
        let search = LogSearchSession(store: store)
        while search.isCounting(.messages) || search.isCounting(.tasks) {
            try? await Task.sleep(for: .milliseconds(5))
        }
    }

    static func keyToFrame(_ pilot: Pilot, _ key: KeyEvent) -> (Double, Double) {
        let start = monotonicNanoseconds()
        let cpu = threadCPUNanoseconds()
        pilot.host.handle(.key(key))
        // As the run loop draws (which also marks the window drawn, for `restShown`).
        pilot.host.draw()
        return (Double(monotonicNanoseconds() - start) / 1000, Double(threadCPUNanoseconds() - cpu) / 1000)
    }

    /// Wall and CPU time (µs) of the work that waited for the frame, which the run loop does
    /// right after showing it: the time before the next key is read.
    private static func frameDidShow(_ pilot: Pilot) -> (Double, Double) {
        let start = monotonicNanoseconds()
        let cpu = threadCPUNanoseconds()
        pilot.window.frameDidShow()
        return (Double(monotonicNanoseconds() - start) / 1000, Double(threadCPUNanoseconds() - cpu) / 1000)
    }

    /// Typical records (about 490 bytes of JSON each, as measured on a store the app filled),
    /// handed to the store from eight tasks at once, and written.
    private static func writeStore(records: Int, into store: LogDatabase) async {
        await withTaskGroup(of: Void.self) { group in
            for writer in 0..<8 {
                group.addTask {
                    for index in stride(from: writer, to: records, by: 8) {
                        switch record(index, of: records) {
                        case .message(let message): store.record(message: message)
                        case .task(let task): store.record(task: task)
                        }
                    }
                }
            }
        }
        store.flush()
    }

    private nonisolated static func record(_ index: Int, of records: Int) -> LogRecord {
        let categories = ["App", "Navigation", "Network", "Storage", "Analytics", "DeepLinks", "Push", "Сеть"]
        let words = ["request", "finished", "cache", "miss", "запрос", "выполнен", "café", "token", "retry"]
        let date = Date().addingTimeInterval(-Double(records - index) * 0.1)
        if index % 10 == 9 {
            return .task(
                NetworkTaskRecord(
                    date: date, method: index % 20 == 9 ? "POST" : "GET",
                    url: "https://api.example.com/v1/items/\(index)?page=\(index % 7)",
                    statusCode: [200, 200, 201, 304, 401, 404, 500, 503][index % 8], duration: 0.1,
                    requestHeaders: ["Accept": "application/json"],
                    responseHeaders: ["Content-Type": "application/json"],
                    responseBody: #"{"id":\#(index),"title":"Item \#(index)"}"#))
        }
        let text = (0..<8).map { words[(index &* 31 &+ $0 &* 7) % words.count] }.joined(separator: " ")
        return .message(
            LogMessage(
                date: date, level: LogLevel.allCases[index % LogLevel.allCases.count],
                label: categories[index % categories.count], subsystem: "example-tui",
                text: "\(text) #\(index)",
                metadata: [
                    "attempt": String(index % 3), "path": "/v1/items/\(index)",
                    "parameters": "{\n  \"id\" : \(index),\n  \"depth\" : \(index % 4)\n}",
                ],
                file: "ExampleApp/Modules/Items/ItemsViewModel.swift", function: "load(page:)",
                line: 40 + index % 60))
    }
}
