import Foundation
import TUIPseudoTerminal
import TUITestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// The monkey on one route of the built app: starts it in a pseudo-terminal on `route`,
/// types bursts of `Monkey` actions for `duration`, then quits, and says what went wrong.
///
/// Checked: the app never ends on its own (a crash, a trap, a signal); after every burst
/// it reads all its input and still draws a frame (a resize asks for one) within
/// `frameBound`; it quits on `quit` within `quitBound`, with status 0, behind a last burst
/// that is not waited for; afterwards the terminal's modes are those it started with and
/// the output ends with the app's mode resets, off the alternate screen with the cursor
/// shown. Usable from any thread (the test runs several at once); it never calls XCTest.
struct MonkeyRun: Sendable {
    /// How the run ends the app.
    enum Quit: String, Sendable {
        /// Right behind the last burst, as a user in a hurry would.
        case controlC = "Ctrl-C"
        /// Once the last burst is read: Esc three times (out of a field, an overlay, a
        /// pushed screen), then `q`.
        case q
    }

    /// How the actions are typed.
    enum Pacing: String, Sendable {
        /// In bursts of 1 to 12; after each, the app must read them all and draw.
        case bursts
        /// One at a time, 5 ms apart, never waiting for the app, so a backlog builds up
        /// (as the first monkey typed them).
        case backlog
    }

    let app: AppUnderTest
    let route: String
    let seed: UInt64
    let duration: Duration
    let quit: Quit
    var pacing = Pacing.bursts

    /// Generous: several apps run at once in a debug build on a busy machine; a hang never
    /// ends.
    static let launchBound: Duration = .seconds(30)
    static let frameBound: Duration = .seconds(20)
    static let quitBound: Duration = .seconds(20)
    /// Where the app writes its state on SIGUSR1, in its home (`Window.stateReport`).
    static let stateReportName = "state-report.txt"
    /// How many times Esc Esc Esc q is said before the app is found not to quit.
    static let quitRounds = 6

    /// What `NcursesTerminal` writes when it starts, and on every exit to undo it.
    static let modesOn = "\u{1B}[?2004h\u{1B}[?1004h\u{1B}[?1002h"
    static let modeResets = "\u{1B}[?2004l\u{1B}[?1004l\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1006l"
    /// The end of a frame (synchronized output off): every frame that changes a cell ends so.
    static let frameEnd = Array("\u{1B}[?2026l".utf8)

    /// The command that replays this run.
    var replay: String {
        let seconds = Double(MonkeyOutcome.milliseconds(duration)) / 1000
        return "MONKEY_ROUTE=\(route) MONKEY_SEED=\(seed) MONKEY_SECONDS=\(seconds) MONKEY_PACING=\(pacing.rawValue) "
            + "swift test --skip-build --filter MonkeyTests/testEveryRouteSurvivesTheMonkey"
    }

