import AppSupport
import ExampleApp
import Foundation
import Logs
import TUIKit
import TUIPseudoTerminal

// example-tui-bench: prints figures; it never passes or fails. Build in release:
//   swift build -c release --product example-tui-bench --product example-tui
// and run the binary from `swift build -c release --show-bin-path`.

// The apps composed in-process log through swift-log like the real one: into a store (in
// memory here), never onto the figures.
LogSystem.bootstrap(store: .inMemory(), subsystem: AppIdentity.app.name)

/// `BENCH_SMALL=1` measures at 80x24 only (a million-record panel run takes half the time).
let sizes =
    ProcessInfo.processInfo.environment["BENCH_SMALL"] != nil
    ? [Size(width: 80, height: 24)] : [Size(width: 80, height: 24), Size(width: 200, height: 60)]
let iterations = 2000
let launchRuns = 20
let idleSeconds = 10

let folder = executableFolder()
let app = folder + "/example-tui"
let home = NSTemporaryDirectory() + "example-tui-bench-\(getpid())"
try? FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(atPath: home) }
let environment = PseudoTerminal.defaultEnvironment(home: home)

#if DEBUG
    print("note: a debug build; figures are only meaningful in release (-c release)")
#endif
print("example-tui-bench \(AppVersion.current): \(ProcessInfo.processInfo.activeProcessorCount) CPUs")

// `BENCH_ONLY=panel`, `textarea`, `routes`, `charts`, `hyperlinks`, `split`, `table`, `tree`, `palette`, `markdown`,
// `launch`, `memory`, `logstore` or `data` prints only those figures, for working on them.
let only = ProcessInfo.processInfo.environment["BENCH_ONLY"]
func runs(_ part: String) -> Bool { only == nil || only == part }

// MARK: Debug panel

/// `BENCH_PANEL_RECORDS=1000000` for the issue's million.
let panelRecords = Int(ProcessInfo.processInfo.environment["BENCH_PANEL_RECORDS"] ?? "") ?? 100_000
/// Messages a second handed to the store while the panel is in use (`BENCH_WRITE_RATE`).
let panelWriteRate = Int(ProcessInfo.processInfo.environment["BENCH_WRITE_RATE"] ?? "") ?? 60_000
for size in sizes where runs("panel") {
    Table.section("Debug panel over \(panelRecords) records at \(size.width)x\(size.height): key → frame (µs)")
    do {
        let panel = try await LogsPanelBenchmark.run(
            records: panelRecords, size: size, repeats: 200, budget: 5, writeRate: panelWriteRate)
        print(
            "store: \(panel.records) records in SQLite, \(Table.number(panel.fileMegabytes)) MB, written at "
                + "\(Table.number(panel.seedPerSecond, decimals: 0)) records/s from 8 tasks; "
                + "opened again in \(Table.number(panel.openMilliseconds)) ms")
        Table.print(
            header: [
                "key", "median", "worst", "Examples move beside", "÷ it", "CPU median", "CPU worst", "CPU ÷ it",
                "keys",
            ],
            rows: panel.scenarios.map { scenario in
                // An indented row is not a key: no yardstick for it.
                let isKey = !scenario.name.hasPrefix(" ")
                return [
                    scenario.name, Table.number(scenario.times.median), Table.number(scenario.times.maximum),
                    isKey ? Table.number(scenario.beside.times.median) : "",
                    isKey ? Table.number(scenario.times.median / scenario.beside.times.median, decimals: 2) : "",
                    // A wait has no CPU of its own.
                    scenario.cpu.count > 0 ? Table.number(scenario.cpu.median) : "",
                    scenario.cpu.count > 0 ? Table.number(scenario.cpu.maximum) : "",
                    isKey ? Table.number(scenario.cpu.median / scenario.beside.cpu.median, decimals: 2) : "",
                    String(scenario.times.count),
                ]
            })
        print("an indented row: work the run loop does once the frame above it is on screen, before the next key")
        print(
            "\"writing\": keys 30 a second while 8 tasks hand the store "
                + "\(Table.number(panel.offeredPerSecond, decimals: 0)) messages/s; it took "
                + "\(Table.number(panel.writingPerSecond, decimals: 0)) a second meanwhile (\(panel.written) in all); "
                + "a key's wait: from when it was due to when the main actor took it (a store change before it, "
                + "and the timer's own lateness); a store change in, drawn: its frame (CPU: with the change's own work)"
        )
        print(
            "Examples move beside: the median of the Examples list's moves timed in blocks of \(Yardstick.block) "
                + "between these keys, in an app of its own (the first row: the panel's app on its Examples screen); "
                + "for a search typed slowly and the keys while writing, one move before or after each key, paced as they are"
        )
    } catch {
        print("failed: \(error)")
    }
}

