import Foundation
import TUIPseudoTerminal

/// What `example-tui record` adds to key → frame: the Examples list's move (j, k in turn)
/// timed in a 100×30 pseudo-terminal on the app itself and on the app under `record`, in
/// alternating blocks so a busy moment on the machine falls on both.
enum RecordBenchmark {
    struct Result {
        /// Key → frame on the app alone (µs).
        let direct: [Double]
        /// Key → frame under `record` (µs): the app recording itself, its file written on a
        /// queue of its own.
        let recorded: [Double]
        /// Key → frame through `asciinema rec` (µs), the recorder this one twins, when it is
        /// installed.
        let asciinema: [Double]?
        /// CPU time a key cost (µs, all threads, from the kernel's schedstat): the app alone and
        /// the app under `record` (its writer thread included). Unlike the wall times, the
        /// machine's load does not change these much.
        let cpu: (direct: Double, recorded: Double)?
    }

    /// The end of a frame: synchronized output's end (the app wraps each frame in it).
    private static let frameEnd = Array("\u{1B}[?2026l".utf8)

    static func run(executable: String, keys: Int, block: Int, environment: [String: String], castPath: String)
        throws -> Result
    {
        let marker = try ReadyMarker.of(executable, environment: environment)
        let direct = try start(executable, ["exampletui://examples"], marker: marker, environment: environment)
        let recorded = try start(
            executable, ["record", "--output", castPath, "exampletui://examples"], marker: marker,
            environment: environment)
        let asciinema = try? start(
            "asciinema",
            [
                "rec", "--stdin", "--quiet", "--overwrite", "--command", executable + " exampletui://examples",
                castPath + ".asciinema",
            ],
            marker: marker, environment: environment)
        let terminals = [direct, recorded] + (asciinema.map { [$0] } ?? [])
        defer {
            for terminal in terminals { terminal.close() }
        }
        var times = Array(repeating: [Double](), count: terminals.count)
        let cpuBefore = [direct.processID, recorded.processID].map(cpuNanoseconds)
        var sent = 0
        while sent < keys {
            for (index, terminal) in terminals.enumerated() {
                for step in 0..<block {
                    times[index].append(try keyToFrame(terminal, key: step % 2 == 0 ? "j" : "k"))
                }
            }
            sent += block
        }
        let cpuAfter = [direct.processID, recorded.processID].map(cpuNanoseconds)
        let perKey = zip(cpuBefore, cpuAfter).map { before, after in
            before.flatMap { before in after.map { Double($0 - before) / 1000 / Double(sent) } }
        }
        for terminal in terminals {
            try? terminal.send("q")
            _ = terminal.waitForExit(timeout: .seconds(5))
        }
        let cpu = perKey[0].flatMap { direct in perKey[1].map { (direct, $0) } }
        return Result(
            direct: times[0], recorded: times[1], asciinema: asciinema == nil ? nil : times[2], cpu: cpu)
    }

    /// The CPU time of all of a process's threads so far (ns), or nil when it cannot be read.
    private static func cpuNanoseconds(of process: pid_t) -> UInt64? {
        guard process > 0,
            let threads = try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(process)/task")
        else { return nil }
        return threads.reduce(0) { total, thread in
            let text = (try? String(contentsOfFile: "/proc/\(process)/task/\(thread)/schedstat", encoding: .utf8)) ?? ""
            return total + (text.split(separator: " ").first.flatMap { UInt64($0) } ?? 0)
        }
    }

    private static func start(
        _ executable: String, _ arguments: [String], marker: String, environment: [String: String]
    ) throws -> PseudoTerminal {
        let terminal = try PseudoTerminal(
            executable: executable, arguments: arguments, environment: environment, rows: 30, columns: 100)
        guard terminal.read(untilScreenContains: marker, timeout: .seconds(10)) else {
            throw BenchError("\(arguments.joined(separator: " ")): the main screen never showed")
        }
        terminal.drain(for: .milliseconds(300))
        return terminal
    }

    /// Sends `key` and waits for the end of the frame it draws (µs).
    private static func keyToFrame(_ terminal: PseudoTerminal, key: String) throws -> Double {
        let before = terminal.output.count
        let began = ContinuousClock.now
        try terminal.send(key)
        let shown = terminal.read(timeout: .seconds(5)) { terminal in
            let output = terminal.output
            guard output.count >= before + frameEnd.count else { return false }
            return (before...(output.count - frameEnd.count)).contains {
                output[$0..<$0 + frameEnd.count].elementsEqual(frameEnd)
            }
        }
        guard shown else { throw BenchError("no frame after '\(key)'") }
        let elapsed = ContinuousClock.now - began
        return Double(elapsed.components.seconds) * 1e6 + Double(elapsed.components.attoseconds) / 1e12
    }
}
