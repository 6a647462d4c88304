import Foundation
import TUIPseudoTerminal

/// Time from spawning a program in a 100×30 pseudo-terminal to its frame on screen.
enum LaunchBenchmark {
    struct Result {
        /// Each run's time to the frame (ms).
        let times: [Double]
        /// Each run's CPU time to the frame, all threads (ms): the work itself, which the
        /// other processes on a busy machine do not stretch as they stretch `times`.
        var cpu: [Double] = []
        let failures: Int
    }

    /// `example-tui`, until its main screen shows: the run loop is reading keys from then on.
    /// `mainMarker` is what the app says its main screen shows (`ReadyMarker.of`).
    static func app(executable: String, mainMarker: String, runs: Int, environment: [String: String]) -> Result {
        untilShown(executable, text: mainMarker, quit: "q", runs: runs, environment: environment)
    }

    /// The Swift floor, `launch-floor` (ncursesw, no Foundation), until its one line shows,
    /// measured the same way as the app.
    static func swiftFloor(executable: String, runs: Int, environment: [String: String]) -> Result {
        untilShown(executable, text: "Привет", quit: "q", runs: runs, environment: environment)
    }

    /// Spawns `executable` `runs` times, each until `text` is on its screen, then sends
    /// `quit` and waits for it to exit.
    private static func untilShown(
        _ executable: String, text: String, quit: String, runs: Int, environment: [String: String]
    ) -> Result {
        var times: [Double] = []
        var cpu: [Double] = []
        var failures = 0
        for _ in 0..<runs {
            let began = monotonicNanoseconds()
            guard let terminal = start(executable, environment: environment) else {
                failures += 1
                continue
            }
            defer { terminal.close() }
            guard terminal.read(timeout: .seconds(10), until: { $0.screen.contains(text) }) else {
                failures += 1
                continue
            }
            times.append(Double(monotonicNanoseconds() - began) / 1_000_000)
            cpu.append(Double(cpuNanoseconds(of: terminal.processID)) / 1_000_000)
            try? terminal.send(quit)
            _ = terminal.waitForExit(timeout: .seconds(2))
        }
        return Result(times: times, cpu: cpu, failures: failures)
    }

    /// The CPU time `pid`'s threads have run so far (`/proc/PID/task/*/schedstat`, in ns).
    static func cpuNanoseconds(of pid: pid_t) -> Int {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        return tasks.reduce(0) { total, task in
            guard let handle = FileHandle(forReadingAtPath: "/proc/\(pid)/task/\(task)/schedstat") else { return total }
            defer { try? handle.close() }
            let fields = String(decoding: handle.readDataToEndOfFile(), as: UTF8.self).split(separator: " ")
            return total + (fields.first.flatMap { Int($0) } ?? 0)
        }
    }

    private static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
        guard bytes.count >= needle.count else { return false }
        return (0...(bytes.count - needle.count)).contains { start in
            bytes[start..<(start + needle.count)].elementsEqual(needle)
        }
    }

    /// Spawns `executable` in a 100×30 pseudo-terminal.
    private static func start(_ executable: String, environment: [String: String]) -> PseudoTerminal? {
        try? PseudoTerminal(executable: executable, environment: environment, rows: 30, columns: 100)
    }

    /// The C floor: ncurses' `clear`, until its clear-screen sequence arrives.
    static func clear(runs: Int, environment: [String: String]) -> Result {
        var times: [Double] = []
        var failures = 0
        let clearScreen = Array("\u{1B}[2J".utf8)
        for _ in 0..<runs {
            let began = monotonicNanoseconds()
            guard let terminal = start("clear", environment: environment) else {
                failures += 1
                continue
            }
            defer { terminal.close() }
            let arrived = terminal.read(timeout: .seconds(10)) { contains($0.output, clearScreen) }
            guard arrived else {
                failures += 1
                continue
            }
            times.append(Double(monotonicNanoseconds() - began) / 1_000_000)
            _ = terminal.waitForExit(timeout: .seconds(2))
        }
        return Result(times: times, failures: failures)
    }
}