// MARK: Text area over a large file

for size in sizes where runs("textarea") {
    Table.section(
        "Text area over \(TextAreaBenchmark.lineCount) lines at \(size.width)x\(size.height): key → frame (µs)")
    do {
        let result = try TextAreaBenchmark.run(size: size, opens: 5, keys: 200)
        print(
            "file: \(Table.number(result.fileMegabytes)) MB, \(result.lines) lines; open (bytes → document → first "
                + "frame): median \(Table.number(result.open.median)) ms, worst \(Table.number(result.open.maximum)) ms; "
                + "RSS grew \(Table.number(result.memoryMegabytes)) MiB with it open "
                + "(\(Table.number(result.memoryMegabytes / result.fileMegabytes, decimals: 2))× the file)")
        Table.print(
            header: [
                "key", "median", "worst", "Examples move beside", "÷ it", "CPU median", "CPU worst", "CPU ÷ it", "keys",
            ],
            rows: result.scenarios.map { scenario in
                [
                    scenario.name, Table.number(scenario.times.median), Table.number(scenario.times.maximum),
                    Table.number(scenario.beside.times.median),
                    Table.number(scenario.times.median / scenario.beside.times.median, decimals: 2),
                    Table.number(scenario.cpu.median), Table.number(scenario.cpu.maximum),
                    Table.number(scenario.cpu.median / scenario.beside.cpu.median, decimals: 2),
                    String(scenario.times.count),
                ]
            })
    } catch {
        print("failed: \(error)")
    }
}

// MARK: Key → frame on every route

let routeKeys = 100
for size in sizes where runs("routes") {
    Table.section(
        "Key → frame on every route at \(size.width)x\(size.height): a move down or up (µs, \(routeKeys) keys)")
    do {
        let rows = try RoutesBenchmark.run(size: size, keys: routeKeys, warmUp: 10)
        func ratio(_ row: RoutesBenchmark.Row) -> Double { row.times.median / row.beside.times.median }
        Table.print(
            header: [
                "route", "median", "worst", "Examples move beside", "÷ it", "CPU median", "CPU worst", "CPU ÷ it",
            ],
            rows: rows.map { row in
                [
                    row.route.url, Table.number(row.times.median), Table.number(row.times.maximum),
                    Table.number(row.beside.times.median), Table.number(ratio(row), decimals: 2),
                    Table.number(row.cpu.median), Table.number(row.cpu.maximum),
                    Table.number(row.cpu.median / row.beside.cpu.median, decimals: 2),
                ]
            })
        print(
            "Examples move beside: the median of the Examples list's moves timed in blocks of \(Yardstick.block) "
                + "between the route's keys, in an app of its own")
        if let slowest = rows.max(by: { ratio($0) < ratio($1) }) {
            print(
                "slowest: \(slowest.route.url), \(Table.number(ratio(slowest), decimals: 2))× the Examples move beside it"
            )
        }
    } catch {
        print("failed: \(error)")
    }
}

// MARK: Charts

for size in sizes where runs("charts") {
    Table.section("Charts at \(size.width)x\(size.height): key → frame (µs, \(routeKeys) keys)")
    do {
        let rows = try ChartsBenchmark.run(size: size, keys: routeKeys, warmUp: 10)
        KeyScenario.print(rows, firstColumn: "frame")
    } catch {
        print("failed: \(error)")
    }
}

// MARK: Markdown

if runs("markdown") {
    Table.section("Markdown: README.md parsed and laid out at 100 columns (ms)")
    do {
        let figures = try MarkdownBenchmark.parse(width: 100, repeats: 200)
        Table.print(
            header: ["step", "median", "p99", "worst"],
            rows: [
                ("parse (cmark-gfm → blocks)", figures.parse), ("layout at 100", figures.layout),
                ("both", figures.total),
            ]
            .map { name, summary in
                [
                    name, Table.number(summary.median, decimals: 2), Table.number(summary.p99, decimals: 2),
                    Table.number(summary.maximum, decimals: 2),
                ]
            })
        print("README.md: \(figures.bytes) bytes, \(figures.lines) lines at 100 columns; target ≤ 10 ms")
    } catch {
        print("failed: \(error)")
    }
}
for size in sizes where runs("markdown") {
    Table.section("The markdown demo at \(size.width)x\(size.height): key → frame (µs, \(routeKeys) keys)")
    do {
        let rows = try MarkdownBenchmark.run(size: size, keys: routeKeys, warmUp: 10)
        KeyScenario.print(rows)
    } catch {
        print("failed: \(error)")
    }
}

