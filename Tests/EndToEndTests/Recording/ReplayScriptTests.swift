import TUIPseudoTerminal
import XCTest

/// A recording as a replay's steps: the screen before each input and at the end, resizes
/// where they happened.
final class ReplayScriptTests: XCTestCase {
    private func recording(_ events: [(Double, String, String)]) -> AsciicastRecording {
        AsciicastRecording(
            header: AsciicastHeader(width: 10, height: 2),
            events: events.map { AsciicastEvent(time: $0.0, kind: .init(code: $0.1), data: $0.2) })
    }

    func testEachInputIsCheckedAgainstTheScreenJustBeforeIt() {
        let script = ReplayScript(
            recording: recording([
                (0.1, "o", "\u{1B}[?1049hone"), (0.5, "i", "x"), (0.6, "o", "\rtwo"), (0.7, "o", "!"),
                (1.0, "r", "12x3"), (1.5, "i", "\u{1B}[B"), (1.6, "o", "\u{1B}[?1049l"),
            ]))
        XCTAssertEqual(script.inputCount, 2)
        XCTAssertEqual(script.steps.map(\.time), [0.5, 0.5, 1.0, 1.5, 1.5, 1.6])
        guard script.steps.count == 6 else { return }
        guard case .check(let first, beforeInput: 0) = script.steps[0].action else {
            return XCTFail("\(script.steps[0].action)")
        }
        XCTAssertEqual(first.lines, ["one", ""])
        XCTAssertTrue(first.isAlternateScreen)
        guard case .input(0, let bytes) = script.steps[1].action else { return XCTFail("\(script.steps[1].action)") }
        XCTAssertEqual(bytes, Array("x".utf8))
        guard case .resize(12, 3) = script.steps[2].action else { return XCTFail("\(script.steps[2].action)") }
        guard case .check(let second, beforeInput: 1) = script.steps[3].action else {
            return XCTFail("\(script.steps[3].action)")
        }
        XCTAssertEqual(second.lines, ["two!", "", ""], "the screen at the moment of the next key")
        XCTAssertEqual(second.columns, 12)
        guard case .check(let end, beforeInput: nil) = script.steps[5].action else {
            return XCTFail("\(script.steps[5].action)")
        }
        XCTAssertFalse(end.isAlternateScreen, "the app left the alternate screen: it ended")
    }

    func testABadResizeIsLeftOut() {
        let script = ReplayScript(recording: recording([(0.1, "r", "0x0"), (0.2, "r", "wide"), (0.3, "i", "q")]))
        XCTAssertEqual(script.steps.count, 3, "the check and the input, then the end's check")
    }
}
