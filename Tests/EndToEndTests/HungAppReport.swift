import Foundation
import TUIPseudoTerminal

/// What a test prints about an app that did not do what it should (quit, draw): its threads'
/// stacks, its terminal's input modes and its screen, so a failure that depends on timing
/// can still be read.
enum HungAppReport {
    /// Whether the app's terminal still reads key by key (in canonical mode keys wait for a
    /// line end, and with ISIG Ctrl-C is a signal, so keys do nothing and Ctrl-C quits), and
    /// whether the app read what was typed: keys left unread mean it stopped reading, not
    /// that it read them wrong.
    static func inputModes(_ terminal: PseudoTerminal) -> String {
        let unread = terminal.unreadInputCount.map { "\($0) bytes typed and not read yet" } ?? "the terminal is closed"
        guard let modes = terminal.terminalModes() else { return "cannot read the terminal's modes; \(unread)" }
        let flags = [("ICANON", ICANON), ("ISIG", ISIG), ("ECHO", ECHO), ("IEXTEN", IEXTEN)]
        let on = flags.filter { modes.c_lflag & UInt32($0.1) != 0 }.map(\.0)
        return "the terminal's input modes: \(on.isEmpty ? "raw" : on.joined(separator: " ")); \(unread)"
    }

    /// Where a hung app's threads are, from gdb where it is installed: a hang that a replay
    /// does not bring back (it depends on timing) can still be read.
    static func stacks(of processID: pid_t) -> String {
        let gdb = "/usr/bin/gdb"
        guard FileManager.default.isExecutableFile(atPath: gdb) else { return "(no gdb for the threads' stacks)" }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: gdb)
        process.arguments = ["-p", String(processID), "-batch", "-nx", "-ex", "thread apply all bt 40"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return "(gdb did not start: \(error))" }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let lines = String(decoding: output, as: UTF8.self).split(separator: "\n").filter {
            $0.hasPrefix("#") || $0.hasPrefix("Thread ")
        }
        return "the app's threads:\n" + lines.joined(separator: "\n")
    }

    /// What the app says it shows and what takes its keys (`Window.stateReport`), asked for
    /// with SIGUSR1 when it was started with `TUI_STATE_REPORT=file`.
    static func state(of terminal: PseudoTerminal, file: String) -> String {
        try? FileManager.default.removeItem(atPath: file)
        kill(terminal.processID, SIGUSR1)
        let deadline = ContinuousClock.now + .seconds(5)
        while ContinuousClock.now < deadline {
            if let text = try? String(contentsOfFile: file, encoding: .utf8), text.hasSuffix("\n") {
                return "the app's state:\n" + text
            }
            terminal.drain(for: .milliseconds(50))
        }
        return "(the app wrote no state report within 5 s of SIGUSR1)"
    }

    static func dump(_ terminal: PseudoTerminal) -> String {
        let screen = terminal.screen
        let rows = screen.lines.enumerated().map { index, text in (index < 10 ? " " : "") + "\(index)|\(text)" }
        return "\(screen.columns)x\(screen.rows) screen:\n" + rows.joined(separator: "\n")
    }
}
