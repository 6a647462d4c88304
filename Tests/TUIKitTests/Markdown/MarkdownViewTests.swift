import SnapshotTesting
import TUISnapshotTesting
import XCTest

@testable import TUIKit
@testable import TUIMarkdown

/// The reader drawn: its states as snapshots (styled, ASCII, without colour), its keys,
/// the wheel, a click on a link, and sources that are not what Markdown should be.
@MainActor
final class MarkdownViewTests: XCTestCase {
    static let sample = """
        # Reader

        Text with **bold**, *emphasis*, `code`, ~~struck~~ and a [link](https://example.com/a).

        ## Tasks

        - [x] parse with cmark-gfm
        - [ ] draw it
          1. nested one
          2. nested two

        > A quote with a ![picture](cat.png).

        ```swift
        let reader = MarkdownReader(MarkdownDocument(parsing: text))
        ```

        ### Table

        | Key | What it does |
        |:----|-------------:|
        | t | table of contents |
        | Tab | the next heading or link |

        ---

        Last line.
        """

    private func render(
        _ reader: MarkdownReader, size: Size = Size(width: 48, height: 16), unicode: Bool = true
    ) -> Canvas {
        let frame = Frame(canvas: Canvas(size: size), theme: .dark, unicode: unicode)
        MarkdownView(reader: reader).render(in: frame.bounds, frame: frame)
        return frame.canvas
    }

    private func reader(_ source: String = sample) -> MarkdownReader {
        MarkdownReader(MarkdownDocument(parsing: source))
    }

    // MARK: States

    func testTheTopOfADocument() async {
        assertSnapshot(of: render(reader()), as: .frameStyled)
    }

    func testScrolledToATableAndACodeBlock() async {
        let reader = reader()
        _ = render(reader)
        reader.scroll(by: 14)
        let canvas = render(reader)
        XCTAssertTrue(canvas.text.contains("│ Tab │"), canvas.text)
        assertSnapshot(of: canvas, as: .frameStyled)
    }

    func testWithoutColorOrUnicode() async {
        let reader = reader()
        _ = render(reader, unicode: false)
        reader.scroll(by: 6)
        assertSnapshot(of: render(reader, unicode: false), as: .frameStyledWithoutColor)
    }

    func testTheTableOfContentsOpen() async {
        let reader = reader()
        _ = render(reader)
        reader.toggleContents()
        reader.moveContentsSelection(by: 2)
        let canvas = render(reader)
        XCTAssertEqual(canvas.focus, Point(x: 6, y: 3), "the cursor on the selected heading")
        assertSnapshot(of: canvas, as: .frameStyled)
    }

    func testAFocusedLinkIsReversedAndTheCursorSitsOnIt() async {
        let reader = reader()
        _ = render(reader)
        reader.focusNext()
        reader.focusNext()
        XCTAssertEqual(reader.focusedLink, "https://example.com/a")
        let canvas = render(reader)
        XCTAssertEqual(canvas.focus.map { canvas[$0.x, $0.y].symbol }, "l")
        assertSnapshot(of: canvas, as: .frameStyled)
    }

    func testBadInputShowsANoticeNotACrash() async {
        var bytes = Array("# Bad\n\nnot \u{0}utf-8: ".utf8) + [0xFF, 0xFE] + Array(" end\n".utf8)
        bytes += Array(repeating: UInt8(ascii: "x"), count: 10)
        let document = MarkdownDocument(parsing: bytes, byteLimit: bytes.count - 4)
        XCTAssertEqual(document.notices, [.notUTF8, .truncated(shownBytes: 26, totalBytes: 36), .nulBytes(1)])
        assertSnapshot(of: render(MarkdownReader(document), size: Size(width: 60, height: 6)), as: .frameStyled)
    }

    func testAnEmptyDocumentAndATinyArea() async {
        XCTAssertTrue(render(reader(""), size: Size(width: 20, height: 4)).text.contains("Nothing to show"))
        // Too small for anything but the text: no crash, no status line.
        let tiny = render(reader(), size: Size(width: 3, height: 2))
        XCTAssertEqual(tiny.line(0), "Rea")
    }

    // MARK: Keys and mouse

