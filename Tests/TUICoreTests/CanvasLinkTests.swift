import XCTest

@testable import TUICore

/// Links on a canvas (`Canvas.link(_:in:)`): one run a row, clipped to the canvas, moved
/// with a canvas drawn into another, and cut where something is drawn over them later.
final class CanvasLinkTests: XCTestCase {
    private let url = "https://example.com/a"

    func testALinkIsOneRunARowClippedToTheCanvas() {
        var canvas = Canvas(size: Size(width: 10, height: 3))
        canvas.link(url, in: Rect(x: 6, y: 1, width: 8, height: 5))
        XCTAssertEqual(
            canvas.links,
            [CanvasLink(row: 1, columns: 6..<10, url: url), CanvasLink(row: 2, columns: 6..<10, url: url)])
        canvas.link(url, in: Rect(x: 20, y: 0, width: 3, height: 1))
        XCTAssertEqual(canvas.links.count, 2, "outside the canvas: nothing")
    }

    func testTheNextSpanOfALinkJoinsIt() {
        var canvas = Canvas(size: Size(width: 20, height: 1))
        canvas.link(url, in: Rect(x: 0, y: 0, width: 4, height: 1))
        canvas.link(url, in: Rect(x: 4, y: 0, width: 3, height: 1))
        canvas.link("https://other.example", in: Rect(x: 7, y: 0, width: 2, height: 1))
        XCTAssertEqual(
            canvas.links,
            [
                CanvasLink(row: 0, columns: 0..<7, url: url),
                CanvasLink(row: 0, columns: 7..<9, url: "https://other.example"),
            ])
    }

    func testAURLTheSequenceCannotCarryDeclaresNothing() {
        var canvas = Canvas(size: Size(width: 10, height: 1))
        canvas.link("docs/table.md", in: canvas.bounds)
        canvas.link("", in: canvas.bounds)
        canvas.link("https://" + String(repeating: "a", count: 3000), in: canvas.bounds)
        XCTAssertEqual(canvas.links, [])
        canvas.link("https://example.com/\u{1B}]8;;evil\u{07}x", in: canvas.bounds)
        XCTAssertEqual(canvas.links.first?.url, "https://example.com/%1B]8;;evil%07x")
    }

    func testDrawingIntoAnotherCanvasMovesAndClipsTheLinks() {
        var card = Canvas(size: Size(width: 6, height: 2))
        card.write("link", at: Point(x: 1, y: 1))
        card.link(url, in: Rect(x: 1, y: 1, width: 4, height: 1))
        var screen = Canvas(size: Size(width: 10, height: 4))
        screen.draw(card, at: Point(x: 3, y: 1))
        XCTAssertEqual(screen.links, [CanvasLink(row: 2, columns: 4..<8, url: url)])
        var narrow = Canvas(size: Size(width: 6, height: 4))
        narrow.draw(card, at: Point(x: 3, y: 1))
        XCTAssertEqual(narrow.links, [CanvasLink(row: 2, columns: 4..<6, url: url)], "cut at the edge")
        var above = Canvas(size: Size(width: 10, height: 4))
        above.draw(card, at: Point(x: 0, y: -1))
        XCTAssertEqual(above.links, [CanvasLink(row: 0, columns: 1..<5, url: url)])
        above.draw(card, at: Point(x: 0, y: -2))
        XCTAssertEqual(above.links.count, 1, "a card wholly off the top adds and covers nothing")
        above.draw(Canvas(size: Size(width: 2, height: 1)), at: .zero)
        XCTAssertEqual(above.links, [CanvasLink(row: 0, columns: 2..<5, url: url)], "a blank canvas covers its cells")
    }

    func testAnOverlayDrawnLaterCutsTheCellsItCovers() {
        var screen = Canvas(size: Size(width: 20, height: 3))
        screen.write("a link across here", at: Point(x: 1, y: 1))
        screen.link(url, in: Rect(x: 1, y: 1, width: 18, height: 1))
        // A sheet drawn as a canvas of its own over the middle.
        screen.draw(Canvas(size: Size(width: 4, height: 3)), at: Point(x: 8, y: 0))
        XCTAssertEqual(
            screen.links,
            [CanvasLink(row: 1, columns: 1..<8, url: url), CanvasLink(row: 1, columns: 12..<19, url: url)])
        // A toast filled in place, then text written over the end.
        screen.fill(Rect(x: 0, y: 1, width: 3, height: 1))
        screen.write("xy", at: Point(x: 17, y: 1))
        XCTAssertEqual(
            screen.links,
            [CanvasLink(row: 1, columns: 3..<8, url: url), CanvasLink(row: 1, columns: 12..<17, url: url)])
        screen.set(Cell("z"), x: 5, y: 1)
        XCTAssertEqual(screen.links.map(\.columns), [3..<5, 6..<8, 12..<17])
    }

    func testRestylingALinkKeepsIt() {
        var screen = Canvas(size: Size(width: 10, height: 1))
        screen.write("link", at: .zero)
        screen.link(url, in: Rect(x: 0, y: 0, width: 4, height: 1))
        screen.apply(Style(attributes: .reverse), to: Rect(x: 0, y: 0, width: 4, height: 1))
        XCTAssertEqual(screen.links.count, 1, "the focus drawn on a link leaves it a link")
    }

    // MARK: Sanitizing

