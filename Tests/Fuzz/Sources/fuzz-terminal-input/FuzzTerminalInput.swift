import CNcurses
import TUICore
import TUITerminal

#if canImport(Glibc)
    import Glibc
#endif

/// One libFuzzer input: bytes a terminal sends (keys, escape sequences, SGR mouse reports,
/// bracketed pastes, focus reports). They go through the app's real input path:
/// `NcursesTerminal.readEvents()` reads them from a pipe and `TerminalInputParser` decodes them.
func fuzzTerminalInput(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: start, count: min(count, TerminalInputSession.maximumInput)))
    MainActor.assumeIsolated { TerminalInputSession.shared.feed(bytes) }
    return 0
}

/// One curses screen for the whole run (ncurses keeps its screen in globals), whose input is
/// a pipe the harness writes each fuzz input into.
@MainActor
final class TerminalInputSession {
    static let shared = TerminalInputSession()
    /// Under the pipe's buffer (64 KiB), so a write never blocks with nobody reading.
    nonisolated static let maximumInput = 16 * 1024
    private let terminal: NcursesTerminal
    private let writeEnd: Int32

    private init() {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0, let input = fdopen(ends[0], "r"), let output = fopen("/dev/null", "w") else {
            fatalError("cannot open the input pipe")
        }
        writeEnd = ends[1]
        setenv("LINES", "24", 1)
        setenv("COLUMNS", "80", 1)
        do {
            terminal = try NcursesTerminal(
                environment: ["TERM": "xterm-256color"], output: output, input: input, terminalType: "xterm-256color")
        } catch {
            fatalError("cannot start ncurses: \(error)")
        }
        // The whole input is in the pipe before it is read, so the reader need not wait for
        // the rest of an escape sequence (25 ms, which would cap the rate at ~40/s).
        terminal.escapeDelay = .zero
    }

    func feed(_ bytes: [UInt8]) {
        _ = read(bytes[...])
        // A paste the input left open ends here, so that no input leaks into the next one.
        _ = read(Array("\u{1B}[201~".utf8)[...])
    }

    private func read(_ bytes: ArraySlice<UInt8>) -> [Event] {
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBufferPointer {
                write(writeEnd, $0.baseAddress! + written, $0.count - written)
            }
            guard result > 0 else { fatalError("cannot write to the input pipe") }
            written += result
        }
        var events: [Event] = []
        while true {
            let batch = terminal.readEvents()
            if batch.isEmpty { return events }
            events += batch
        }
    }
}
