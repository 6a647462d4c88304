import Foundation
import TUIPseudoTerminal

/// Key → settled for each transition, in a 100×30 pseudo-terminal on the real app: push
/// (Enter on the Examples list: the Navigation demo), pop (Backspace), present (F12: the
/// logs panel) and dismiss (Esc, which waits the 25 ms escape delay first). Settled is the last frame the key set off: the frames a slide
/// draws end with it. The yardstick beside it is the Examples list's move (j, k), one frame.
enum MotionBenchmark {
    struct Result {
        /// Key → its first frame and key → settled, by transition (ms), and the yardstick.
        var first: [String: [Double]] = [:]
        var settled: [String: [Double]] = [:]
        var frames: [String: [Int]] = [:]
        var move: [Double] = []
    }

    /// The end of a frame: synchronized output's end (the app wraps each frame in it).
    private static let frameEnd = Array("\u{1B}[?2026l".utf8)
    /// Quiet this long after a frame: the key has settled.
    private static let quiet: Duration = .milliseconds(120)

    static let kinds = ["push", "pop", "present", "dismiss"]

    static func run(executable: String, rounds: Int, environment: [String: String]) throws -> Result {
        let marker = try ReadyMarker.of(executable, environment: environment)
        let terminal = try PseudoTerminal(
            executable: executable, arguments: ["exampletui://examples"], environment: environment, rows: 30,
            columns: 100)
        defer { terminal.close() }
        guard terminal.read(untilScreenContains: marker, timeout: .seconds(10)) else {
            throw BenchError("the main screen never showed")
        }
        terminal.drain(for: .milliseconds(300))
        var result = Result()
        func time(_ name: String, _ key: String) throws {
            let (first, settled, frames) = try keyToSettled(terminal, key: key)
            result.first[name, default: []].append(first)
            result.settled[name, default: []].append(settled)
            result.frames[name, default: []].append(frames)
        }
        for _ in 0..<rounds {
            // Down and back up: the cursor is on the first row (Navigation) for Enter.
            result.move.append(try keyToSettled(terminal, key: "j").settled)
            result.move.append(try keyToSettled(terminal, key: "k").settled)
            try time("push", "\r")
            // Backspace pops as Esc does, without the 25 ms Esc waits for the rest of a sequence.
            try time("pop", "\u{7F}")
            try time("present", "\u{1B}[24~")
            try time("dismiss", "\u{1B}")
        }
        try? terminal.send("q")
        _ = terminal.waitForExit(timeout: .seconds(5))
        return result
    }

    /// Sends `key`; the time to the end of its first frame and of its last one before a
    /// quiet spell (ms), and how many frames it drew.
    private static func keyToSettled(_ terminal: PseudoTerminal, key: String) throws -> (
        first: Double, settled: Double, frames: Int
    ) {
        let base = terminal.output.count
        var seen = 0
        let began = ContinuousClock.now
        try terminal.send(key)
        var first: Duration?
        var last: Duration?
        var frames = 0
        while true {
            let drawn = terminal.read(timeout: first == nil ? .seconds(5) : quiet) {
                frameEnds(in: $0.output, from: base) > seen
            }
            guard drawn else { break }
            let now = ContinuousClock.now - began
            let count = frameEnds(in: terminal.output, from: base)
            frames += count - seen
            seen = count
            if first == nil { first = now }
            last = now
        }
        guard let first, let last else { throw BenchError("no frame after the key \(key.debugDescription)") }
        return (milliseconds(first), milliseconds(last), frames)
    }

    /// The frames ended in `output` from `start` on.
    private static func frameEnds(in output: [UInt8], from start: Int) -> Int {
        guard output.count >= start + frameEnd.count else { return 0 }
        var count = 0
        var index = start
        while index <= output.count - frameEnd.count {
            if output[index] == frameEnd[0], output[index..<index + frameEnd.count].elementsEqual(frameEnd) {
                count += 1
                index += frameEnd.count
            } else {
                index += 1
            }
        }
        return count
    }

    private static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) / 1e15
    }
}
