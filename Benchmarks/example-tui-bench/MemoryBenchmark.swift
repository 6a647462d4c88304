import Foundation
import TUIPseudoTerminal

/// Resident (RSS) and proportional (PSS) memory of the app in a 100x30 pseudo-terminal: on
/// its main screen after start, then after rounds of replayed use (every demo opened and
/// closed, the tabs switched, the debug panel opened and searched), so growth shows as
/// the rounds go on.
enum MemoryBenchmark {
    struct Sample {
        let keys: Int
        let rssKilobytes: Int
        let pssKilobytes: Int
        /// The size of the app's log store file: what it keeps grows with use, up to its cap.
        let logBytes: Int
    }

    struct Result {
        let afterStart: Sample
        /// After each round of replayed use.
        let rounds: [Sample]
        let seconds: Double
    }

    private static let down = "\u{1B}[B"
    private static let enter = "\r"
    private static let escape = "\u{1B}"
    private static let f12 = "\u{1B}[24~"

    /// `logFile` is the app's log store file under the benchmark's home.
    static func run(executable: String, rounds: Int, environment: [String: String], logFile: String) throws -> Result {
        let mainMarker = try ReadyMarker.of(executable, environment: environment)
        let terminal = try PseudoTerminal(executable: executable, environment: environment, rows: 30, columns: 100)
        defer { terminal.close() }
        guard terminal.read(timeout: .seconds(10), until: { $0.screen.contains(mainMarker) }) else {
            throw BenchError("the main screen never showed")
        }
        terminal.drain(for: .milliseconds(500))
        let pid = terminal.processID
        guard let start = sample(pid, keys: 0, logFile: logFile) else {
            throw BenchError("cannot read /proc/\(pid)/smaps_rollup")
        }
        var samples: [Sample] = []
        var keys = 0
        let began = monotonicNanoseconds()
        for _ in 0..<rounds {
            keys += try replayRound(terminal)
            terminal.drain(for: .milliseconds(300))
            guard let after = sample(pid, keys: keys, logFile: logFile) else {
                throw BenchError("the app exited during the replay")
            }
            samples.append(after)
        }
        let seconds = Double(monotonicNanoseconds() - began) / 1e9
        try terminal.send("q")
        _ = terminal.waitForExit(timeout: .seconds(5))
        return Result(afterStart: start, rounds: samples, seconds: seconds)
    }

    /// One round: each of the Examples screen's rows opened and closed, the other tabs
    /// visited, the debug panel opened, a search typed and cleared, the panel closed.
    /// Returns the keys sent.
    private static func replayRound(_ terminal: PseudoTerminal) throws -> Int {
        var keys = 0
        func send(_ key: String, settle: Int = 15) throws {
            try terminal.send(key)
            keys += 1
            terminal.drain(for: .milliseconds(Int64(settle)))
        }
        for row in 0..<18 {
            for _ in 0..<row { try send(down, settle: 2) }
            try send(enter, settle: 60)
            // Esc waits out the escape delay (25 ms) before it counts as a key.
            try send(escape, settle: 60)
            // Back at the top of the list for the next row.
            try send("g", settle: 5)
        }
        for tab in ["2", "3", "1"] { try send(tab, settle: 40) }
        try send(f12, settle: 80)
        try send("/")
        for character in "item" { try send(String(character)) }
        try send(escape, settle: 60)
        try send(escape, settle: 60)
        return keys
    }

    /// Rss and Pss of the whole process (kB), from `/proc/PID/smaps_rollup`.
    private static func sample(_ pid: pid_t, keys: Int, logFile: String) -> Sample? {
        guard let handle = FileHandle(forReadingAtPath: "/proc/\(pid)/smaps_rollup") else { return nil }
        defer { try? handle.close() }
        let text = String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
        var rss: Int?
        var pss: Int?
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ", omittingEmptySubsequences: true)
            guard parts.count >= 2 else { continue }
            if parts[0] == "Rss:" { rss = Int(parts[1]) }
            if parts[0] == "Pss:" { pss = Int(parts[1]) }
        }
        guard let rss, let pss else { return nil }
        let attributes = try? FileManager.default.attributesOfItem(atPath: logFile)
        let logBytes = (attributes?[.size] as? NSNumber)?.intValue ?? 0
        return Sample(keys: keys, rssKilobytes: rss, pssKilobytes: pss, logBytes: logBytes)
    }
}
