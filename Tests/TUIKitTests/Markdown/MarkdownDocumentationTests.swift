import XCTest

@testable import TUIKit
@testable import TUIMarkdown

// docs: markdown.md
/// A help screen: a Markdown page, scrolled and searched by its table of contents.
struct HelpView: View {
    let reader: MarkdownReader

    init(markdown: String, onOpenLink: @escaping @MainActor (String) -> Void) {
        reader = MarkdownReader(MarkdownDocument(parsing: markdown))
        reader.onOpenLink = onOpenLink
    }

    var bindings: [KeyBinding] { MarkdownView(reader: reader).bindings }

    func render(in area: Rect, frame: Frame) {
        let (body, hints) = area.rows(.fill, .length(1))
        frame.render(MarkdownView(reader: reader), in: body)
        frame.render(KeyHintsView(), in: hints)
    }
}
// docs: end

@MainActor
final class MarkdownDocumentationTests: XCTestCase {
    func testTheDocumentedHelpScreenDrawsScrollsAndJumps() async {
        let markdown = (1...30).map { "## Part \($0)\n\nText of part \($0).\n" }.joined(separator: "\n")
        let help = HelpView(markdown: markdown) { _ in }
        let pilot = makePilot(root: HostingController(rootView: help), size: Size(width: 50, height: 12))
        XCTAssertTrue(pilot.text.contains("Part 1"))
        XCTAssertTrue(pilot.text.contains("contents"), "the hint line names t")
        pilot.press(.character("t"))
        pilot.press(.end, .enter)
        XCTAssertTrue(pilot.text.contains("Part 30"))
        XCTAssertFalse(pilot.text.contains("Part 1\n"))
    }
}
