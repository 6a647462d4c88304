import ExampleApp
import SnapshotTesting
import Storage
import TUIKit
import TUISnapshotTesting
import XCTest

/// Snapshots of the toasts demo: each style in every variant of `SnapshotMatrix`; places,
/// layers and animation frames in en and ru at both sizes (dark theme).
///
/// A toast is asked for when its key is pressed; `after` is the time since then: at 120 ms
/// two of its three rows are in, at 500 ms it is fully shown, at 3 s 300 ms one row is left
/// of a three-second toast on its way out.
@MainActor
final class ToastsDemoSnapshotTests: XCTestCase {
    private static let route = AppRoute.example("toasts")

    /// `SnapshotMatrix`'s variants in the dark theme only.
    private func assertDark(
        keys: [String],
        after: Duration,
        file: StaticString = #filePath,
        testName: String = #function,
        line: UInt = #line
    ) async throws {
        for variant in SnapshotMatrix.variants where variant.theme == .dark {
            let request = FrameRenderer.Request(
                route: Self.route,
                size: variant.size,
                options: LaunchOptions(
                    language: variant.language, theme: variant.theme, directories: .temporaryForTest()),
                keys: keys.map { KeyNames.parse($0)! },
                after: after
            )
            let frame = try await FrameRenderer.render(request)
            assertSnapshot(of: frame, as: .frameStyled, named: variant.name, file: file, testName: testName, line: line)
        }
    }

    func testToastsDemo() async throws {
        try await SnapshotMatrix.assertScreen(Self.route)
    }

    func testInformationToast() async throws {
        try await SnapshotMatrix.assertScreen(Self.route, keys: ["enter"], after: .milliseconds(500))
    }

    func testSuccessToast() async throws {
        try await SnapshotMatrix.assertScreen(Self.route, keys: ["down", "enter"], after: .milliseconds(500))
    }

    func testFailureToast() async throws {
        try await SnapshotMatrix.assertScreen(Self.route, keys: ["down", "down", "enter"], after: .milliseconds(500))
    }

    func testWarningToast() async throws {
        try await SnapshotMatrix.assertScreen(
            Self.route, keys: ["down", "down", "down", "enter"], after: .milliseconds(500))
    }

    func testBottomToastEntering() async throws {
        try await assertDark(keys: ["enter"], after: .milliseconds(120))
    }

    func testBottomToastLeaving() async throws {
        try await assertDark(keys: ["enter"], after: .milliseconds(3300))
    }

    func testLocalTopToastEntering() async throws {
        try await assertDark(keys: ["down", "down", "down", "down", "enter"], after: .milliseconds(120))
    }

    func testLocalTopToast() async throws {
        try await assertDark(keys: ["down", "down", "down", "down", "enter"], after: .milliseconds(500))
    }

    func testLocalTopToastLeaving() async throws {
        try await assertDark(keys: ["down", "down", "down", "down", "enter"], after: .milliseconds(3300))
    }

    func testGlobalTopToast() async throws {
        try await assertDark(keys: ["down", "down", "down", "down", "down", "enter"], after: .milliseconds(500))
    }

    /// Esc leaves the demo; the global toast stays over the Examples list.
    func testGlobalBottomToastOutlivesItsScreen() async throws {
        try await assertDark(keys: ["end", "up", "up", "up", "up", "enter", "esc"], after: .milliseconds(500))
    }

    func testLongMessageToast() async throws {
        try await assertDark(keys: ["end", "up", "up", "up", "enter"], after: .milliseconds(500))
    }

    func testBurstShowsTheFirstWithThreeWaiting() async throws {
        try await assertDark(keys: ["end", "up", "up", "enter"], after: .milliseconds(500))
    }

    /// Two taps by key on the toast that stays: the counter shows 2 and the toast is still up.
    func testToastThatStaysAfterTwoTaps() async throws {
        try await assertDark(keys: ["end", "enter", "ctrl-t", "ctrl-t"], after: .milliseconds(500))
    }
}