// MARK: Hyperlinks

for size in sizes where runs("hyperlinks") {
    Table.section(
        "OSC 8 links: the markdown demo's frames presented by ncurses, links off and on, at "
            + "\(size.width)x\(size.height) (µs, \(routeKeys) keys)")
    do {
        let rows = try HyperlinksBenchmark.run(size: size, keys: routeKeys, warmUp: 10)
        Table.print(
            header: [
                "frame", "present off", "present on", "on ÷ off", "bytes off", "bytes on", "Examples move beside",
                "on ÷ it",
            ],
            rows: rows.map { row in
                [
                    row.name, Table.number(row.off.median), Table.number(row.on.median),
                    Table.number(row.on.median / row.off.median, decimals: 2), Table.number(row.bytesOff),
                    Table.number(row.bytesOn), Table.number(row.beside.times.median),
                    Table.number(row.on.median / row.beside.times.median, decimals: 2),
                ]
            })
    } catch {
        print("failed: \(error)")
    }
}

// MARK: The split view

if runs("split") {
    Table.section(
        "The Examples split at \(SplitBenchmark.size.width)x\(SplitBenchmark.size.height): key → frame (µs, "
            + "\(routeKeys) keys; beside the Examples move at 80x24)")
    do {
        let rows = try SplitBenchmark.run(keys: routeKeys, warmUp: 12)
        KeyScenario.print(rows)
    } catch {
        print("failed: \(error)")
    }
}

// MARK: The table demo over a million rows

for size in sizes where runs("table") {
    Table.section("The table demo over 1,000,000 rows at \(size.width)x\(size.height): key → frame (µs)")
    do {
        // More keys a scenario for a profile: `BENCH_TABLE_REPEATS`.
        let repeats = Int(ProcessInfo.processInfo.environment["BENCH_TABLE_REPEATS"] ?? "") ?? 200
        let table = try await TableBenchmark.run(size: size, repeats: repeats)
        KeyScenario.print(table.scenarios, counts: true)
        print(
            "sort by name off the main actor: \(Table.number(table.sortSeconds, decimals: 2)) s from s to the sorted "
                + "frame; \(table.keysDuringSort.count) keys answered meanwhile, key → frame median "
                + "\(Table.number(table.keysDuringSort.median)) µs, worst \(Table.number(table.keysDuringSort.maximum)) µs"
        )
        print(
            "RSS added: \(Table.number(table.openMegabytes)) MiB once the demo has opened (and closed) 50 times, "
                + "\(Table.number(table.sortedMegabytes)) MiB with the million rows sorted")
    } catch {
        print("failed: \(error)")
    }
}
// MARK: The tree over a folder of 10,000 entries

for size in sizes where runs("tree") {
    Table.section("A tree over a folder of 10,000 loaded entries at \(size.width)x\(size.height): key → frame (µs)")
    do {
        let scenarios = try await TreeBenchmark.run(size: size, repeats: 200)
        KeyScenario.print(scenarios, counts: true)
    } catch {
        print("failed: \(error)")
    }
}
for size in sizes where runs("palette") {
    Table.section(
        "The command palette over \(PaletteBenchmark.commands) commands at \(size.width)x\(size.height): key → frame (µs)"
    )
    do {
        let scenarios = try PaletteBenchmark.run(size: size, repeats: 200)
        KeyScenario.print(scenarios, counts: true)
        print("one frame at 60 Hz is 16,667 µs: each key's worst should be under it")
    } catch {
        print("failed: \(error)")
    }
}
if only == "table" || only == "tree" || only == "palette" {
    // `exit` skips the `defer` above.
    try? FileManager.default.removeItem(atPath: home)
    exit(0)
}

if only == "data" {
    dataSection()
    // `exit` skips the `defer` above.
    try? FileManager.default.removeItem(atPath: home)
    exit(0)
}