    func testKeysScrollFocusAndOpenTheTableOfContents() async {
        let reader = reader()
        var opened: [String] = []
        reader.onOpenLink = { opened.append($0) }
        let pilot = makePilot(
            root: HostingController(rootView: MarkdownView(reader: reader)), size: Size(width: 48, height: 12))
        pilot.press(.down, .down)
        XCTAssertEqual(reader.offset, 2)
        pilot.press(.end)
        XCTAssertEqual(reader.offset, reader.maxOffset)
        pilot.press(.home)
        pilot.press(.tab, .tab, .enter)
        XCTAssertEqual(opened, ["https://example.com/a"])
        pilot.press(.character("t"))
        XCTAssertTrue(pilot.text.contains("Contents"))
        pilot.press(.down, .down, .enter)
        XCTAssertFalse(reader.isShowingContents)
        XCTAssertEqual(reader.layout.headings[2].title, "Table")
        XCTAssertEqual(reader.offset, min(reader.layout.headings[2].line, reader.maxOffset))
    }

    func testTheWheelScrollsAndAClickOpensALink() async {
        let reader = reader()
        var opened: [String] = []
        reader.onOpenLink = { opened.append($0) }
        let pilot = makePilot(
            root: HostingController(rootView: MarkdownView(reader: reader)), size: Size(width: 48, height: 12))
        XCTAssertTrue(pilot.click(on: "link"))
        XCTAssertEqual(opened, ["https://example.com/a"])
        pilot.scroll(up: false, x: 5, y: 5)
        XCTAssertEqual(reader.offset, MarkdownReader.wheelLines)
        pilot.scroll(up: true, x: 5, y: 5)
        XCTAssertEqual(reader.offset, 0)
        // The scroll bar, the last column: its last row is the end, its first the top.
        pilot.click(x: 47, y: 10)
        XCTAssertEqual(reader.offset, reader.maxOffset)
        pilot.click(x: 47, y: 0)
        XCTAssertEqual(reader.offset, 0)
    }

    func testALinkToAHeadingOfThePageJumpsThere() async {
        let reader = reader("[to the table](#table) and [nowhere](#missing)\n\n" + Self.sample)
        var opened: [String] = []
        reader.onOpenLink = { opened.append($0) }
        let pilot = makePilot(
            root: HostingController(rootView: MarkdownView(reader: reader)), size: Size(width: 48, height: 12))
        XCTAssertTrue(pilot.click(on: "to the table"))
        XCTAssertEqual(opened, [], "the reader jumps itself")
        XCTAssertEqual(reader.layout.headings[2].title, "Table")
        XCTAssertEqual(reader.offset, min(reader.layout.headings[2].line, reader.maxOffset))
        XCTAssertNil(reader.openedLink)
        reader.open("#missing")
        XCTAssertEqual(opened, ["#missing"], "an anchor no heading has goes to the app")
    }

    func testTheLayoutIsMadeOncePerWidth() async {
        let reader = reader()
        _ = render(reader)
        let first = reader.layout(width: 47, unicode: true).lines.count
        _ = render(reader, size: Size(width: 30, height: 16))
        XCTAssertGreaterThan(reader.layout.lines.count, first, "narrower: more lines")
        XCTAssertEqual(reader.layout.width, 28)
    }

    // MARK: Hyperlinks

    func testLinksAreDeclaredOneRegionARowWhereTheyShow() async {
        let reader = reader(
            "Read [the long link text that wraps onto the next row](https://example.com/long) and [a page](table.md).")
        let canvas = render(reader, size: Size(width: 30, height: 8))
        let url = "https://example.com/long"
        XCTAssertEqual(Set(canvas.links.map(\.url)), [url], "the relative link is no hyperlink")
        XCTAssertGreaterThan(canvas.links.count, 1, "wrapped: more than one row")
        XCTAssertEqual(Set(canvas.links.map(\.row)).count, canvas.links.count, "one region a row")
        // Each region covers exactly the link's text on its row.
        let text = canvas.links.map { link in
            link.columns.map { String(canvas[$0, link.row].symbol) }.joined()
        }.joined(separator: " ")
        XCTAssertEqual(
            text.split(separator: " ").joined(separator: " "), "the long link text that wraps onto the next row")
    }
}
