import XCTest

@testable import TUICore

final class CanvasTests: XCTestCase {
    private let red = Color.rgb(255, 0, 0)
    private let blue = Color.rgb(0, 0, 255)
    private let green = Color.rgb(0, 255, 0)

    /// Checks the wide-grapheme invariant: every wide cell is followed by a continuation
    /// on the same row, and every continuation follows a wide cell.
    private func assertConsistent(
        _ canvas: Canvas, file: StaticString = #filePath, line: UInt = #line
    ) {
        for y in 0..<canvas.size.height {
            for x in 0..<canvas.size.width {
                let cell = canvas[x, y]
                if cell.width == 2 {
                    XCTAssertLessThan(
                        x + 1, canvas.size.width, "wide cell at the last column \(x),\(y)", file: file,
                        line: line)
                    if x + 1 < canvas.size.width {
                        XCTAssertTrue(
                            canvas[x + 1, y].isContinuation, "wide cell at \(x),\(y) has no continuation",
                            file: file, line: line)
                    }
                }
                if cell.isContinuation {
                    XCTAssertTrue(
                        x > 0 && canvas[x - 1, y].width == 2, "orphan continuation at \(x),\(y)", file: file,
                        line: line)
                }
            }
        }
    }

    // MARK: - Basics

    func testNewCanvasIsBlank() {
        let canvas = Canvas(size: Size(width: 3, height: 2))
        XCTAssertEqual(canvas.cells.count, 6)
        XCTAssertTrue(canvas.cells.allSatisfy { $0 == .blank })
        XCTAssertEqual(canvas.bounds, Rect(x: 0, y: 0, width: 3, height: 2))
        XCTAssertEqual(canvas.text, "\n")
        XCTAssertEqual(canvas.line(0), "   ")
    }

    func testACellShowsASpaceOnlyForAPlainSpace() {
        XCTAssertTrue(Cell.blank.showsSpace)
        XCTAssertTrue(Cell(" ", style: Style(attributes: .bold)).showsSpace)
        for symbol: Character in ["░", "a", "я", "\u{A0}", " \u{301}", "\t", "界"] {
            XCTAssertFalse(Cell(symbol).showsSpace, "\(symbol.unicodeScalars.map(\.value))")
        }
    }

    func testInitialFillCell() {
        let canvas = Canvas(size: Size(width: 2, height: 1), filling: Cell("#"))
        XCTAssertEqual(canvas.text, "##")
    }

    func testSubscriptsReadAndWrite() {
        var canvas = Canvas(size: Size(width: 3, height: 2))
        canvas[1, 1] = Cell("x", style: Style(foreground: red))
        XCTAssertEqual(canvas[1, 1].symbol, "x")
        XCTAssertEqual(canvas[1, 1].style.foreground, red)
        XCTAssertEqual(canvas[safe: 1, 1]?.symbol, "x")
        XCTAssertNil(canvas[safe: 3, 0])
        XCTAssertNil(canvas[safe: 0, 2])
        XCTAssertNil(canvas[safe: -1, 0])
        XCTAssertEqual(canvas.text, "\n x")
    }

    func testSetOutsideTheCanvasIsIgnored() {
        var canvas = Canvas(size: Size(width: 2, height: 2))
        let before = canvas
        canvas.set(Cell("x"), x: -1, y: 0)
        canvas.set(Cell("x"), x: 2, y: 0)
        canvas.set(Cell("x"), x: 0, y: 2)
        canvas.set(Cell("x"), x: 0, y: -1)
        XCTAssertEqual(canvas, before)
    }

    // MARK: - write

    func testWriteReturnsTheColumnsUsed() {
        var canvas = Canvas(size: Size(width: 20, height: 1))
        XCTAssertEqual(canvas.write("abc", at: Point(x: 2, y: 0)), 3)
        XCTAssertEqual(canvas.write("日本", at: Point(x: 6, y: 0)), 4)
        XCTAssertEqual(canvas.write("e\u{0301}😀", at: Point(x: 11, y: 0)), 3)
        XCTAssertEqual(canvas.text, "  abc 日本 e\u{0301}😀")
    }

