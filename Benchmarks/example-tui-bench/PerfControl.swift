import Foundation
import TUIKit

/// Profiles one scenario of a run: with `BENCH_PERF_CONTROL` naming the control fifo of a
/// `perf record -D -1 --control fifo:PATH` that runs the bench, and `BENCH_PERF_SCENARIO`
/// naming a scenario, perf samples only while that scenario runs (a million-record store
/// takes a minute and a half to write, which a whole-run profile would be mostly of).
enum PerfControl {
    private static let environment = ProcessInfo.processInfo.environment

    /// Starts sampling if `scenario` is the one asked for (by its name, or its name and
    /// `@` and the size, `open (Enter on its entry)@200x60`); returns whether it did.
    static func start(_ scenario: String, size: Size? = nil) -> Bool {
        guard let asked = environment["BENCH_PERF_SCENARIO"] else { return false }
        let sized = size.map { "\(scenario)@\($0.width)x\($0.height)" }
        guard asked == scenario || asked == sized else { return false }
        return send("enable")
    }

    /// Stops sampling started by `start`.
    static func stop(_ started: Bool) {
        if started { _ = send("disable") }
    }

    private static func send(_ command: String) -> Bool {
        guard let fifo = environment["BENCH_PERF_CONTROL"], let handle = FileHandle(forWritingAtPath: fifo) else {
            return false
        }
        handle.write(Data((command + "\n").utf8))
        try? handle.close()
        return true
    }
}
