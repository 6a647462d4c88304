import TUICore
import XCTest

/// What the environment says about the terminal, which the clipboard, hyperlink and
/// notification detections share.
final class TerminalEnvironmentTests: XCTestCase {
    func testTmuxByItsVariableOrItsOwnTERM() {
        XCTAssertTrue(TerminalEnvironment.isTmux(["TMUX": "/tmp/tmux-0/default,1,0", "TERM": "screen-256color"]))
        XCTAssertTrue(TerminalEnvironment.isTmux(["TERM": "tmux-256color"]), "over SSH from inside tmux")
        XCTAssertFalse(TerminalEnvironment.isTmux(["TERM": "xterm-256color", "TMUX": ""]))
        XCTAssertFalse(TerminalEnvironment.isTmux([:]))
    }

    func testTheConsoleAndTerminalsOfItsAgeAreLegacy() {
        for term in ["", "linux", "dumb", "vt100", "vt220", "cons25", "sun-color", "ansi"] {
            XCTAssertTrue(TerminalEnvironment.isLegacy(term: term), term)
        }
        for term in ["xterm-256color", "tmux-256color", "screen-256color", "alacritty", "xterm-kitty"] {
            XCTAssertFalse(TerminalEnvironment.isLegacy(term: term), term)
        }
    }
}