if ["panel", "textarea", "routes", "charts", "markdown", "split"].contains(only) {
    // `exit` skips the `defer` above.
    try? FileManager.default.removeItem(atPath: home)
    exit(0)
}

// MARK: Compose + diff

if runs("compose") {
    Table.section(
        "Compose + diff, Examples screen, dates demo and a push mid-slide (\(iterations) iterations after warm-up, µs)"
    )
    var composeRows: [[String]] = []
    for size in sizes {
        do {
            for result in try ComposeBenchmark.run(size: size, iterations: iterations, warmUp: 200) {
                composeRows.append([
                    "\(size.width)x\(size.height) \(result.scenario)",
                    Table.number(result.compose.median),
                    Table.number(result.diff.median),
                    Table.number(result.total.median),
                    Table.number(result.total.p99),
                    Table.number(result.cellsWritten),
                ])
            }
        } catch {
            composeRows.append(["\(size.width)x\(size.height): \(error)", "", "", "", "", ""])
        }
    }
    Table.print(
        header: ["frame", "compose median", "diff median", "total median", "total p99", "cells written"],
        rows: composeRows
    )

    // MARK: Bytes

    Table.section("Bytes written by ncurses (xterm-256color, Examples screen)")
    var bytesRows: [[String]] = []
    for size in sizes {
        do {
            let result = try BytesBenchmark.run(size: size)
            bytesRows.append([
                "\(size.width)x\(size.height)",
                String(result.fullFrame),
                String(result.oneCell),
                String(result.noChange),
            ])
        } catch {
            bytesRows.append(["\(size.width)x\(size.height): \(error)", "", "", ""])
        }
    }
    Table.print(header: ["size", "first full frame", "one cell changed", "no change"], rows: bytesRows)
}

// MARK: Recording

// `BENCH_ONLY=record` prints only this.
if runs("record") {
    Table.section("Recording: key → frame in a 100x30 pty, the app alone and under `example-tui record` (µs)")
    do {
        let result = try RecordBenchmark.run(
            executable: app, keys: 1000, block: 20, environment: environment, castPath: home + "/bench.cast")
        let direct = Summary(result.direct)
        let recorded = Summary(result.recorded)
        func row(_ name: String, _ summary: Summary) -> [String] {
            [
                name, Table.number(summary.median), Table.number(summary.p99), Table.number(summary.maximum),
                String(summary.count), Table.number(summary.median / direct.median, decimals: 2),
            ]
        }
        Table.print(
            header: ["key → frame", "median", "p99", "max", "keys", "÷ Examples move alone"],
            rows: [row("Examples move, app alone", direct), row("Examples move, under record", recorded)]
                + (result.asciinema.map { [row("Examples move, under asciinema rec", Summary($0))] }
                    ?? [["asciinema rec: not installed (scripts/bootstrap.sh --test)", "", "", "", "", ""]]))
        print("alone and under each recorder in alternating blocks of 20 keys (j, k in turn); the goal: ≤ 1.05")
        if let cpu = result.cpu {
            print(
                "CPU a key (µs, all threads): the app alone \(Table.number(cpu.direct)); under record "
                    + "\(Table.number(cpu.recorded))")
        }
    } catch {
        print("failed: \(error)")
    }
    if only == "record" { exit(0) }
}

// MARK: Motion

// `BENCH_ONLY=motion` prints only this.
if runs("motion") {
    Table.section("Motion: key → settled for each transition in a 100x30 pty, the real app (ms)")
    do {
        let result = try MotionBenchmark.run(executable: app, rounds: 30, environment: environment)
        let move = Summary(result.move)
        var rows = [
            [
                "Examples move (the yardstick)", Table.number(move.median), Table.number(move.median),
                Table.number(move.p99), "1", "1.00",
            ]
        ]
        for kind in MotionBenchmark.kinds {
            let first = Summary(result.first[kind] ?? [])
            let settled = Summary(result.settled[kind] ?? [])
            let frames = Summary((result.frames[kind] ?? []).map(Double.init))
            rows.append([
                kind, Table.number(first.median), Table.number(settled.median), Table.number(settled.p99),
                Table.number(frames.median, decimals: 0), Table.number(settled.median / move.median, decimals: 2),
            ])
        }
        Table.print(
            header: ["key", "→ first frame", "→ settled", "settled p99", "frames", "settled ÷ move"], rows: rows)
        print(
            "30 rounds of j, k, Enter (push), Backspace (pop), F12 (present), Esc (dismiss: after its 25 ms "
                + "escape delay); the goal: settled ≤ 40 ms after the key is read")
    } catch {
        print("failed: \(error)")
    }
    if only == "motion" { exit(0) }
}

