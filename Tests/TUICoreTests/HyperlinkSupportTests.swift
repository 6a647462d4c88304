import TUICore
import XCTest

/// Which terminals get OSC 8 links, from the environment as other tools read it, and the
/// user's word over it.
final class HyperlinkSupportTests: XCTestCase {
    private func detect(_ environment: [String: String], setting: String? = nil) -> Bool {
        HyperlinkSupport.detect(environment: environment, setting: setting)
    }

    func testTerminalsKnownToTakeLinks() {
        XCTAssertTrue(detect(["TERM": "xterm-256color", "VTE_VERSION": "7600"]))
        XCTAssertTrue(detect(["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app"]))
        XCTAssertTrue(detect(["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"]))
        XCTAssertTrue(detect(["TERM": "xterm-256color", "TERM_PROGRAM": "vscode"]))
        XCTAssertTrue(detect(["TERM": "xterm-ghostty", "TERM_PROGRAM": "ghostty"]))
        XCTAssertTrue(detect(["TERM": "xterm-kitty"]))
        XCTAssertTrue(detect(["TERM": "xterm-256color", "KITTY_WINDOW_ID": "1"]))
        XCTAssertTrue(detect(["TERM": "xterm-256color", "WT_SESSION": "0a1b"]))
        XCTAssertTrue(detect(["TERM": "foot"]))
        XCTAssertTrue(detect(["TERM": "alacritty"]))
        XCTAssertTrue(detect(["TERM": "xterm-256color", "KONSOLE_VERSION": "230805"]))
        XCTAssertTrue(
            detect([
                "TERM": "tmux-256color", "TMUX": "/tmp/t,1,0", "TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "3.4",
            ]))
        XCTAssertTrue(detect(["TERM": "screen", "TMUX": "/t", "TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "3.5a"]))
    }

    func testTerminalsThatDoNotOrMayNot() {
        XCTAssertFalse(detect(["TERM": "linux"]))
        XCTAssertFalse(detect(["TERM": "dumb", "TERM_PROGRAM": "vscode"]), "dumb whatever runs it")
        XCTAssertFalse(detect([:]))
        XCTAssertFalse(detect(["TERM": "xterm-256color"]), "xterm itself has no OSC 8")
        XCTAssertFalse(detect(["TERM": "xterm-256color", "VTE_VERSION": "4803"]), "VTE before 0.50")
        XCTAssertFalse(detect(["TERM": "xterm-256color", "KONSOLE_VERSION": "201100"]))
        XCTAssertFalse(
            detect(["TERM": "tmux-256color", "TMUX": "/t", "TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "3.3a"]))
        XCTAssertFalse(detect(["TERM": "screen-256color"]), "GNU screen")
        XCTAssertFalse(
            detect(["TERM": "screen-256color", "TMUX": "/t", "TERM_PROGRAM": "iTerm.app"]),
            "tmux inside iTerm2: tmux decides, and it says nothing of its version")
    }

    func testTheUsersWordWins() {
        XCTAssertTrue(detect(["TERM": "linux"], setting: "1"))
        XCTAssertTrue(detect([:], setting: "Yes"))
        XCTAssertFalse(detect(["TERM": "xterm-kitty"], setting: "0"))
        XCTAssertFalse(detect(["TERM": "xterm-kitty"], setting: "off"))
        XCTAssertTrue(detect(["TERM": "xterm-kitty"], setting: "maybe"), "not a word: the environment decides")
    }
}
