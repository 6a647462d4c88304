import ExampleApp
import SnapshotTesting
import TUIKit
import TUISnapshotTesting
import XCTest

/// The text area demo in every variant of the snapshot matrix, without colour and in ASCII:
/// the note as it opens, a selection with line numbers, no wrap, read-only, and the large file.
@MainActor
final class TextAreaDemoSnapshotTests: XCTestCase {
    private static let route = AppRoute.example("text-area")
    /// Down two lines, then three words selected with Shift.
    private static let selection = ["down", "down", "ctrl-right", "shift-ctrl-right", "shift-ctrl-right", "shift-down"]

    func testTheNoteAsItOpens() async throws {
        try await SnapshotMatrix.assertScreen(Self.route)
    }

    func testASelectionWithLineNumbers() async throws {
        try await SnapshotMatrix.assertScreen(Self.route, keys: ["f3"] + Self.selection)
    }

    func testTypingWithoutWrapScrollsSideways() async throws {
        try await SnapshotMatrix.assertScreen(Self.route, keys: ["f2", "down", "end", "!", "enter", "h", "i"])
    }

    /// Opened (made off the main actor first), then its end: the keys wait for the file.
    func testTheLargeFileAtItsEnd() async throws {
        try await SnapshotMatrix.matrix.assertFrames { variant in
            let options = LaunchOptions(
                language: variant.language, theme: variant.theme, directories: .temporaryForTest())
            let pilot = try FrameRenderer.pilot(for: .init(route: Self.route, size: variant.size, options: options))
            pilot.press(named: "f5")
            let opened = await pilot.wait { !$0.text.contains("%") && $0.text.contains("200000") }
            XCTAssertTrue(opened, "the file opens")
            pilot.press(named: "ctrl-end")
            return pilot.frame
        }
    }

    func testASelectionWithoutColor() async throws {
        try await SnapshotMatrix.assertScreenWithoutColor(Self.route, keys: ["f3", "f4"] + Self.selection)
    }

    func testInAscii() async throws {
        let request = FrameRenderer.Request(
            route: Self.route, options: LaunchOptions(language: .en, directories: .temporaryForTest()),
            keys: (["f3"] + Self.selection).map { KeyNames.parse($0)! }, unicode: false)
        let frame = try await FrameRenderer.render(request)
        assertSnapshot(of: frame, as: .frameText)
    }
}
