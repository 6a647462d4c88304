import ExampleApp
import Foundation
import Storage
import TUIKit
import TUIPseudoTerminal

/// What the skeleton's shimmer costs: the bytes ncurses writes per animation frame
/// against a full frame, and the CPU the real app uses while the shimmer runs.
@MainActor
enum ShimmerBenchmark {
    struct BytesResult {
        let fullFrame: Int
        let cells: Int
        let frames: Int
        let bytesPerFrame: Summary
        let cellsPerFrame: Summary
        let bandCellsPerFrame: Summary
        let changedOutsideBand: Int
    }

    /// Follows the window's own frame timer over `loops` shimmer loops of the skeleton demo
    /// (the clock moves 1 ms at a time and a frame is drawn only when the timer asked for
    /// one, as the run loop does) and hands every frame to a real `NcursesTerminal`.
    static func bytes(size: Size, loops: Int) throws -> BytesResult {
        let terminal = try OffscreenTerminal(size: size)
        // The load's task never runs here (nothing awaits), so the skeleton stays up.
        let pilot = try AppPilot.make(
            FrameRenderer.Request(
                route: .example("skeleton"), size: size,
                options: LaunchOptions(language: .en, directories: .temporary())))
        var previous = pilot.frame
        guard previous.text.contains("░") else { throw BenchError("the skeleton demo shows no skeleton") }
        let full = terminal.present(previous)

        // The demo's shimmer has the toolkit's timing and band size (only its colors are
        // the app's); its band crosses the columns from the first placeholder cell to the last.
        let shimmer = ShimmerConfiguration.default
        let placeholderColumns = (0..<size.width).filter { x in
            (0..<size.height).contains { isPlaceholder(previous[x, $0]) }
        }
        guard let first = placeholderColumns.first, let last = placeholderColumns.last else {
            throw BenchError("no placeholder cells")
        }
        let span = last - first + 1
        var bytes: [Double] = []
        var cells: [Double] = []
        var bandCells: [Double] = []
        var outside = 0
        var time = pilot.clock.now
        let end = time + shimmer.loopDuration * loops
        while pilot.clock.now < end {
            let presents = pilot.terminal.presentCount
            pilot.clock.advance(by: .milliseconds(1))
            let frame = pilot.frame
            guard pilot.terminal.presentCount != presents else { continue }
            bytes.append(Double(terminal.present(frame)))
            let bands = [time, pilot.clock.now].compactMap { time in
                shimmer.band(at: time, width: span).map {
                    ($0.columns.lowerBound + first)..<($0.columns.upperBound + first)
                }
            }
            var changed = 0
            var underBand = 0
            for y in 0..<size.height {
                for x in 0..<size.width {
                    let inBand = bands.contains { $0.contains(x) }
                    if inBand, isPlaceholder(frame[x, y]) || isPlaceholder(previous[x, y]) { underBand += 1 }
                    guard frame[x, y] != previous[x, y] else { continue }
                    changed += 1
                    if !inBand { outside += 1 }
                }
            }
            cells.append(Double(changed))
            bandCells.append(Double(underBand))
            previous = frame
            time = pilot.clock.now
        }
        return BytesResult(
            fullFrame: full,
            cells: size.width * size.height,
            frames: bytes.count,
            bytesPerFrame: Summary(bytes),
            cellsPerFrame: Summary(cells),
            bandCellsPerFrame: Summary(bandCells),
            changedOutsideBand: outside
        )
    }

    private static func isPlaceholder(_ cell: Cell) -> Bool {
        cell.symbol == "░" || cell.symbol == "▒" || cell.symbol == "▓"
    }

    struct CPUResult {
        let loads: Int
        let seconds: Double
        let cpuSeconds: Double
        /// Context switches: the app's own waits, and preemptions (the pty's reader, woken by
        /// the app's writes, or other load on the machine).
        let voluntarySwitches: Int
        let involuntarySwitches: Int
        let bytesWritten: Int
        let idleSeconds: Double
        let idleCPUSeconds: Double
        let idleBytes: Int
    }

    /// The built app in a 100x30 pseudo-terminal on the skeleton route, measured from the
    /// moment the skeleton shows until the feed replaces it, `loads` times (r reloads);
    /// then the same length of time on the loaded feed.
    static func cpu(executable: String, loads: Int, environment: [String: String]) throws -> CPUResult {
        let terminal = try PseudoTerminal(
            executable: executable, arguments: ["exampletui://examples/skeleton"], environment: environment,
            rows: 30, columns: 100)
        defer { terminal.close() }
        let pid = terminal.processID
        var seconds = 0.0
        var ticks = 0
        var voluntary = 0
        var involuntary = 0
        var bytes = 0
        for load in 0..<loads {
            if load > 0 { try terminal.send("r") }
            guard terminal.read(timeout: .seconds(10), until: { $0.screen.contains("Loading the feed") }) else {
                throw BenchError("the skeleton never showed")
            }
            guard let before = IdleBenchmark.sample(pid) else { throw BenchError("cannot read /proc/\(pid)") }
            let bytesBefore = terminal.output.count
            let began = monotonicNanoseconds()
            guard terminal.read(timeout: .seconds(10), until: { $0.screen.contains("Feed loaded") }) else {
                throw BenchError("the feed never loaded")
            }
            guard let after = IdleBenchmark.sample(pid) else { throw BenchError("cannot read /proc/\(pid)") }
            seconds += Double(monotonicNanoseconds() - began) / 1_000_000_000
            ticks += after.cpuTicks - before.cpuTicks
            let switches = switches(from: before, to: after)
            voluntary += switches.voluntary
            involuntary += switches.involuntary
            bytes += terminal.output.count - bytesBefore
        }
        terminal.drain(for: .milliseconds(200))
        guard let idleBefore = IdleBenchmark.sample(pid) else { throw BenchError("cannot read /proc/\(pid)") }
        let idleBytesBefore = terminal.output.count
        let idleBegan = monotonicNanoseconds()
        terminal.drain(for: .seconds(Int64(max(1, Int(seconds.rounded())))))
        guard let idleAfter = IdleBenchmark.sample(pid) else { throw BenchError("cannot read /proc/\(pid)") }
        let idleSeconds = Double(monotonicNanoseconds() - idleBegan) / 1_000_000_000
        let idleBytes = terminal.output.count - idleBytesBefore
        try terminal.send("q")
        _ = terminal.waitForExit(timeout: .seconds(5))
        let ticksPerSecond = Double(sysconf(Int32(_SC_CLK_TCK)))
        return CPUResult(
            loads: loads,
            seconds: seconds,
            cpuSeconds: Double(ticks) / ticksPerSecond,
            voluntarySwitches: voluntary,
            involuntarySwitches: involuntary,
            bytesWritten: bytes,
            idleSeconds: idleSeconds,
            idleCPUSeconds: Double(idleAfter.cpuTicks - idleBefore.cpuTicks) / ticksPerSecond,
            idleBytes: idleBytes
        )
    }

    /// Context switches between two samples, per thread and summed, so a thread that ends
    /// in between does not subtract (the run loop's thread is not always the first).
    private static func switches(
        from before: IdleBenchmark.Sample,
        to after: IdleBenchmark.Sample
    ) -> (voluntary: Int, involuntary: Int) {
        after.switches.reduce((0, 0)) { total, entry in
            let then = before.switches[entry.key] ?? (0, 0)
            return (
                total.0 + entry.value.voluntary - then.voluntary, total.1 + entry.value.involuntary - then.involuntary
            )
        }
    }
}