// MARK: Bug reports

// `BENCH_ONLY=bugreport` prints only this.
if runs("bugreport") {
    for size in sizes {
        Table.section("Bug reports: key → frame with the session kept in memory, at \(size.width)x\(size.height) (µs)")
        do {
            let result = try SessionRecorderBenchmark.run(size: size, keys: 1000)
            Table.print(
                header: [
                    "key → frame", "without", "with", "÷ without", "p99 without", "p99 with", "kept after the frame",
                    "(with + it) ÷ without",
                ],
                rows: result.rows.map { row in
                    [
                        row.name, Table.number(row.off.median), Table.number(row.on.median),
                        Table.number(row.on.median / row.off.median, decimals: 3), Table.number(row.off.p99),
                        Table.number(row.on.p99), Table.number(row.after.median),
                        Table.number((row.on.median + row.after.median) / row.off.median, decimals: 3),
                    ]
                })
            print(
                "after the table's keys the recorder holds \(result.entries) entries, "
                    + "\(Table.number(result.megabytes)) MiB; a report of them is encoded in "
                    + "\(Table.number(result.saveMilliseconds)) ms, \(Table.number(result.reportMegabytes)) MB")
        } catch {
            print("failed: \(error)")
        }
    }
    if only == "bugreport" { exit(0) }
}

// MARK: Launch

Table.section("Launch: exec to the frame on screen in a 100x30 pty (\(launchRuns) runs each, interleaved, ms)")
if !runs("launch") {
    print("skipped (BENCH_ONLY)")
} else if FileManager.default.isExecutableFile(atPath: app),
    let mainMarker = try? ReadyMarker.of(app, environment: environment)
{
    let floorProgram = folder + "/launch-floor"
    let hasFloor = FileManager.default.isExecutableFile(atPath: floorProgram)
    // Interleaved, one run of each in turn, so a busy moment on the machine falls on all three.
    var appResults: [LaunchBenchmark.Result] = []
    var floorResults: [LaunchBenchmark.Result] = []
    var clearResults: [LaunchBenchmark.Result] = []
    for _ in 0..<launchRuns {
        appResults.append(
            LaunchBenchmark.app(executable: app, mainMarker: mainMarker, runs: 1, environment: environment))
        if hasFloor {
            floorResults.append(LaunchBenchmark.swiftFloor(executable: floorProgram, runs: 1, environment: environment))
        }
        clearResults.append(LaunchBenchmark.clear(runs: 1, environment: environment))
    }
    func merged(_ results: [LaunchBenchmark.Result]) -> (times: Summary, cpu: Summary, failures: Int) {
        (
            Summary(results.flatMap(\.times)), Summary(results.flatMap(\.cpu)),
            results.reduce(0) { $0 + $1.failures }
        )
    }
    let swiftFloor = hasFloor ? merged(floorResults) : nil
    func row(_ name: String, _ results: [LaunchBenchmark.Result]) -> [String] {
        let (summary, cpu, failures) = merged(results)
        func ratio(_ value: Double, _ floor: Double?) -> String {
            guard let floor, value.isFinite else { return "" }
            return Table.number(value / max(floor, 0.001), decimals: 1) + "×"
        }
        return [
            name, Table.number(summary.median), Table.number(summary.minimum), Table.number(summary.maximum),
            "\(summary.count)/\(summary.count + failures)", ratio(summary.median, swiftFloor?.times.median),
            cpu.count > 0 ? Table.number(cpu.median) : "", ratio(cpu.median, swiftFloor?.cpu.median),
        ]
    }
    var rows = [row("example-tui: main screen, interactive", appResults)]
    if hasFloor {
        rows.append(row("launch-floor (Swift + ncursesw, no Foundation)", floorResults))
    } else {
        rows.append(
            ["launch-floor: not built (swift build -c release --product launch-floor)"]
                + Array(repeating: "", count: 7))
    }
    rows.append(row("clear (C floor)", clearResults))
    // CPU: all threads' time on a CPU from exec to the frame, which a busy machine does
    // not stretch as it stretches the wall time.
    Table.print(
        header: ["program", "median", "min", "max", "runs", "× Swift floor", "CPU median", "CPU × floor"], rows: rows)
} else {
    print("skipped: no example-tui next to this binary (\(app)); build it in the same configuration")
}