/// CPU time and wake-ups of the app sitting idle on its main screen.
enum IdleBenchmark {
    struct Sample {
        let cpuTicks: Int
        /// Voluntary and involuntary context switches of each thread, by thread id.
        let switches: [String: (voluntary: Int, involuntary: Int)]
    }

    struct Result {
        let seconds: Double
        let cpuSeconds: Double
        let wakeUps: Int
        let involuntary: Int
        let mainThreadWakeUps: Int
        let threads: Int
        let threadsStarted: Int
        let threadsEnded: Int
        let bytesWritten: Int
        let exitStatus: Int32?
    }

    static func run(executable: String, seconds: Int, environment: [String: String]) throws -> Result {
        let mainMarker = try ReadyMarker.of(executable, environment: environment)
        let terminal = try PseudoTerminal(executable: executable, environment: environment, rows: 30, columns: 100)
        defer { terminal.close() }
        guard terminal.read(timeout: .seconds(10), until: { $0.screen.contains(mainMarker) }) else {
            throw BenchError("the main screen never showed")
        }
        // Let the first frames and any start-up work settle.
        terminal.drain(for: .milliseconds(300))
        let pid = terminal.processID
        guard let before = sample(pid) else { throw BenchError("cannot read /proc/\(pid)") }
        let bytesBefore = terminal.output.count
        let began = monotonicNanoseconds()
        terminal.drain(for: .seconds(Int64(seconds)))
        guard let after = sample(pid) else { throw BenchError("cannot read /proc/\(pid)") }
        let elapsed = Double(monotonicNanoseconds() - began) / 1_000_000_000
        let bytes = terminal.output.count - bytesBefore
        try terminal.send("q")
        let status = terminal.waitForExit(timeout: .seconds(5))
        let ticksPerSecond = Double(sysconf(Int32(_SC_CLK_TCK)))
        // Per thread, so a worker thread that ends in the window does not subtract; a
        // thread started in the window counts from zero.
        var wakeUps = 0
        var involuntary = 0
        for (thread, now) in after.switches {
            let then = before.switches[thread] ?? (0, 0)
            wakeUps += (now.voluntary - then.voluntary) + (now.involuntary - then.involuntary)
            involuntary += now.involuntary - then.involuntary
        }
        let main = String(pid)
        let mainNow = after.switches[main] ?? (0, 0)
        let mainThen = before.switches[main] ?? (0, 0)
        return Result(
            seconds: elapsed,
            cpuSeconds: Double(after.cpuTicks - before.cpuTicks) / ticksPerSecond,
            wakeUps: wakeUps,
            involuntary: involuntary,
            mainThreadWakeUps: (mainNow.voluntary + mainNow.involuntary) - (mainThen.voluntary + mainThen.involuntary),
            threads: after.switches.count,
            threadsStarted: after.switches.keys.filter { before.switches[$0] == nil }.count,
            threadsEnded: before.switches.keys.filter { after.switches[$0] == nil }.count,
            bytesWritten: bytes,
            exitStatus: status
        )
    }

    /// utime+stime of the whole process (`/proc/PID/stat`), and context switches summed
    /// over its threads (`/proc/PID/task/*/status`).
    static func sample(_ pid: pid_t) -> Sample? {
        guard let stat = read("/proc/\(pid)/stat"), let close = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // Fields after the command: state is field 3, utime 14 and stime 15.
        guard fields.count > 12, let utime = Int(fields[11]), let stime = Int(fields[12]) else { return nil }
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        var switches: [String: (voluntary: Int, involuntary: Int)] = [:]
        for task in tasks {
            guard let status = read("/proc/\(pid)/task/\(task)/status") else { continue }
            switches[task] = contextSwitches(status)
        }
        return Sample(cpuTicks: utime + stime, switches: switches)
    }

    private static func contextSwitches(_ status: String) -> (voluntary: Int, involuntary: Int) {
        var voluntary = 0
        var involuntary = 0
        for line in status.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, let value = Int(parts[1].trimmingCharacters(in: .whitespaces)) else { continue }
            if parts[0] == "voluntary_ctxt_switches" { voluntary = value }
            if parts[0] == "nonvoluntary_ctxt_switches" { involuntary = value }
        }
        return (voluntary, involuntary)
    }

    private static func read(_ path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        return String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
    }
}
