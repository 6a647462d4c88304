import Dispatch
import TUICore
import TUITerminal
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// Inputs `make fuzz` (fuzz-terminal-input) and the monkey test found that broke the real
/// input path: ncurses reading keys from a pipe, as it reads them from a terminal, and
/// `readEvents()` decoding them.
final class TerminalInputRegressionTests: XCTestCase {
    private struct NoPipe: Error {}

    /// A terminal whose keys are what the test writes to `writeEnd`; ncurses reads `readEnd`.
    @MainActor
    private func makeTerminal() throws -> (terminal: NcursesTerminal, readEnd: Int32, writeEnd: Int32) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0, let input = fdopen(ends[0], "r"), let output = fopen("/dev/null", "w") else {
            throw NoPipe()
        }
        // ncurses reads LINES/COLUMNS when its output is no terminal.
        setenv("LINES", "24", 1)
        setenv("COLUMNS", "80", 1)
        defer {
            unsetenv("LINES")
            unsetenv("COLUMNS")
        }
        let terminal = try NcursesTerminal(
            environment: ["TERM": "xterm-256color"], output: output, input: input, terminalType: "xterm-256color")
        return (terminal, ends[0], ends[1])
    }

    /// fuzz-terminal-input timeout-f80eb736…: ends in an SGR mouse report with no final `M`
    /// or `m`. ncurses read the rest of it with a blocking read(2), so the app froze until
    /// more bytes came. If reading blocks again, a helper writes the missing `M` after 3 s,
    /// so the test fails on the time taken instead of hanging.
    @MainActor
    func testAMouseReportCutShortDoesNotBlockReading() async throws {
        let (terminal, readEnd, writeEnd) = try makeTerminal()
        defer { close(writeEnd) }
        let input: [UInt8] = [
            0x1B, 0xFF, 0x3F, 0x49, 0x1B, 0x5B, 0xC5, 0xC5, 0xC5, 0xC5, 0xC5, 0xC5, 0xFF, 0x3F, 0x49, 0x1B, 0x5B, 0xC5,
            0xC5, 0xC5, 0xC5, 0xC5, 0xC5, 0x1B, 0x5B, 0x3C, 0x30, 0x3B, 0xC5, 0x31, 0x30, 0x3C,
        ]
        XCTAssertEqual(write(writeEnd, input, input.count), input.count)
        let finished = DispatchSemaphore(value: 0)
        let rescued = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            if finished.wait(timeout: .now() + 3) == .timedOut { _ = write(writeEnd, "M", 1) }
            rescued.signal()
        }
        let start = ContinuousClock.now
        while !terminal.readEvents().isEmpty {}
        let took = ContinuousClock.now - start
        finished.signal()
        rescued.wait()
        XCTAssertLessThan(took, .seconds(2), "reading waited for the rest of a mouse report")

        // Keys after it still arrive.
        XCTAssertEqual(write(writeEnd, "x", 1), 1)
        var events: [Event] = []
        for _ in 0..<3 where events.isEmpty { events = terminal.readEvents() }
        XCTAssertEqual(events, [.key(.character("x"))])
        // The descriptor is blocking again: the shell shares it with the app.
        XCTAssertEqual(fcntl(readEnd, F_GETFL) & O_NONBLOCK, 0)
    }

    /// The monkey test (`exampletui://components/otp`, seed 1640040701687614593): a long
    /// paste filled the terminal's buffer, and its end marker came in two reads, ESC alone
    /// past ncurses' escape delay, then `[201~`. ncurses gave them as characters, the paste
    /// never ended, and every key after it went into it: Esc, q and Ctrl-C could not quit.
    @MainActor
    func testAPasteWhoseEndMarkerComesInPiecesStillEnds() async throws {
        let (terminal, _, writeEnd) = try makeTerminal()
        defer { close(writeEnd) }
        func type(_ text: String) -> [Event] {
            XCTAssertEqual(write(writeEnd, text, text.utf8.count), text.utf8.count)
            // Past ncurses' escape delay (25 ms), so a lone ESC is given as it is.
            usleep(100_000)
            var events: [Event] = []
            for _ in 0..<3 { events += terminal.readEvents() }
            return events
        }
        XCTAssertEqual(type("\u{1B}[200~pasted\rtext\u{1B}"), [], "the paste is still open")
        XCTAssertEqual(type("[201~"), [.paste("pasted\ntext")], "the marker in pieces ends it")
        XCTAssertEqual(type("\u{03}"), [.key(.control("c"))], "Ctrl-C after it is a key again")
        // A whole marker still ends a paste, and an ESC inside one stays text.
        XCTAssertEqual(type("\u{1B}[200~a\u{1B}b\u{1B}[201~q"), [.paste("a\u{1B}b"), .key(.character("q"))])
    }

    /// The monkey test (`exampletui://components/text-fields`, seed 4337251571373669419, 30 s):
    /// a paste of bytes that are not UTF-8, cut at a read just before the end marker's ESC.
    /// ncurses lost that ESC while it tried to decode them, so the paste never ended.
    @MainActor
    func testAPasteOfBytesThatAreNotUTF8CutBeforeItsEndStillEnds() async throws {
        let (terminal, _, writeEnd) = try makeTerminal()
        defer { close(writeEnd) }
        func type(_ bytes: [UInt8]) -> [Event] {
            XCTAssertEqual(write(writeEnd, bytes, bytes.count), bytes.count)
            usleep(100_000)
            var events: [Event] = []
            for _ in 0..<3 { events += terminal.readEvents() }
            return events
        }
        let notUTF8: [UInt8] = [
            0xFF, 0xFE, 0xC3, 0x28, 0xE2, 0x82, 0x41, 0xF0, 0x9F, 0x98, 0xC0, 0x80, 0xED, 0xA0, 0x80,
        ]
        XCTAssertEqual(type(Array("\u{1B}[200~".utf8) + notUTF8 + [0x1B]), [])
        let ended = type(Array("[201~".utf8))
        XCTAssertEqual(ended.count, 1, "\(ended)")
        guard case .paste = ended.first else { return XCTFail("the paste ends: \(ended)") }
        XCTAssertEqual(type([0x03]), [.key(.control("c"))], "Ctrl-C after it is a key again")
    }

    /// ncurses' `get_wch` took the key after bytes that are not UTF-8 into them: `z` was lost.
    @MainActor
    func testAKeyAfterBytesThatAreNotUTF8Arrives() async throws {
        let (terminal, _, writeEnd) = try makeTerminal()
        defer { close(writeEnd) }
        let input: [UInt8] = [0xF0, 0x9F, 0x98, 0x7A]
        XCTAssertEqual(write(writeEnd, input, input.count), input.count)
        usleep(100_000)
        var events: [Event] = []
        for _ in 0..<3 { events += terminal.readEvents() }
        XCTAssertEqual(events, [.key(.character("\u{FFFD}")), .key(.character("z"))])
    }

    /// Monkey test, exampletui://examples/resources, seed 13065132731553996210: an Esc then
    /// a Ctrl-C read together became Alt-Ctrl-C, which is no quit key, so the app did not
    /// quit until a second Ctrl-C. A printable key after Esc is still Alt with it.
    @MainActor
    func testEscapeThenCtrlCReadTogetherAreTwoKeysSoCtrlCStillQuits() async throws {
        let (terminal, _, writeEnd) = try makeTerminal()
        defer { close(writeEnd) }
        let input: [UInt8] = [0x1B, 0x03, 0x1B, 0x62]
        XCTAssertEqual(write(writeEnd, input, input.count), input.count)
        usleep(100_000)
        var events: [Event] = []
        for _ in 0..<3 { events += terminal.readEvents() }
        XCTAssertEqual(
            events,
            [.key(KeyEvent(.escape)), .key(.control("c")), .key(KeyEvent(.character("b"), modifiers: .alt))])
    }
}