// MARK: Memory

let memoryRounds = 6
Table.section("Memory of example-tui in a 100x30 pty: after start, then after rounds of replayed use")
if runs("memory") || runs("launch"), FileManager.default.isExecutableFile(atPath: app) {
    do {
        let memory = try MemoryBenchmark.run(
            executable: app, rounds: memoryRounds, environment: environment,
            logFile: home + "/.local/state/example-tui/logs/logs.sqlite")
        func row(_ name: String, _ sample: MemoryBenchmark.Sample) -> [String] {
            [
                name, String(sample.keys), Table.number(Double(sample.rssKilobytes) / 1024),
                Table.number(Double(sample.pssKilobytes) / 1024), Table.number(Double(sample.logBytes) / 1024),
            ]
        }
        Table.print(
            header: ["when", "keys sent", "RSS (MiB)", "PSS (MiB)", "log store file (KiB)"],
            rows: [row("main screen, after start", memory.afterStart)]
                + memory.rounds.enumerated().map { row("after round \($0.offset + 1)", $0.element) })
        if let first = memory.rounds.first, let last = memory.rounds.last, memory.rounds.count > 1 {
            let growth = Double(last.rssKilobytes - first.rssKilobytes) / 1024
            let logGrowth = Double(last.logBytes - first.logBytes) / 1_048_576
            print(
                "replayed for \(Table.number(memory.seconds, decimals: 0)) s; from round 1 to \(memory.rounds.count): RSS "
                    + "\(growth >= 0 ? "+" : "")\(Table.number(growth)) MiB, the log store's file +\(Table.number(logGrowth)) MiB"
            )
        }
    } catch {
        print("failed: \(error)")
    }
} else {
    print("skipped")
}
if only == "logstore" {
    await logDatabaseSection()
    exit(0)
}
if only == "launch" || only == "memory" {
    try? FileManager.default.removeItem(atPath: home)
    exit(0)
}

// MARK: Idle

Table.section("Idle on the main screen for \(idleSeconds) s")
if FileManager.default.isExecutableFile(atPath: app) {
    do {
        let idle = try IdleBenchmark.run(executable: app, seconds: idleSeconds, environment: environment)
        Table.print(
            header: ["figure", "value"],
            rows: [
                ["measured for (s)", Table.number(idle.seconds, decimals: 2)],
                ["CPU, utime+stime (s)", Table.number(idle.cpuSeconds, decimals: 3)],
                ["wake-ups, all threads (context switches)", String(idle.wakeUps)],
                ["  of which involuntary", String(idle.involuntary)],
                ["wake-ups, main thread", String(idle.mainThreadWakeUps)],
                ["threads at the end", String(idle.threads)],
                ["threads started / ended in the window", "\(idle.threadsStarted) / \(idle.threadsEnded)"],
                ["bytes written to the terminal", String(idle.bytesWritten)],
                ["exit status after q", idle.exitStatus.map(String.init) ?? "still running"],
            ]
        )
    } catch {
        print("failed: \(error)")
    }
} else {
    print("skipped: no example-tui next to this binary (\(app))")
}
// MARK: Shimmer

Table.section("Skeleton shimmer: bytes ncurses writes per animation frame (xterm-256color, 2 loops)")
var shimmerRows: [[String]] = []
for size in sizes {
    do {
        let result = try ShimmerBenchmark.bytes(size: size, loops: 2)
        shimmerRows.append([
            "\(size.width)x\(size.height)",
            String(result.fullFrame),
            "\(Table.number(result.bytesPerFrame.median, decimals: 0)) (\(Table.number(result.bytesPerFrame.maximum, decimals: 0)))",
            "\(Table.number(result.cellsPerFrame.median, decimals: 0)) of \(result.cells)",
            Table.number(result.bandCellsPerFrame.median, decimals: 0),
            String(result.changedOutsideBand),
            String(result.frames),
        ])
    } catch {
        shimmerRows.append(["\(size.width)x\(size.height): \(error)", "", "", "", "", "", ""])
    }
}
Table.print(
    header: [
        "size", "full frame", "per frame median (max)", "cells rewritten, median", "placeholder cells under band",
        "changed outside band", "frames",
    ],
    rows: shimmerRows
)