    func run() -> MonkeyOutcome {
        var outcome = MonkeyOutcome(route: route, seed: seed, quit: quit)
        let home: TemporaryHome
        let terminal: PseudoTerminal
        do {
            home = try TemporaryHome()
            // SIGUSR1 makes the app write what it shows and what takes keys there.
            var environment = home.environment
            environment["TUI_STATE_REPORT"] = home.path + "/" + Self.stateReportName
            // The Utils demo's "Edit config" hands the terminal to the editor, which the
            // monkey cannot drive (vi took its keys and its resizes: a "hang"); this one
            // saves at once, as a user who quits it would. No DISPLAY: links are copied.
            environment["VISUAL"] = "true"
            environment["EDITOR"] = "true"
            terminal = try PseudoTerminal(
                executable: try app.path(), arguments: [route], environment: environment, rows: 30, columns: 100)
        } catch {
            outcome.failures.append("cannot start the app: \(error)")
            return outcome
        }
        defer {
            terminal.close()
            withExtendedLifetime(home) {}
        }
        let statePath = home.path + "/" + Self.stateReportName
        func fail(_ message: String) {
            outcome.failures.append("\(message)\n\(HungAppReport.dump(terminal))")
        }
        guard terminal.read(timeout: Self.launchBound, until: { $0.screen.isAlternateScreen }) else {
            fail("no screen within \(Self.launchBound) of the launch")
            return outcome
        }
        var frames = FrameCounter()
        var monkey = Monkey(seed: seed)
        let deadline = ContinuousClock.now + duration
        var isLast = false
        while !isLast {
            isLast = ContinuousClock.now >= deadline
            // The last burst is longer and not waited for: the quit comes right behind it.
            let length = pacing == .backlog ? 1 : isLast ? 12 : monkey.burstLength()
            for _ in 0..<length {
                let action = monkey.next(rows: terminal.rows, columns: terminal.columns)
                do {
                    switch action {
                    case .resize(let rows, let columns): terminal.resize(rows: rows, columns: columns)
                    default: try terminal.write(action.bytes)
                    }
                } catch {
                    fail("the app ended during the storm after \(outcome.actions) actions: \(Self.status(terminal))")
                    return outcome
                }
                outcome.count(action)
            }
            outcome.bursts += 1
            if let status = terminal.exitStatus {
                fail(
                    "the app ended with \(Self.describe(status)) after \(outcome.actions) actions; it wrote last: "
                        + Self.lastOutput(terminal))
                return outcome
            }
            if isLast, quit == .controlC { break }
            if pacing == .backlog {
                terminal.drain(for: .milliseconds(5))
                continue
            }
            let start = ContinuousClock.now
            guard awaitFrame(after: &frames, on: terminal, statePath: statePath, fail: fail) else {
                return outcome
            }
            outcome.slowestBurst = max(outcome.slowestBurst, ContinuousClock.now - start)
        }
        // Back to a usual size, so a failure's screen is readable.
        terminal.resize(rows: 30, columns: 100)
        let sent = ContinuousClock.now
        var exited: Int32?
        do {
            switch quit {
            case .controlC:
                try terminal.send("\u{03}")
            case .q:
                // Esc Esc Esc q leaves three screens; a storm can leave more (a push from a
                // demo's row, a sheet, the logs panel over them), so it is said again, up to
                // `quitRounds` times, while the app is still there.
                for round in 1...Self.quitRounds {
                    // A q of the round before, read late on a busy machine, may quit it now.
                    if round > 1, let status = terminal.waitForExit(timeout: .zero) {
                        exited = status
                        break
                    }
                    for (index, key) in ["\u{1B}", "\u{1B}", "\u{1B}", "q"].enumerated() {
                        // Each key once the app has read all before it, and past ncurses' escape
                        // delay: else Esc and the next key are one key (Esc q is Alt-q).
                        // An app still busy with the storm would read the quit keys together, as
                        // Esc Esc Alt-q: say so, with where it is busy, rather than "did not quit".
                        guard Self.readsAll(terminal) else {
                            fail("\(Self.notRead(terminal)) before quit key \(index + 1) of Esc Esc Esc q: busy")
                            outcome.failures.append(HungAppReport.stacks(of: terminal.processID))
                            return outcome
                        }
                        terminal.drain(for: .milliseconds(100))
                        try terminal.send(key)
                    }
                    outcome.quitRounds = round
                    if round < Self.quitRounds, let status = terminal.waitForExit(timeout: .seconds(2)) {
                        exited = status
                        break
                    }
                }
            }
        } catch {
            // Ended between a round's keys: quit by the round before's q, read late.
            if outcome.quitRounds > 0, let status = terminal.waitForExit(timeout: .seconds(1)) {
                exited = status
            } else {
                fail("the app ended before the quit key: \(Self.status(terminal))")
                return outcome
            }
        }
        guard let status = exited ?? terminal.waitForExit(timeout: Self.quitBound) else {
            let rounds = quit == .q ? " (Esc Esc Esc q, \(Self.quitRounds) times)" : ""
            fail(
                "the app did not quit within \(Self.quitBound) of \(quit.rawValue)\(rounds) after \(outcome.actions) actions"
            )
            outcome.failures.append(HungAppReport.stacks(of: terminal.processID))
            outcome.failures.append(HungAppReport.inputModes(terminal))
            outcome.failures.append(HungAppReport.state(of: terminal, file: statePath))
            // For the report: whether Ctrl-C still quits, else whether the keys went into a
            // paste that never ended.
            try? terminal.send("\u{03}")
            if terminal.waitForExit(timeout: .seconds(5)) != nil {
                outcome.failures.append("a Ctrl-C then quit it")
                outcome.failures.append(Self.lastRecords(in: home))
            } else {
                try? terminal.send("\u{1B}[201~\u{03}")
                let ended = terminal.waitForExit(timeout: .seconds(5)) != nil
                outcome.failures.append(
                    "Ctrl-C did not quit it; a paste end marker and Ctrl-C \(ended ? "did" : "did not")")
            }
            return outcome
        }
        outcome.quitTime = ContinuousClock.now - sent
        if status != 0 { fail("the app quit with \(Self.describe(status)), not 0") }
        outcome.failures += Self.restoreProblems(terminal)
        return outcome
    }

    /// Waits for the app to read everything typed, then resizes the terminal by one column
    /// and waits for the frame of the new size.
    private func awaitFrame(
        after frames: inout FrameCounter, on terminal: PseudoTerminal, statePath: String, fail: (String) -> Void
    ) -> Bool {
        let read = Self.readsAll(terminal)
        if let status = terminal.exitStatus {
            fail("the app ended with \(Self.describe(status)); it wrote last: " + Self.lastOutput(terminal))
            return false
        }
        guard read else {
            fail(Self.notRead(terminal))
            return false
        }
        let before = frames.count(in: terminal.output)
        let columns = terminal.columns < 300 ? terminal.columns + 1 : terminal.columns - 1
        terminal.resize(rows: terminal.rows, columns: columns)
        let drawn = terminal.read(timeout: Self.frameBound) {
            $0.exitStatus != nil || frames.count(in: $0.output) > before
        }
        if let status = terminal.exitStatus {
            fail("the app ended with \(Self.describe(status)); it wrote last: " + Self.lastOutput(terminal))
            return false
        }
        guard drawn else {
            fail(
                "no frame within \(Self.frameBound) of a resize to \(terminal.rows)x\(columns)\n"
                    + HungAppReport.stacks(of: terminal.processID) + "\n"
                    + HungAppReport.state(of: terminal, file: statePath))
            return false
        }
        return true
    }

