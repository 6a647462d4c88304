import TUICore
import XCTest

@testable import TUIMarkdown

/// The document model from cmark-gfm and its layout to a width: wrapping, nested lists,
/// tables shrunk to fit, code blocks cut but never wrapped, headings and link targets.
final class MarkdownLayoutTests: XCTestCase {
    private func lines(_ source: String, width: Int, unicode: Bool = true) -> [String] {
        MarkdownLayout(MarkdownDocument(parsing: source), width: width, unicode: unicode).lines.map {
            $0.text.replacingOccurrences(of: " +$", with: "", options: .regularExpression)
        }
    }

    func testParsesGitHubExtensions() {
        let document = MarkdownDocument(
            parsing:
                "# Title\n\n~~old~~ and **new** at https://example.com\n\n- [x] done\n- [ ] open\n\n| a | b |\n|:-|-:|\n| 1 | 2 |\n"
        )
        XCTAssertEqual(document.notices, [])
        XCTAssertEqual(document.blocks.count, 4)
        XCTAssertEqual(document.blocks[0], .heading(level: 1, [MarkdownSpan("Title")]))
        guard case .paragraph(let spans) = document.blocks[1] else { return XCTFail("a paragraph") }
        XCTAssertEqual(spans.first, MarkdownSpan("old", style: .strikethrough))
        XCTAssertTrue(spans.contains(MarkdownSpan("new", style: .strong)))
        XCTAssertTrue(spans.contains { $0.url == "https://example.com" && $0.style.contains(.link) }, "\(spans)")
        guard case .list(let list) = document.blocks[2] else { return XCTFail("a list") }
        XCTAssertEqual(list.items.map(\.task), [.done, .open])
        guard case .table(let table) = document.blocks[3] else { return XCTFail("a table") }
        XCTAssertEqual(table.alignments, [.leading, .trailing])
        XCTAssertEqual(table.header, [[MarkdownSpan("a")], [MarkdownSpan("b")]])
        XCTAssertEqual(table.rows, [[[MarkdownSpan("1")], [MarkdownSpan("2")]]])
    }

    func testParagraphsWrapAtSpacesAndKeepStyledWordsWhole() {
        XCTAssertEqual(
            lines("one two **three**, four five six", width: 12),
            ["one two", "three, four", "five six"])
    }

    func testAWordWiderThanTheLineIsCut() {
        XCTAssertEqual(lines("abcdefghij", width: 4), ["abcd", "efgh", "ij"])
    }

    func testNestedListsIndentUnderTheirText() {
        let source = "- one\n  - two\n    1. three\n    2. four\n- five with a longer text that wraps\n"
        XCTAssertEqual(
            lines(source, width: 30),
            ["• one", "  ◦ two", "    1. three", "    2. four", "• five with a longer text that", "  wraps"])
        XCTAssertEqual(lines(source, width: 30, unicode: false)[0...1], ["* one", "  - two"])
    }

    func testOrderedNumbersLineUpOnTheRight() {
        let source = (1...10).map { "\($0). item" }.joined(separator: "\n")
        let laid = lines(source, width: 20)
        XCTAssertEqual(laid[0], " 1. item")
        XCTAssertEqual(laid[9], "10. item")
    }

    func testTaskListsShowBoxes() {
        XCTAssertEqual(lines("- [x] done\n- [ ] open\n", width: 20), ["☑ done", "☐ open"])
        XCTAssertEqual(lines("- [x] done\n- [ ] open\n", width: 20, unicode: false), ["[x] done", "[ ] open"])
    }

    func testATableFitsItsNaturalWidths() {
        XCTAssertEqual(
            lines("| a | bb |\n|---|---:|\n| ccc | d |\n", width: 40),
            ["┌─────┬────┐", "│ a   │ bb │", "├─────┼────┤", "│ ccc │  d │", "└─────┴────┘"])
    }

    func testATableShrinksItsWidestColumnsAndWrapsTheirCells() {
        let source = "| key | value |\n|-|-|\n| x | a long sentence that cannot fit |\n"
        let laid = lines(source, width: 25)
        XCTAssertTrue(laid.allSatisfy { $0.count <= 25 }, "\(laid)")
        XCTAssertEqual(laid[3], "│ x   │ a long sentence │")
        XCTAssertEqual(laid[4], "│     │ that cannot fit │")
        XCTAssertEqual(lines(source, width: 24)[3], "│ x   │ a long         │")
    }

