import ExampleApp
import SnapshotTesting
import Storage
import TUIKit
import TUISnapshotTesting
import XCTest

/// Every alert of the demo with focus on each of its buttons, in every variant of
/// `SnapshotMatrix`. Rows of the demo: one button, two buttons, destructive, long
/// message, three buttons, chain.
@MainActor
final class AlertsDemoSnapshotTests: XCTestCase {
    private let route = AppRoute.example("alerts")

    /// Keys that select the demo's row `row` and show its alert.
    private func show(_ row: Int) -> [String] {
        Array(repeating: "down", count: row) + ["enter"]
    }

    func testAlertsDemo() async throws {
        try await SnapshotMatrix.assertScreen(route)
    }

    func testOneButton() async throws {
        try await SnapshotMatrix.assertScreen(route, keys: show(0))
    }

    func testTwoButtonsFocusOnDefault() async throws {
        try await SnapshotMatrix.assertScreen(route, keys: show(1))
    }

    func testTwoButtonsFocusOnCancel() async throws {
        try await SnapshotMatrix.assertScreen(route, keys: show(1) + ["left"])
    }

    func testDestructiveFocusOnCancel() async throws {
        try await SnapshotMatrix.assertScreen(route, keys: show(2))
    }

    func testDestructiveFocusOnDelete() async throws {
        try await SnapshotMatrix.assertScreen(route, keys: show(2) + ["right"])
    }

    func testLongMessageFocusOnAccept() async throws {
        try await SnapshotMatrix.assertScreen(route, keys: show(3))
    }

    func testLongMessageScrolledToTheEndFocusOnDecline() async throws {
        try await SnapshotMatrix.assertScreen(route, keys: show(3) + ["end", "left"])
    }

    func testThreeButtonsFocusOnSave() async throws {
        try await SnapshotMatrix.assertScreen(route, keys: show(4))
    }

    func testThreeButtonsFocusOnDiscard() async throws {
        try await SnapshotMatrix.assertScreen(route, keys: show(4) + ["tab"])
    }

    func testThreeButtonsFocusOnKeepEditing() async throws {
        try await SnapshotMatrix.assertScreen(route, keys: show(4) + ["shift-tab"])
    }

    func testChainFirstFocusOnCancel() async throws {
        try await SnapshotMatrix.assertScreen(route, keys: show(5))
    }

    func testChainFirstFocusOnSignOut() async throws {
        try await SnapshotMatrix.assertScreen(route, keys: show(5) + ["right"])
    }

    func testChainSecondFocusOnKeepFiles() async throws {
        try await SnapshotMatrix.assertScreen(route, keys: show(5) + ["right", "enter"])
    }

    func testChainSecondFocusOnDeleteFiles() async throws {
        try await SnapshotMatrix.assertScreen(route, keys: show(5) + ["right", "enter", "h"])
    }

    func testChainLast() async throws {
        try await SnapshotMatrix.assertScreen(route, keys: show(5) + ["right", "enter", "h", "enter"])
    }

    func testLastActionAfterDelete() async throws {
        try await SnapshotMatrix.assertScreen(route, keys: show(2) + ["right", "enter"])
    }

    /// With colors off (NO_COLOR) and no Unicode, focus, cancel, the destructive button
    /// and the dimmed screen still read by attributes and ASCII.
    func testDestructiveWithoutColorOrUnicode() async throws {
        let request = FrameRenderer.Request(
            route: route, options: LaunchOptions(language: .en, directories: .temporaryForTest()),
            keys: show(2).map { KeyNames.parse($0)! },
            unicode: false)
        let frame = try await FrameRenderer.render(request)
        var plain = frame
        for y in 0..<frame.size.height {
            for x in 0..<frame.size.width {
                plain[x, y].style = Style(attributes: frame[x, y].style.attributes)
            }
        }
        assertSnapshot(of: plain, as: .frameStyled)
    }
}
