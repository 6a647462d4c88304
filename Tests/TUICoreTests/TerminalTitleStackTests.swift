import TUICore
import XCTest

/// The bytes the terminal writes for the app's window title, through an injected output.
final class TerminalTitleStackTests: XCTestCase {
    private final class Output {
        var text = ""
    }

    func testShowPushesAndSetsRestorePops() {
        let output = Output()
        var stack = TerminalTitleStack(title: "Weather (dev)") { output.text += $0 }
        stack.show()
        XCTAssertEqual(output.text, "\u{1B}[22;0t\u{1B}]0;Weather (dev)\u{07}")
        stack.restore()
        XCTAssertEqual(output.text, "\u{1B}[22;0t\u{1B}]0;Weather (dev)\u{07}\u{1B}[23;0t")
    }

    /// The Linux console has no title and prints an OSC as text (a console reader speaks it).
    func testOnlyTerminalsWithAWindowTitleGetOne() {
        for term in ["xterm-256color", "tmux-256color", "screen", "foot", "alacritty", "xterm-kitty"] {
            XCTAssertTrue(TerminalTitleStack.isSupported(term: term), term)
        }
        for term in ["linux", "linux-16color", "vt100", "vt220", "dumb", "ansi", ""] {
            XCTAssertFalse(TerminalTitleStack.isSupported(term: term), term)
        }
    }

    /// Ctrl-Z restores the user's title, `fg` shows the app's again, quitting restores it:
    /// every push has its pop, and a second restore (a signal after a quit began) adds none.
    func testSuspendResumeAndQuitBalanceThePushes() {
        let output = Output()
        var stack = TerminalTitleStack(title: "App") { output.text += $0 }
        stack.show()
        stack.restore()
        stack.show()
        stack.show()
        stack.restore()
        stack.restore()
        let set = "\u{1B}[22;0t\u{1B}]0;App\u{07}"
        XCTAssertEqual(output.text, set + "\u{1B}[23;0t" + set + "\u{1B}[23;0t")
        XCTAssertFalse(stack.isShown)
    }

    /// An environment switch changes the display name: the new title shows at once without
    /// another push, the user's title still comes back with one pop, and a change while
    /// suspended shows on resume.
    func testAChangedTitleShowsWithoutAnotherPush() {
        let output = Output()
        var stack = TerminalTitleStack(title: "App (dev)") { output.text += $0 }
        stack.show()
        stack.change(to: "App (dev)")
        stack.change(to: "App\u{1B}")
        XCTAssertEqual(stack.title, "App", "control characters never reach the terminal")
        stack.restore()
        stack.change(to: "App (stage)")
        stack.show()
        XCTAssertEqual(
            output.text,
            "\u{1B}[22;0t\u{1B}]0;App (dev)\u{07}" + "\u{1B}]0;App\u{07}" + "\u{1B}[23;0t"
                + "\u{1B}[22;0t\u{1B}]0;App (stage)\u{07}")
    }

    func testRestoreBeforeShowWritesNothing() {
        let output = Output()
        var stack = TerminalTitleStack(title: "App") { output.text += $0 }
        stack.restore()
        XCTAssertEqual(output.text, "")
    }

    func testControlCharactersCannotEndTheSequenceEarly() {
        let output = Output()
        var stack = TerminalTitleStack(title: "A\u{07}B\u{1B}]0;evil\u{9C}C\n") { output.text += $0 }
        XCTAssertEqual(stack.title, "AB]0;evilC")
        stack.show()
        XCTAssertEqual(output.text, "\u{1B}[22;0t\u{1B}]0;AB]0;evilC\u{07}")
    }
}