    func testSanitizingPercentEncodesEverythingButPrintableASCII() {
        XCTAssertEqual(HyperlinkSequence.sanitized("https://example.com/a?b=c;d#e"), "https://example.com/a?b=c;d#e")
        XCTAssertEqual(HyperlinkSequence.sanitized("  https://example.com/a b\n"), "https://example.com/a%20b")
        XCTAssertEqual(
            HyperlinkSequence.sanitized("https://пример.рф"),
            "https://%D0%BF%D1%80%D0%B8%D0%BC%D0%B5%D1%80.%D1%80%D1%84")
        XCTAssertEqual(
            HyperlinkSequence.sanitized("https://a/\u{1B}\\\u{07}\u{7F}\u{9C}"), "https://a/%1B\\%07%7F%C2%9C")
        XCTAssertEqual(HyperlinkSequence.sanitized("mailto:someone@example.com"), "mailto:someone@example.com")
        XCTAssertEqual(HyperlinkSequence.sanitized("file:///etc/hosts"), "file:///etc/hosts")
    }

    func testSanitizingRefusesWhatATerminalCannotOpen() {
        XCTAssertNil(HyperlinkSequence.sanitized(""))
        XCTAssertNil(HyperlinkSequence.sanitized("docs/table.md"), "relative")
        XCTAssertNil(HyperlinkSequence.sanitized("#keys"))
        XCTAssertNil(HyperlinkSequence.sanitized("1http://a"), "a scheme starts with a letter")
        XCTAssertNil(HyperlinkSequence.sanitized("\u{1B}]8;;x:y"), "no scheme before the escape")
        let longest = "https://a/" + String(repeating: "b", count: HyperlinkSequence.maximumURLLength - 10)
        XCTAssertEqual(HyperlinkSequence.sanitized(longest)?.count, 2083)
        XCTAssertNil(HyperlinkSequence.sanitized(longest + "b"))
        // Percent-encoding counts: 700 Cyrillic letters are 4,200 bytes encoded.
        XCTAssertNil(HyperlinkSequence.sanitized("https://a/" + String(repeating: "д", count: 700)))
    }

    func testNoSanitizedURLHoldsAControlByte() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            let scalars = (0..<Int.random(in: 0..<40, using: &generator)).map { _ in
                Unicode.Scalar(UInt8.random(in: 0...0xFF, using: &generator))
            }
            let url = "https://x/" + String(String.UnicodeScalarView(scalars))
            let safe = try? XCTUnwrap(HyperlinkSequence.sanitized(url))
            XCTAssertTrue(safe?.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F } == true, url.debugDescription)
        }
    }

    func testTheSequenceOpensAndClosesAroundTheText() {
        XCTAssertEqual(HyperlinkSequence.open("https://a"), "\u{1B}]8;;https://a\u{1B}\\")
        XCTAssertEqual(HyperlinkSequence.close, "\u{1B}]8;;\u{1B}\\")
    }

    // MARK: The ANSI frame

    func testTheANSIFrameHasOSC8AroundTheLinksText() {
        var canvas = Canvas(size: Size(width: 12, height: 2))
        canvas.write("see here.", at: Point(x: 0, y: 0))
        canvas.write("ok", at: Point(x: 0, y: 1))
        canvas.link(url, in: Rect(x: 4, y: 0, width: 4, height: 1))
        XCTAssertEqual(
            ANSIFrameWriter.write(canvas),
            "\u{1B}[0msee \u{1B}]8;;\(url)\u{1B}\\\u{1B}[0mhere\u{1B}]8;;\u{1B}\\\u{1B}[0m.\u{1B}[0m\n\u{1B}[0mok\u{1B}[0m\n"
        )
    }

    func testTheCellsOfARunInEachColourDepth() {
        var canvas = Canvas(size: Size(width: 4, height: 1))
        canvas.write("ab", at: .zero, style: Style(foreground: .rgb(255, 0, 0), background: .indexed(4)))
        canvas.write("é", at: Point(x: 2, y: 0), style: Style(attributes: .underline))
        XCTAssertEqual(
            ANSIFrameWriter.cells(of: canvas, row: 0, columns: 0..<3, depth: .trueColor),
            "\u{1B}[0;38;2;255;0;0;48;2;0;0;238mab\u{1B}[0;4mé")
        XCTAssertEqual(
            ANSIFrameWriter.cells(of: canvas, row: 0, columns: 1..<3, depth: .palette256),
            "\u{1B}[0;38;5;196;48;5;4mb\u{1B}[0;4mé")
        XCTAssertEqual(
            ANSIFrameWriter.cells(of: canvas, row: 0, columns: 0..<2, depth: .palette16), "\u{1B}[0;91;44mab")
        XCTAssertEqual(
            ANSIFrameWriter.cells(of: canvas, row: 0, columns: 0..<3, depth: .none, unicode: false),
            "\u{1B}[0mab\u{1B}[0;4m?")
        canvas.write("e\u{301}", at: Point(x: 2, y: 0))
        XCTAssertEqual(
            ANSIFrameWriter.cells(of: canvas, row: 0, columns: 2..<3, depth: .none, unicode: false), "\u{1B}[0m?",
            "a grapheme of two scalars is one ? as curses gets it")
    }

    func testTheSVGFrameHasAnAnchorOverTheLinksCells() {
        var canvas = Canvas(size: Size(width: 12, height: 2))
        canvas.write("see here.", at: Point(x: 0, y: 1))
        canvas.link("https://example.com/?a=1&b=\"2\"", in: Rect(x: 4, y: 1, width: 4, height: 1))
        let svg = SVGFrameWriter().write(canvas)
        let anchor =
            "<a href=\"https://example.com/?a=1&amp;b=&quot;2&quot;\"><rect x=\"33.6\" y=\"17\" width=\"33.6\" "
            + "height=\"17\" fill-opacity=\"0\"/></a>"
        XCTAssertTrue(svg.contains(anchor), svg)
    }
}
