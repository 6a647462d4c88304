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

    func testHeadingsAreFoundByTheAnchorsGitHubGivesThem() {
        XCTAssertEqual(
            MarkdownHeading.anchor(of: "Module shape (MVVM + Coordinator)"), "module-shape-mvvm--coordinator")
        XCTAssertEqual(MarkdownHeading.anchor(of: "Режим экранного диктора!"), "режим-экранного-диктора")
        XCTAssertEqual(MarkdownHeading.anchor(of: "snake_case & 2 keys"), "snake_case--2-keys")
        let source = "# Keys\n\n## Режим\n\n## Keys\n\n## Keys\n"
        let layout = MarkdownLayout(MarkdownDocument(parsing: source), width: 30)
        XCTAssertEqual(layout.heading(anchor: "keys"), 0)
        XCTAssertEqual(layout.heading(anchor: "keys-1"), 2, "a repeated title is counted")
        XCTAssertEqual(layout.heading(anchor: "KEYS-2"), 3)
        XCTAssertEqual(layout.heading(anchor: "%D1%80%D0%B5%D0%B6%D0%B8%D0%BC"), 1, "percent-escaped")
        XCTAssertNil(layout.heading(anchor: "keys-3"))
        XCTAssertNil(layout.heading(anchor: "%zz"))
        XCTAssertEqual(MarkdownHeading.removingPercentEscapes("100%"), "100%")
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
        let paragraph = MarkdownDocument(parsing: Self.spans(20_000))
        let many = MarkdownDocument(parsing: Self.blocks(20_000))
        // Broken into paragraphs of at most 4 KB (`MarkdownParagraphSplitter`), every span kept.
        let spans = paragraph.blocks.reduce(0) { count, block in
            guard case .paragraph(let spans) = block else { return count }
            return count + spans.count
        }
        XCTAssertGreaterThan(spans, 60_000)
        XCTAssertEqual(paragraph.notices.count, 1)
        XCTAssertEqual(many.blocks.count, 40_000)
        // Linear: five times the source takes about five times as long; the quadratic copying
        // this once had took 25 times (minutes here). A ratio, not a time, so a busy machine
        // cannot fail it; the fastest of three tries of each size evens out a stall.
        for (name, source) in [("spans", Self.spans), ("blocks", Self.blocks)] {
            let small = Self.fastest { _ = MarkdownDocument(parsing: source(2_000)) }
            let large = Self.fastest { _ = MarkdownDocument(parsing: source(10_000)) }
            XCTAssertLessThan(
                large / small, 12, "5× the \(name) took \(large / small)× as long (\(small) → \(large))")
        }
    }

    private static func spans(_ count: Int) -> String { String(repeating: "a *b* `c` d&amp;e [f](g) ", count: count) }
    private static func blocks(_ count: Int) -> String { String(repeating: "- item\n\n> quote\n\n", count: count) }

    private static func fastest(_ work: () -> Void) -> Duration {
        (0..<3).map { _ in ContinuousClock().measure(work) }.min()!
    }

    func testAHugeSourceIsCutAndSaysSo() {
        let line = String(repeating: "x", count: 99) + "\n"
        let document = MarkdownDocument(parsing: String(repeating: line, count: 50_000), byteLimit: 1 << 20)
        XCTAssertEqual(document.notices.first, .truncated(shownBytes: 1_048_500, totalBytes: 5_000_000))
        // One paragraph of 10,000 lines, broken between lines every 4 KB.
        XCTAssertEqual(document.notices.last, .paragraphsSplit(255))
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

/// Long paragraphs broken before cmark-gfm reads them (its emphasis and links are quadratic
/// within one paragraph), and nothing else touched.
final class MarkdownParagraphSplitterTests: XCTestCase {
    func testShortTextIsLeftAsItIs() {
        let text = "# Title\n\nA *short* paragraph.\n"
        XCTAssertEqual(MarkdownParagraphSplitter.split(text, limit: 4096).text, text)
        XCTAssertEqual(MarkdownParagraphSplitter.split(text, limit: 4096).splits, 0)
    }

    func testALongLineIsBrokenAtSpacesIntoParagraphsOfAtMostTheLimit() {
        let line = String(repeating: "word *em* [l](u) ", count: 100)
        let (text, splits) = MarkdownParagraphSplitter.split(line, limit: 200)
        let paragraphs = text.components(separatedBy: "\n\n")
        XCTAssertEqual(paragraphs.count, splits + 1)
        XCTAssertGreaterThan(splits, 5)
        XCTAssertTrue(paragraphs.allSatisfy { $0.utf8.count <= 200 }, "\(paragraphs.map(\.utf8.count))")
        // Nothing lost but the spaces at the breaks.
        XCTAssertEqual(paragraphs.joined(separator: " ").split(separator: " "), line.split(separator: " "))
    }

    func testARunOfLinesIsBrokenBetweenLines() {
        let lines = Array(repeating: String(repeating: "x ", count: 20), count: 30)
        let (text, splits) = MarkdownParagraphSplitter.split(lines.joined(separator: "\n"), limit: 200)
        XCTAssertGreaterThan(splits, 0)
        XCTAssertEqual(text.split(separator: "\n").map(String.init), lines, "only blank lines added")
    }

    func testFencedCodeAndTablesAreLeftWhole() {
        let code = "```\n" + String(repeating: "let a = *b* [c](d)\n", count: 50) + "```\n"
        let table = "| a | b |\n|---|---|\n" + String(repeating: "| *x* | [y](z) |\n", count: 50)
        for source in [code, table, "~~~~\n" + code + "~~~~\n"] {
            let (text, splits) = MarkdownParagraphSplitter.split(source, limit: 200)
            XCTAssertEqual(text, source)
            XCTAssertEqual(splits, 0)
        }
    }

    func testTheDocumentSaysHowManyBreaks() {
        let document = MarkdownDocument(parsing: String(repeating: "a *b* [f](g) ", count: 1_000))
        guard case .paragraphsSplit(let count) = document.notices.last else {
            return XCTFail("\(document.notices)")
        }
        XCTAssertEqual(document.blocks.count, count + 1)
    }
}

extension MarkdownParagraphSplitterTests {
    func testListsQuotesAndHeadingsAreBlocksOfTheirOwn() {
        for marker in ["- ", "* ", "+ ", "1. ", "12) ", "> ", "# ", "    "] {
            let lines = Array(repeating: marker + String(repeating: "x ", count: 20), count: 30)
            let source = lines.joined(separator: "\n")
            let (text, splits) = MarkdownParagraphSplitter.split(source, limit: 200)
            XCTAssertEqual(text, source, "'\(marker)'")
            XCTAssertEqual(splits, 0, "'\(marker)'")
        }
    }
}