    func testColumnWidthsCapTheWidestFirst() {
        XCTAssertEqual(MarkdownTableLayout.columnWidths(natural: [3, 30, 10], available: 40), [3, 27, 10])
        XCTAssertEqual(MarkdownTableLayout.columnWidths(natural: [3, 30, 10], available: 20), [3, 9, 8])
        XCTAssertEqual(MarkdownTableLayout.columnWidths(natural: [3, 4], available: 40), [3, 4])
    }

    func testACodeBlockIsBoxedAndCutNeverWrapped() {
        let source = "```swift\nlet x = 1\nlet aVeryLongName = anotherVeryLongName\n```\n"
        XCTAssertEqual(
            lines(source, width: 24),
            [
                "┌─ swift ──────────────┐", "│ let x = 1            │", "│ let aVeryLongName =› │",
                "└──────────────────────┘",
            ])
    }

    func testHeadingsAreListedWithTheirLines() {
        let layout = MarkdownLayout(MarkdownDocument(parsing: "# One\n\ntext\n\n## Two\n\n### Three\n"), width: 20)
        XCTAssertEqual(layout.headings.map(\.title), ["One", "Two", "Three"])
        XCTAssertEqual(layout.headings.map(\.line), [0, 5, 8])
        XCTAssertEqual(layout.lines[8].text, "### Three")
        XCTAssertEqual(layout.lines[1].text, "━━━")
    }

    func testAWrappedLinkIsOneTarget() {
        let layout = MarkdownLayout(
            MarkdownDocument(parsing: "see [a link with words](https://a.example) and [b](https://b.example)"),
            width: 14)
        let links = layout.targets.compactMap { target -> String? in
            if case .link(let url) = target.kind { url } else { nil }
        }
        XCTAssertEqual(links, ["https://a.example", "https://b.example"])
    }

    func testQuotesGetABarAndImagesTheirAltText() {
        XCTAssertEqual(lines("> quoted ![a cat](cat.png)\n", width: 30), ["│ quoted ▣ a cat"])
        XCTAssertEqual(lines("> quoted ![a cat](cat.png)\n", width: 30, unicode: false), ["| quoted [img] a cat"])
    }

    func testInlineCodeAndStrikethroughReadWithoutColour() {
        XCTAssertEqual(lines("use `make` not ~~rake~~", width: 30), ["use `make` not ~rake~"])
    }
}

/// Sources far past what a page holds: read in linear time, never a hang.
final class MarkdownLargeInputTests: XCTestCase {
    func testAParagraphOfManySpansAndAManyBlockDocumentParseInLinearTime() {
        let spans = String(repeating: "a *b* `c` d&amp;e [f](g) ", count: 20_000)
        let blocks = String(repeating: "- item\n\n> quote\n\n", count: 20_000)
        let start = ContinuousClock.now
        let paragraph = MarkdownDocument(parsing: spans)
        let many = MarkdownDocument(parsing: blocks)
        let elapsed = ContinuousClock.now - start
        guard case .paragraph(let parsed) = paragraph.blocks.first else { return XCTFail("a paragraph") }
        XCTAssertGreaterThan(parsed.count, 60_000)
        XCTAssertEqual(many.blocks.count, 40_000)
        // Quadratic copying took minutes here; linear takes well under a second even in debug.
        XCTAssertLessThan(elapsed, .seconds(10))
    }

    func testAHugeSourceIsCutAndSaysSo() {
        let line = String(repeating: "x", count: 99) + "\n"
        let document = MarkdownDocument(parsing: String(repeating: line, count: 50_000), byteLimit: 1 << 20)
        XCTAssertEqual(document.notices, [.truncated(shownBytes: 1_048_500, totalBytes: 5_000_000)])
        let layout = MarkdownLayout(document, width: 80)
        XCTAssertGreaterThan(layout.lines.count, 10_000)
    }

    func testNestingTenThousandDeepIsFlattenedNotAStackOverflow() {
        let deep = String(repeating: "> ", count: 10_000) + "deep\n"
        let lists = String(repeating: "- ", count: 10_000) + "deep\n"
        for source in [deep, lists] {
            let layout = MarkdownLayout(MarkdownDocument(parsing: source), width: 40)
            XCTAssertTrue(layout.lines.contains { $0.text.contains("deep") })
            XCTAssertTrue(layout.lines.allSatisfy { $0.text.cellWidth <= 40 })
        }
    }
}
