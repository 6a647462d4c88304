import XCTest

@testable import TUIKit

/// The window's clipboard: what reaches the terminal and what each copy reports.
@MainActor
final class ClipboardTests: XCTestCase {
    private func hosted() -> (Window, VirtualTerminal, WindowHost) {
        let window = Window(clock: ManualClock())
        let terminal = VirtualTerminal(size: Size(width: 40, height: 12))
        return (window, terminal, WindowHost(window: window, terminal: terminal))
    }

    func testACopyReachesTheHostsTerminal() async {
        let (window, terminal, host) = hosted()
        let outcome = window.clipboard.copy("Café")
        XCTAssertEqual(outcome, .copied(bytes: 5, support: .likely), "bytes of UTF-8, not characters")
        XCTAssertEqual(terminal.clipboard, ["Café"])
        withExtendedLifetime(host) {}
    }

    func testTheOutcomeCarriesTheSupportTheAppSet() async {
        let (window, terminal, host) = hosted()
        window.clipboard.support = .uncertain(terminal: "TERM=linux")
        XCTAssertEqual(window.clipboard.copy("x"), .copied(bytes: 1, support: .uncertain(terminal: "TERM=linux")))
        window.clipboard.support = .tmux
        XCTAssertEqual(window.clipboard.copy("y"), .copied(bytes: 1, support: .tmux))
        XCTAssertEqual(terminal.clipboard, ["x", "y"], "sent either way: such terminals ignore what they lack")
        withExtendedLifetime(host) {}
    }

    func testTooLargeAndOffSendNothing() async {
        let (window, terminal, host) = hosted()
        let large = String(repeating: "a", count: ClipboardSequence.maximumTextBytes + 1)
        XCTAssertEqual(window.clipboard.copy(large), .tooLarge(bytes: ClipboardSequence.maximumTextBytes + 1))
        window.clipboard.support = .off
        XCTAssertEqual(window.clipboard.copy("x"), .off)
        XCTAssertEqual(terminal.clipboard, [])
        withExtendedLifetime(host) {}
    }
}
