import Foundation
import TUIPseudoTerminal

// example-tui-bench: the launch figure, exec to the first frame in a 100x30 pty, beside the
// Swift floor (launch-floor: ncursesw, no Foundation) and the C floor (clear), timed in turn
// so a busy machine slows all three alike. It prints figures; it never passes or fails.
// `make bench` builds it, the app and the floor in release and runs it.

let launchRuns = 20
let folder = executableFolder()
let app = folder + "/example-tui"
let floorProgram = folder + "/launch-floor"
let home = NSTemporaryDirectory() + "example-tui-bench-\(getpid())"
try? FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(atPath: home) }
let environment = PseudoTerminal.defaultEnvironment(home: home)

#if DEBUG
    print("note: a debug build; figures are only meaningful in release (-c release)")
#endif
print("example-tui-bench: \(ProcessInfo.processInfo.activeProcessorCount) CPUs")
Table.section("Launch: exec to the frame on screen in a 100x30 pty (\(launchRuns) runs each, interleaved, ms)")
guard FileManager.default.isExecutableFile(atPath: app),
    let mainMarker = try? ReadyMarker.of(app, environment: environment)
else {
    print("no example-tui next to this binary (\(app)); build it in the same configuration")
    exit(1)
}
guard FileManager.default.isExecutableFile(atPath: floorProgram) else {
    print("launch-floor: not built (swift build -c release --product launch-floor)")
    exit(1)
}
var appResults: [LaunchBenchmark.Result] = []
var floorResults: [LaunchBenchmark.Result] = []
var clearResults: [LaunchBenchmark.Result] = []
for _ in 0..<launchRuns {
    appResults.append(LaunchBenchmark.app(executable: app, mainMarker: mainMarker, runs: 1, environment: environment))
    floorResults.append(LaunchBenchmark.swiftFloor(executable: floorProgram, runs: 1, environment: environment))
    clearResults.append(LaunchBenchmark.clear(runs: 1, environment: environment))
}
func merged(_ results: [LaunchBenchmark.Result]) -> (times: Summary, cpu: Summary, failures: Int) {
    (Summary(results.flatMap(\.times)), Summary(results.flatMap(\.cpu)), results.reduce(0) { $0 + $1.failures })
}
let swiftFloor = merged(floorResults)
func row(_ name: String, _ results: [LaunchBenchmark.Result]) -> [String] {
    let (summary, cpu, failures) = merged(results)
    func ratio(_ value: Double, _ floor: Double) -> String {
        value.isFinite ? Table.number(value / max(floor, 0.001), decimals: 1) + "×" : ""
    }
    return [
        name, Table.number(summary.median), Table.number(summary.minimum), Table.number(summary.maximum),
        "\(summary.count)/\(summary.count + failures)", ratio(summary.median, swiftFloor.times.median),
        cpu.count > 0 ? Table.number(cpu.median) : "", ratio(cpu.median, swiftFloor.cpu.median),
    ]
}
// CPU: all threads' time on a CPU from exec to the frame, which a busy machine does not
// stretch as it stretches the wall time.
Table.print(
    header: ["program", "median", "min", "max", "runs", "× Swift floor", "CPU median", "CPU × floor"],
    rows: [
        row("example-tui: main screen, interactive", appResults),
        row("launch-floor (Swift + ncursesw, no Foundation)", floorResults), row("clear (C floor)", clearResults),
    ])