    func testWritesChainByTheReturnedWidth() {
        var canvas = Canvas(size: Size(width: 10, height: 1))
        var x = 0
        x += canvas.write("日", at: Point(x: x, y: 0))
        x += canvas.write("ab", at: Point(x: x, y: 0))
        x += canvas.write("😀", at: Point(x: x, y: 0))
        XCTAssertEqual(x, 6)
        XCTAssertEqual(canvas.text, "日ab😀")
    }

    /// A text is written as its graphemes one by one would be: the plain scalars it draws
    /// without breaking the text into graphemes (ASCII, Latin-1, Cyrillic) next to marks,
    /// joiners, controls, CRLF, flags and wide ones, clipped anywhere, from a substring too.
    func testATextIsWrittenAsItsGraphemesOneByOne() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let text = GraphemeMix.text(maxPieces: 10, using: &generator)
            let width = Int.random(in: 1...14, using: &generator)
            let clip = Rect(x: Int.random(in: 0...3, using: &generator), y: 0, width: width, height: 1)
            let start = Point(x: Int.random(in: -2...4, using: &generator), y: 0)
            var whole = Canvas(size: Size(width: 12, height: 1))
            let used = whole.write(text.dropFirst(0), at: start, clip: clip)
            var oneByOne = Canvas(size: Size(width: 12, height: 1))
            var x = start.x
            for character in text { x += oneByOne.write(String(character), at: Point(x: x, y: 0), clip: clip) }
            XCTAssertEqual(whole.text, oneByOne.text, text.debugDescription)
            XCTAssertEqual(used, x - start.x, text.debugDescription)
            for column in 0..<12 { XCTAssertEqual(whole[column, 0], oneByOne[column, 0], text.debugDescription) }
            assertConsistent(whole)
        }
    }

    func testWideGraphemeOccupiesTwoCells() {
        var canvas = Canvas(size: Size(width: 4, height: 1))
        canvas.write("日", at: Point(x: 1, y: 0))
        XCTAssertEqual(canvas[1, 0].symbol, "日")
        XCTAssertEqual(canvas[1, 0].width, 2)
        XCTAssertTrue(canvas[2, 0].isContinuation)
        XCTAssertEqual(canvas[3, 0], .blank)
        XCTAssertEqual(canvas.line(0), " 日 ")
        assertConsistent(canvas)
    }

    func testWriteIsClippedToTheCanvas() {
        var canvas = Canvas(size: Size(width: 4, height: 2))
        XCTAssertEqual(canvas.write("abcdef", at: Point(x: 1, y: 0)), 3)
        XCTAssertEqual(canvas.write("zz", at: Point(x: 0, y: 2)), 0)
        XCTAssertEqual(canvas.write("zz", at: Point(x: 0, y: -1)), 0)
        XCTAssertEqual(canvas.write("zz", at: Point(x: 4, y: 1)), 0)
        XCTAssertEqual(canvas.text, " abc\n")
    }

    func testWriteIsClippedToTheClipRect() {
        var canvas = Canvas(size: Size(width: 10, height: 3))
        let clip = Rect(x: 2, y: 1, width: 4, height: 1)
        canvas.write("abcdefgh", at: Point(x: 0, y: 1), clip: clip)
        XCTAssertEqual(canvas.text, "\n  cdef\n")
        // Rows outside the clip are untouched.
        XCTAssertEqual(canvas.write("xyz", at: Point(x: 2, y: 0), clip: clip), 0)
        XCTAssertEqual(canvas.write("xyz", at: Point(x: 2, y: 2), clip: clip), 0)
        XCTAssertEqual(canvas.text, "\n  cdef\n")
    }

    func testClipRectLargerThanTheCanvasStillClipsToTheCanvas() {
        var canvas = Canvas(size: Size(width: 3, height: 1))
        canvas.write("abcdef", at: .zero, clip: Rect(x: -5, y: -5, width: 50, height: 50))
        XCTAssertEqual(canvas.text, "abc")
    }

    func testTextStartingLeftOfTheCanvasShowsItsTail() {
        var canvas = Canvas(size: Size(width: 5, height: 1))
        let used = canvas.write("abcdef", at: Point(x: -2, y: 0))
        XCTAssertEqual(canvas.text, "cdef")
        XCTAssertEqual(used, 6)
    }

    func testWideGraphemeCutByTheLeftEdgeBecomesASpace() {
        var canvas = Canvas(size: Size(width: 5, height: 1), filling: Cell("."))
        canvas.write("日本x", at: Point(x: -1, y: 0))
        // 日 would cover columns -1 and 0: its visible half is a space.
        XCTAssertEqual(canvas.line(0), " 本x.")
        XCTAssertEqual(canvas[0, 0].width, 1)
        assertConsistent(canvas)
    }

    func testWideGraphemeStraddlingTheRightClipEdgeBecomesASpace() {
        var canvas = Canvas(size: Size(width: 8, height: 1), filling: Cell("."))
        let clip = Rect(x: 0, y: 0, width: 5, height: 1)
        canvas.write("ab日本", at: .zero, clip: clip)
        // 本 would cover columns 4 and 5; only column 4 is inside the clip.
        XCTAssertEqual(canvas.line(0), "ab日 ...")
        XCTAssertEqual(canvas[4, 0].symbol, " ")
        XCTAssertEqual(canvas[4, 0].width, 1)
        XCTAssertEqual(canvas[5, 0].symbol, ".")
        assertConsistent(canvas)
    }

    func testWideGraphemeStraddlingTheCanvasEdgeBecomesASpace() {
        var canvas = Canvas(size: Size(width: 3, height: 1), filling: Cell("."))
        canvas.write("a😀", at: Point(x: 1, y: 0))
        XCTAssertEqual(canvas.line(0), ".a ")
        assertConsistent(canvas)
    }

    func testWideGraphemeStraddlingTheLeftClipEdgeBecomesASpace() {
        var canvas = Canvas(size: Size(width: 6, height: 1), filling: Cell("."))
        canvas.write("日本", at: Point(x: 1, y: 0), clip: Rect(x: 2, y: 0, width: 4, height: 1))
        XCTAssertEqual(canvas.line(0), ".. 本.")
        assertConsistent(canvas)
    }

    func testWideGraphemeAtTheLastColumnPair() {
        var canvas = Canvas(size: Size(width: 4, height: 1))
        canvas.write("ab日", at: .zero)
        XCTAssertEqual(canvas.line(0), "ab日")
        XCTAssertEqual(canvas[2, 0].width, 2)
        XCTAssertTrue(canvas[3, 0].isContinuation)
        assertConsistent(canvas)
    }

    func testOverwritingTheLeftHalfOfAWideGraphemeRepairsTheRightHalf() {
        var canvas = Canvas(size: Size(width: 4, height: 1))
        canvas.write("日本", at: .zero)
        canvas.write("x", at: .zero)
        XCTAssertEqual(canvas.line(0), "x 本")
        XCTAssertEqual(canvas[1, 0].width, 1)
        assertConsistent(canvas)
    }

    func testOverwritingTheRightHalfOfAWideGraphemeRepairsTheLeftHalf() {
        var canvas = Canvas(size: Size(width: 4, height: 1))
        canvas.write("日本", at: .zero)
        canvas.write("x", at: Point(x: 1, y: 0))
        XCTAssertEqual(canvas.line(0), " x本")
        XCTAssertEqual(canvas[0, 0].width, 1)
        assertConsistent(canvas)
    }

    func testWideGraphemeOverlappingTwoWideGraphemesRepairsBoth() {
        var canvas = Canvas(size: Size(width: 6, height: 1))
        canvas.write("日本語", at: .zero)
        canvas.write("😀", at: Point(x: 1, y: 0))
        XCTAssertEqual(canvas.line(0), " 😀 語")
        assertConsistent(canvas)
    }

    func testRepairKeepsTheStyleOfTheRepairedHalf() {
        var canvas = Canvas(size: Size(width: 4, height: 1))
        canvas.write("日", at: .zero, style: Style(background: blue))
        canvas.write("x", at: Point(x: 1, y: 0), style: Style(foreground: red))
        XCTAssertEqual(canvas[0, 0].symbol, " ")
        XCTAssertEqual(canvas[0, 0].style.background, blue)
    }

    func testWriteKeepsTheExistingBackground() {
        var canvas = Canvas(size: Size(width: 4, height: 1))
        canvas.setStyle(Style(foreground: green, background: blue), in: canvas.bounds)
        canvas.write("ab", at: .zero, style: Style(foreground: red, attributes: .bold))
        XCTAssertEqual(canvas[0, 0].style, Style(foreground: red, background: blue, attributes: .bold))
        XCTAssertEqual(canvas[1, 0].style.background, blue)
        // No foreground in the style: the cell's own foreground stays.
        canvas.write("c", at: Point(x: 2, y: 0))
        XCTAssertEqual(canvas[2, 0].style, Style(foreground: green, background: blue))
        // A background in the style replaces the cell's.
        canvas.write("d", at: Point(x: 3, y: 0), style: Style(background: red))
        XCTAssertEqual(canvas[3, 0].style.background, red)
    }

    func testWriteKeepsTheBackgroundUnderWideGraphemes() {
        var canvas = Canvas(size: Size(width: 4, height: 1))
        canvas.setStyle(Style(background: blue), in: canvas.bounds)
        canvas.write("日", at: .zero, style: Style(foreground: red))
        XCTAssertEqual(canvas[0, 0].style.background, blue)
        XCTAssertEqual(canvas[1, 0].style.background, blue)
    }

    func testSpaceLeftForACutWideGraphemeKeepsTheBackground() {
        var canvas = Canvas(size: Size(width: 4, height: 1))
        canvas.setStyle(Style(background: blue), in: canvas.bounds)
        canvas.write("日x", at: Point(x: -1, y: 0), style: Style(foreground: red))
        XCTAssertEqual(canvas[0, 0].symbol, " ")
        XCTAssertEqual(canvas[0, 0].style, Style(foreground: red, background: blue))
        XCTAssertEqual(canvas[1, 0].style, Style(foreground: red, background: blue))

        var clipped = Canvas(size: Size(width: 4, height: 1))
        clipped.setStyle(Style(background: blue), in: Rect(x: 2, y: 0, width: 2, height: 1))
        clipped.write(
            "日", at: Point(x: 1, y: 0), style: Style(foreground: red),
            clip: Rect(x: 2, y: 0, width: 2, height: 1))
        XCTAssertEqual(clipped[2, 0].symbol, " ")
        XCTAssertEqual(clipped[2, 0].style.background, blue)
        XCTAssertEqual(clipped[1, 0], .blank)
    }

    func testControlCharactersAreNotWritten() {
        var canvas = Canvas(size: Size(width: 5, height: 1))
        XCTAssertEqual(canvas.write("a\tb\nc", at: .zero), 3)
        XCTAssertEqual(canvas.text, "abc")
    }

    func testCombiningMarksStayWithTheirBase() {
        var canvas = Canvas(size: Size(width: 3, height: 1))
        canvas.write("e\u{0301}й", at: .zero)
        XCTAssertEqual(canvas[0, 0].symbol, "e\u{0301}")
        XCTAssertEqual(canvas.text, "e\u{0301}й")
    }

    func testAScalarThatIsNotPrintableIsDrawnAsOneReplacementCell() {
        // U+1FAE8 is unassigned in glibc 2.36 (wcwidth -1): never sent to the terminal.
        var canvas = Canvas(size: Size(width: 4, height: 1))
        XCTAssertEqual(canvas.write("a\u{1FAE8}b", at: .zero), 3)
        XCTAssertEqual(canvas.text, "a\u{FFFD}b")
        XCTAssertEqual(canvas[2, 0].symbol, "b", "the rest of the row stays where the terminal puts it")
    }

    func testAZWJSequenceIsDrawnEmojiByEmojiAsTheTerminalCountsIt() {
        var canvas = Canvas(size: Size(width: 6, height: 1))
        XCTAssertEqual(canvas.write("👨\u{200D}👩x", at: .zero), 5)
        XCTAssertEqual(canvas[0, 0].symbol, "👨\u{200D}")
        XCTAssertEqual(canvas[0, 0].width, 2)
        XCTAssertTrue(canvas[1, 0].isContinuation)
        XCTAssertEqual(canvas[2, 0].symbol, "👩")
        XCTAssertEqual(canvas[4, 0].symbol, "x")
    }

    func testAFlagIsTwoOneCellIndicators() {
        var canvas = Canvas(size: Size(width: 3, height: 1))
        XCTAssertEqual(canvas.write("🇯🇵x", at: .zero), 3)
        XCTAssertEqual(canvas[0, 0].symbol, "🇯")
        XCTAssertEqual(canvas[1, 0].symbol, "🇵")
        XCTAssertEqual(canvas[2, 0].symbol, "x")
    }

    func testAPieceCutByTheClipEdgeBecomesASpace() {
        var canvas = Canvas(size: Size(width: 3, height: 1))
        XCTAssertEqual(canvas.write("👨\u{200D}👩", at: .zero, clip: Rect(x: 0, y: 0, width: 3, height: 1)), 4)
        XCTAssertEqual(canvas[0, 0].symbol, "👨\u{200D}")
        XCTAssertEqual(canvas[2, 0].symbol, " ")
    }

    // MARK: - fill, apply, setStyle

    func testFillIsClippedToTheCanvas() {
        var canvas = Canvas(size: Size(width: 4, height: 3))
        canvas.fill(Rect(x: 2, y: 1, width: 5, height: 5), with: Cell("#"))
        XCTAssertEqual(canvas.text, "\n  ##\n  ##")
        canvas.fill(Rect(x: 3, y: 1, width: 1, height: 1))
        XCTAssertEqual(canvas.text, "\n  #\n  ##")
    }

    func testFillRepairsWideGraphemesItCuts() {
        var canvas = Canvas(size: Size(width: 6, height: 1))
        canvas.write("日本語", at: .zero)
        canvas.fill(Rect(x: 1, y: 0, width: 3, height: 1), with: Cell("#"))
        XCTAssertEqual(canvas.line(0), " ###語")
        assertConsistent(canvas)
    }

    func testApplyPatchesEachCell() {
        var canvas = Canvas(size: Size(width: 3, height: 1))
        canvas.write(
            "abc", at: .zero, style: Style(foreground: red, background: blue, attributes: .italic))
        canvas.apply(
            Style(background: green, attributes: .bold), to: Rect(x: 1, y: 0, width: 5, height: 1))
        XCTAssertEqual(
            canvas[0, 0].style, Style(foreground: red, background: blue, attributes: .italic))
        XCTAssertEqual(
            canvas[1, 0].style, Style(foreground: red, background: green, attributes: [.italic, .bold]))
        XCTAssertEqual(
            canvas[2, 0].style, Style(foreground: red, background: green, attributes: [.italic, .bold]))
        XCTAssertEqual(canvas.text, "abc")
    }

    func testSetStyleReplacesEachCellsStyle() {
        var canvas = Canvas(size: Size(width: 3, height: 1))
        canvas.write("abc", at: .zero, style: Style(foreground: red, attributes: .italic))
        canvas.setStyle(Style(background: green), in: Rect(x: -1, y: 0, width: 2, height: 1))
        XCTAssertEqual(canvas[0, 0].style, Style(background: green))
        XCTAssertEqual(canvas[1, 0].style, Style(foreground: red, attributes: .italic))
        XCTAssertEqual(canvas.text, "abc")
    }

    // MARK: - draw

    func testDrawCopiesCellsAtTheOrigin() {
        var source = Canvas(size: Size(width: 3, height: 2))
        source.write("ab", at: .zero, style: Style(foreground: red))
        source.write("日", at: Point(x: 1, y: 1))
        var canvas = Canvas(size: Size(width: 6, height: 3), filling: Cell("."))
        canvas.draw(source, at: Point(x: 2, y: 1))
        XCTAssertEqual(canvas.text, "......\n..ab .\n.. 日.")
        XCTAssertEqual(canvas[2, 1].style.foreground, red)
        XCTAssertEqual(canvas[3, 2].width, 2)
        XCTAssertTrue(canvas[4, 2].isContinuation)
        assertConsistent(canvas)
    }

    func testDrawIsClippedToTheCanvas() {
        var source = Canvas(size: Size(width: 3, height: 3), filling: Cell("#"))
        source.write("abc", at: .zero)
        var canvas = Canvas(size: Size(width: 3, height: 2))
        canvas.draw(source, at: Point(x: 1, y: -1))
        XCTAssertEqual(canvas.text, " ##\n ##")
        canvas.draw(source, at: Point(x: -2, y: 0))
        XCTAssertEqual(canvas.text, "c##\n###")
    }

    func testDrawOverWideGraphemesRepairsThem() {
        var canvas = Canvas(size: Size(width: 6, height: 1))
        canvas.write("日本語", at: .zero)
        canvas.draw(Canvas(size: Size(width: 1, height: 1), filling: Cell("x")), at: Point(x: 3, y: 0))
        XCTAssertEqual(canvas.line(0), "日 x語")
        assertConsistent(canvas)
    }

    func testDrawNeverSplitsAWideGraphemeAtTheCanvasEdge() {
        var source = Canvas(size: Size(width: 4, height: 1))
        source.write("日本", at: .zero)

        var right = Canvas(size: Size(width: 3, height: 1), filling: Cell("."))
        right.draw(source, at: .zero)
        // 本 would start at the last column: only its left half is visible.
        XCTAssertEqual(right.line(0), "日 ")
        assertConsistent(right)

        var left = Canvas(size: Size(width: 3, height: 1), filling: Cell("."))
        left.draw(source, at: Point(x: -1, y: 0))
        // 日 would start left of the canvas: only its right half is visible.
        XCTAssertEqual(left.line(0), " 本")
        assertConsistent(left)
    }

    // MARK: - line and text

    func testDrawCarriesTheFocusAndDropsItOffTheCanvas() {
        var inner = Canvas(size: Size(width: 3, height: 2))
        inner.focus = Point(x: 1, y: 1)
        var outer = Canvas(size: Size(width: 6, height: 4))
        outer.draw(inner, at: Point(x: 2, y: 1))
        XCTAssertEqual(outer.focus, Point(x: 3, y: 2))
        var other = Canvas(size: Size(width: 6, height: 4))
        other.draw(inner, at: Point(x: 5, y: 3))
        XCTAssertNil(other.focus, "a focus the canvas cuts off is no focus")
    }

    func testDrawCarriesTheDisabledAreasCutToTheCanvas() {
        var inner = Canvas(size: Size(width: 4, height: 2))
        inner.disabledAreas = [Rect(x: 0, y: 0, width: 4, height: 1), Rect(x: 2, y: 1, width: 2, height: 1)]
        var outer = Canvas(size: Size(width: 6, height: 4))
        outer.draw(inner, at: Point(x: 3, y: 3))
        XCTAssertEqual(
            outer.disabledAreas, [Rect(x: 3, y: 3, width: 3, height: 1)], "cut at the edge, the second off it")
    }

    func testLineSkipsContinuations() {
        var canvas = Canvas(size: Size(width: 6, height: 1))
        canvas.write("a日😀", at: .zero)
        XCTAssertEqual(canvas.line(0), "a日😀 ")
        XCTAssertEqual(canvas.line(0).cellWidth, 6)
    }

    func testTextTrimsTrailingSpacesOnEveryRow() {
        var canvas = Canvas(size: Size(width: 5, height: 3))
        canvas.write(" a b", at: Point(x: 0, y: 0))
        canvas.write("c", at: Point(x: 4, y: 2))
        XCTAssertEqual(canvas.text, " a b\n\n    c")
        XCTAssertEqual(canvas.line(0), " a b ")
    }
}
