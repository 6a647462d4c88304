import ExampleApp
import SnapshotTesting
import TUIKit
import TUISnapshotTesting
import XCTest

/// The markdown demo in every variant of the snapshot matrix (the chrome in en and ru; the
/// page is the project's own docs/markdown.md), and as terminals without colour or Unicode
/// show it.
@MainActor
final class MarkdownDemoSnapshotTests: XCTestCase {
    private let route = AppRoute.example("markdown")

    /// The top of the page: headings, emphasis, a task list.
    func testMarkdownDemo() async throws {
        try await SnapshotMatrix.assertScreen(route)
    }

    /// Scrolled down to the quote and the table of the page's pieces.
    func testMarkdownDemoScrolledToATable() async throws {
        try await SnapshotMatrix.assertScreen(route, keys: ["pgdn"])
    }

    /// Near the end: the example in its code box.
    func testMarkdownDemoScrolledToACodeBlock() async throws {
        try await SnapshotMatrix.assertScreen(route, keys: ["end", "up", "up", "up", "up", "up", "up", "up", "up"])
    }

    /// The table of contents open, its cursor on the third heading.
    func testMarkdownDemoTableOfContents() async throws {
        try await SnapshotMatrix.assertScreen(route, keys: ["t", "down", "down"])
    }

    /// A link focused with Tab: reversed, its address in the status line.
    func testMarkdownDemoWithoutColor() async throws {
        try await SnapshotMatrix.assertScreenWithoutColor(route, keys: ["tab", "tab"])
    }

    /// The same page in ASCII, for a terminal without Unicode, attributes only.
    func testMarkdownDemoInASCII() async throws {
        let request = FrameRenderer.Request(
            route: route, options: LaunchOptions(language: .en, directories: .temporaryForTest()),
            keys: ["j", "j", "j", "j", "j", "j", "j", "j"].map { KeyNames.parse($0)! },
            colorDepth: .none, unicode: false)
        let frame = try await FrameRenderer.render(request)
        assertSnapshot(of: frame, as: .frameStyledWithoutColor)
    }
}