Table.section("Skeleton shimmer: CPU of example-tui in a 100x30 pty while it loads (4 loads)")
if FileManager.default.isExecutableFile(atPath: app) {
    do {
        let shimmer = try ShimmerBenchmark.cpu(executable: app, loads: 4, environment: environment)
        let share = shimmer.cpuSeconds / max(shimmer.seconds, 0.001) * 100
        Table.print(
            header: ["figure", "value"],
            rows: [
                ["skeleton on screen (s)", Table.number(shimmer.seconds, decimals: 2)],
                ["CPU, utime+stime (s)", Table.number(shimmer.cpuSeconds, decimals: 3)],
                ["CPU, % of one core", Table.number(share, decimals: 1)],
                [
                    "context switches per second: voluntary",
                    Table.number(Double(shimmer.voluntarySwitches) / shimmer.seconds),
                ],
                [
                    "  involuntary (preempted)",
                    Table.number(Double(shimmer.involuntarySwitches) / shimmer.seconds),
                ],
                [
                    "bytes written per second",
                    Table.number(Double(shimmer.bytesWritten) / shimmer.seconds, decimals: 0),
                ],
                ["then, feed shown for (s)", Table.number(shimmer.idleSeconds, decimals: 2)],
                ["  CPU (s)", Table.number(shimmer.idleCPUSeconds, decimals: 3)],
                ["  bytes written", String(shimmer.idleBytes)],
            ]
        )
    } catch {
        print("failed: \(error)")
    }
} else {
    print("skipped: no example-tui next to this binary (\(app))")
}
// MARK: Log store

/// The SQLite log store's figures (`BENCH_ONLY=logstore` prints only these), at 100,000
/// messages, or at `BENCH_LOGSTORE_MESSAGES` (1000000 for the issue's million).
func logDatabaseSection() async {
    let messages = Int(ProcessInfo.processInfo.environment["BENCH_LOGSTORE_MESSAGES"] ?? "") ?? 100_000
    Table.section("Log store in SQLite: \(messages) messages from 8 tasks, then the panel's reads (µs)")
    do {
        let result = try await LogDatabaseBenchmark.run(messages: messages, writers: 8, repeats: 64)
        print("messages per second, 8 tasks, empty store: \(Table.number(result.ingestPerSecond, decimals: 0))")
        print("messages per second, 8 tasks, at the cap: \(Table.number(result.ingestAtCapPerSecond, decimals: 0))")
        Table.print(
            header: ["read", "median", "p99", "Examples move", "ratio"],
            rows: result.rows.map { row in
                [
                    row.name, Table.number(row.times.median), Table.number(row.times.p99),
                    Table.number(row.beside.median), Table.number(row.times.median / row.beside.median, decimals: 2),
                ]
            })
    } catch {
        print("failed: \(error)")
    }
}

await logDatabaseSection()

// MARK: Data

/// The stores' operations and the token refresh storm (`BENCH_ONLY=data` prints only these).
func dataSection() {
    Table.section("Stores: operations per second (256-byte strings, fresh temporary folder)")
    do {
        Table.print(
            header: ["store", "writes/s", "reads/s"],
            rows: try DataBenchmark.stores().map {
                [$0.name, Table.number($0.writesPerSecond, decimals: 0), Table.number($0.readsPerSecond, decimals: 0)]
            }
        )
    } catch {
        print("failed: \(error)")
    }

    Table.section("Token refresh storm: 100 concurrent requests with an expired token, loopback Python server")
    do {
        let storm = try DataBenchmark.refreshStorm()
        Table.print(
            header: ["requests", "all answered in (ms)", "refresh calls", "failed"],
            rows: [
                [
                    String(storm.requests), Table.number(storm.seconds * 1000, decimals: 0), String(storm.refreshes),
                    String(storm.failures),
                ]
            ]
        )
    } catch {
        print("failed (python3 and Tests/NetworkTests/Server are needed): \(error)")
    }
}

dataSection()

print("")
print("targets: every debug-panel key at most 16 ms, and its median within 3x an Examples list move")
print("         idle CPU < 0.05 s and ~0 wake-ups; a one-cell change a few dozen bytes; no change ~0 bytes")
print("         the shimmer rewrites only cells under its band, and takes a small fraction of one core")
