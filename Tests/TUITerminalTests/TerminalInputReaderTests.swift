import XCTest

@testable import TUICore
@testable import TUITerminal

/// The escape delay kept by the clock: an input whose bytes arrive at set times, read by an
/// app that the scheduler wakes on time or late.
final class TerminalInputReaderTests: XCTestCase {
    private static let escape = "\u{1B}"
    private static let start = ContinuousClock.now

    /// Bytes that arrive at their times after the start, and an app that wakes `lateness`
    /// after it should (the wait's timeout, or the first byte that ends it).
    private struct ScriptedInput {
        var pieces: [(arrival: Duration, bytes: [UInt8])]
        var lateness: Duration
        var now: Duration = .zero
        var waits = 0
        var isEnded = false

        mutating func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
            guard let first = pieces.first else { return isEnded ? 0 : -1 }
            guard first.arrival <= now else { return -1 }
            pieces.removeFirst()
            for (index, byte) in first.bytes.enumerated() { buffer[index] = byte }
            return first.bytes.count
        }

        mutating func wait(_ delay: Duration) -> Bool {
            waits += 1
            if let arrival = pieces.first?.arrival, arrival <= now + delay {
                now = max(now, arrival) + lateness
                return true
            }
            now += delay + lateness
            // The kernel looks at the input once more when the woken app runs.
            return pieces.first.map { $0.arrival <= now } ?? isEnded
        }
    }

    private func events(_ input: inout ScriptedInput) -> [Event] {
        var reader = TerminalInputReader(parser: TerminalInputParser(), escapeDelay: .milliseconds(25))
        var buffer = [UInt8](repeating: 0, count: 64)
        var events: [Event] = []
        // The run loop reads whenever input is waiting, until all of it is read.
        repeat {
            if let arrival = input.pieces.first?.arrival { input.now = max(input.now, arrival) }
            events += reader.readEvents(
                read: { input.read(into: $0) }, wait: { input.wait($0) }, now: { Self.start + input.now },
                buffer: &buffer)
        } while !input.pieces.isEmpty
        return events
    }

    private func piece(_ milliseconds: Int, _ text: String) -> (arrival: Duration, bytes: [UInt8]) {
        (.milliseconds(milliseconds), Array(text.utf8))
    }

    func testEscapeThenAKeyAfterTheDelayAreTwoKeysWhenTheAppWakesLate() {
        // The app reads the ESC, waits, and runs again only after `q` has arrived too.
        var input = ScriptedInput(pieces: [piece(0, Self.escape), piece(100, "q")], lateness: .milliseconds(150))
        XCTAssertEqual(events(&input), [.key(KeyEvent(.escape)), .key(.character("q"))])
    }

    func testEscapeThenAKeyWithinTheDelayIsAlt() {
        var input = ScriptedInput(pieces: [piece(0, Self.escape), piece(5, "q")], lateness: .zero)
        XCTAssertEqual(events(&input), [.key(KeyEvent(.character("q"), modifiers: .alt))])
    }

    func testEscapeAloneIsTheEscapeKeyOnceTheDelayPasses() {
        var input = ScriptedInput(pieces: [piece(0, Self.escape)], lateness: .zero)
        XCTAssertEqual(events(&input), [.key(KeyEvent(.escape))])
        XCTAssertEqual(input.now, .milliseconds(25))
        XCTAssertEqual(input.waits, 1)
    }

    func testASequenceSplitAtItsEscapeIsItsKeyWhenTheRestComesInTime() {
        var input = ScriptedInput(pieces: [piece(0, Self.escape), piece(10, "[A")], lateness: .zero)
        XCTAssertEqual(events(&input), [.key(KeyEvent(.up))])
    }

    func testASequenceSplitAfterItsEscapeWaitsForItsRestEvenWhenTheAppWakesLate() {
        // Only a lone ESC is ambiguous: `ESC [ 1 ;` is no key a user typed.
        var input = ScriptedInput(
            pieces: [piece(0, "\(Self.escape)[1;"), piece(20, "5A")], lateness: .milliseconds(150))
        XCTAssertEqual(events(&input), [.key(KeyEvent(.up, modifiers: .control))])
    }

    func testKeysAfterAnUnfinishedMouseReportAreKeysWhenTheAppWakesLate() {
        // `ESC [ M` (Alt-[ then M, say) starts an X10 report of three more bytes; Esc Esc
        // Esc typed after it, each read late, are still three Escs, and q is q.
        var input = ScriptedInput(
            pieces: [
                piece(0, "\(Self.escape)[M"), piece(100, Self.escape), piece(200, Self.escape),
                piece(300, Self.escape), piece(400, "q"),
            ],
            lateness: .milliseconds(150))
        XCTAssertEqual(
            events(&input),
            [.key(KeyEvent(.escape)), .key(KeyEvent(.escape)), .key(KeyEvent(.escape)), .key(.character("q"))])
    }

    func testKeysReadTogetherKeepTheirMeaning() {
        // What arrived in one piece was typed within the delay: Esc, Esc, Alt-q.
        var input = ScriptedInput(
            pieces: [piece(0, "\(Self.escape)\(Self.escape)\(Self.escape)q")], lateness: .milliseconds(150))
        XCTAssertEqual(
            events(&input),
            [.key(KeyEvent(.escape)), .key(KeyEvent(.escape)), .key(KeyEvent(.character("q"), modifiers: .alt))])
    }

    func testTheEndOfTheInputAfterAnEscapeEndsTheRead() {
        var input = ScriptedInput(pieces: [piece(0, Self.escape)], lateness: .zero, isEnded: true)
        XCTAssertEqual(events(&input), [.key(KeyEvent(.escape))])
        XCTAssertEqual(input.waits, 0)
    }

    func testTheDelayComesFromESCDELAYAsNcursesReadsIt() {
        XCTAssertEqual(NcursesTerminal.escapeDelay([:]), .milliseconds(25))
        XCTAssertEqual(NcursesTerminal.escapeDelay(["ESCDELAY": "100"]), .milliseconds(100))
        XCTAssertEqual(NcursesTerminal.escapeDelay(["ESCDELAY": "0"]), .zero)
        for unusable in ["", "fast", "-5", "10001", "1e3"] {
            XCTAssertEqual(NcursesTerminal.escapeDelay(["ESCDELAY": unusable]), .milliseconds(25), unusable)
        }
    }
}