    /// Waits up to `frameBound` for the app to read everything typed (or to end).
    private static func readsAll(_ terminal: PseudoTerminal) -> Bool {
        terminal.read(timeout: frameBound) { $0.exitStatus != nil || $0.unreadInputCount == 0 }
    }

    private static func notRead(_ terminal: PseudoTerminal) -> String {
        "the app did not read its input within \(frameBound) (\(terminal.unreadInputCount ?? -1) bytes left)"
    }

    /// What is wrong with the terminal after the app quit.
    private static func restoreProblems(_ terminal: PseudoTerminal) -> [String] {
        var problems: [String] = []
        if let after = terminal.terminalModes() {
            let before = terminal.initialModes
            let flags: [(String, UInt32, UInt32)] = [
                ("c_lflag", after.c_lflag, before.c_lflag), ("c_iflag", after.c_iflag, before.c_iflag),
                ("c_oflag", after.c_oflag, before.c_oflag), ("c_cflag", after.c_cflag, before.c_cflag),
            ]
            for (name, now, then) in flags where now != then {
                problems.append("\(name) not restored: \(String(now, radix: 8)), was \(String(then, radix: 8))")
            }
        } else {
            problems.append("cannot read the terminal's modes")
        }
        let output = String(decoding: terminal.output, as: UTF8.self)
        let tail = String(decoding: terminal.output.suffix(160), as: UTF8.self).debugDescription
        if let reset = output.range(of: modeResets, options: .backwards) {
            if let on = output.range(of: modesOn, options: .backwards), on.lowerBound > reset.lowerBound {
                problems.append("the modes were switched on again after the reset; the output ends with \(tail)")
            }
            if let frame = output.range(of: String(decoding: frameEnd, as: UTF8.self), options: .backwards),
                frame.lowerBound > reset.lowerBound
            {
                problems.append("a frame was drawn after the mode reset; the output ends with \(tail)")
            }
        } else {
            problems.append("the output has no mode reset; it ends with \(tail)")
        }
        if terminal.screen.isAlternateScreen { problems.append("still on the alternate screen; ends with \(tail)") }
        if !terminal.screen.isCursorVisible { problems.append("the cursor is left hidden; ends with \(tail)") }
        return problems
    }

    private static func status(_ terminal: PseudoTerminal) -> String {
        _ = terminal.waitForExit(timeout: .seconds(1))
        return terminal.exitStatus.map(describe) ?? "still running"
    }

    /// The last bytes the app wrote, escapes shown: an error message printed as it ended
    /// may not show on a small screen.
    private static func lastOutput(_ terminal: PseudoTerminal) -> String {
        String(decoding: terminal.output.suffix(600), as: UTF8.self).debugDescription
    }

    /// An exit status as `PseudoTerminal` gives it: a code, or 128 + a signal.
    private static func describe(_ status: Int32) -> String {
        guard status > 128 else { return "status \(status)" }
        let name = strsignal(status - 128).map { String(cString: $0) } ?? "?"
        return "signal \(status - 128) (\(name))"
    }

    /// The last log and analytics records a hung app wrote (it writes them when it quits):
    /// what it did with the keys it ignored.
    private static func lastRecords(in home: TemporaryHome) -> String {
        let files =
            FileManager.default.enumerator(atPath: home.path)?.compactMap { $0 as? String }
            .filter { $0.hasSuffix("logs.jsonl") || $0.hasSuffix("analytics.jsonl") } ?? []
        return files.map { file in
            let text = (try? String(contentsOfFile: home.path + "/" + file, encoding: .utf8)) ?? ""
            let lines = text.split(separator: "\n").suffix(25).map { String($0.prefix(240)) }
            return "the last records of \(file):\n" + lines.joined(separator: "\n")
        }.joined(separator: "\n")
    }
}

/// Counts the frames in a growing output, reading each byte once.
struct FrameCounter {
    private var scanned = 0
    private var frames = 0

    mutating func count(in output: [UInt8]) -> Int {
        let pattern = MonkeyRun.frameEnd
        var index = scanned
        while index + pattern.count <= output.count {
            if output[index] == pattern[0], output[index..<index + pattern.count].elementsEqual(pattern) {
                frames += 1
                index += pattern.count
            } else {
                index += 1
            }
        }
        scanned = index
        return frames
    }
}
