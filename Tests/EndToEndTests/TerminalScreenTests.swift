import TUIPseudoTerminal
import TUITestSupport
import XCTest

/// The VT model and `plainText` the end-to-end tests read the app's output with.
final class TerminalScreenTests: XCTestCase {
    private func screen(_ text: String, rows: Int = 4, columns: Int = 10) -> TerminalScreen {
        var screen = TerminalScreen(rows: rows, columns: columns)
        screen.feed(Array(text.utf8))
        return screen
    }

    func testCursorPositioningAndText() {
        let screen = screen("\u{1B}[2;3Hab\u{1B}[1;1Hxy\u{1B}[4;8Hend")
        XCTAssertEqual(screen.lines, ["xy", "  ab", "", "       end"])
    }

    func testRelativeMovesAndRepeat() {
        let screen = screen("a\u{1B}[2Cb\u{1B}[B\u{1B}[3Dc\u{1B}[4b")
        XCTAssertEqual(screen.lines, ["a  b", " ccccc", "", ""])
    }

    func testErasesClearCells() {
        var screen = screen("0123456789\r\nabcdefghij")
        screen.feed(Array("\u{1B}[1;4H\u{1B}[K\u{1B}[2;3H\u{1B}[2X".utf8))
        XCTAssertEqual(screen.lines, ["012", "ab  efghij", "", ""])
        screen.feed(Array("\u{1B}[2J".utf8))
        XCTAssertEqual(screen.text, "\n\n\n")
    }

    func testWideCharactersTakeTwoCellsAndCutOnOverwrite() {
        var screen = screen("日本x")
        XCTAssertEqual(screen.line(0), "日本x")
        XCTAssertEqual(screen.cursorColumn, 5)
        screen.feed(Array("\u{1B}[1;2Hz".utf8))
        XCTAssertEqual(screen.line(0), " z本x")
    }

    /// The monkey test's 30 s run: a frame of wide characters on a terminal one column wide.
    func testAWideCharacterOnAOneColumnTerminalIsNotShown() {
        let screen = screen("日x\r\n本", rows: 2, columns: 1)
        XCTAssertEqual(screen.lines, ["x", ""])
    }

    func testUTF8SplitAcrossFeeds() {
        var screen = TerminalScreen(rows: 1, columns: 10)
        let bytes = Array("→é".utf8)
        for byte in bytes { screen.feed([byte]) }
        XCTAssertEqual(screen.line(0), "→é")
    }

    func testAutowrapAndScroll() {
        let screen = screen("abcdefghijKL\r\n2\r\n3\r\n4", rows: 3)
        XCTAssertEqual(screen.lines, ["KL", "2", "3", "4"].suffix(3).map { $0 })
    }

    func testAlternateScreenAndCursorVisibility() {
        var screen = screen("shell")
        // Like xterm, 1049 keeps the cursor where it was and clears the alternate screen.
        screen.feed(Array("\u{1B}[?1049h\u{1B}[?25lapp\u{1B}[Hx".utf8))
        XCTAssertTrue(screen.isAlternateScreen)
        XCTAssertFalse(screen.isCursorVisible)
        XCTAssertEqual(screen.line(0), "x    app")
        screen.feed(Array("\u{1B}[?1049l\u{1B}[?12l\u{1B}[?25h".utf8))
        XCTAssertFalse(screen.isAlternateScreen)
        XCTAssertTrue(screen.isCursorVisible)
        XCTAssertEqual(screen.line(0), "shell")
    }

    func testScrollRegionAndInsertDeleteLines() {
        var screen = screen("1\r\n2\r\n3\r\n4")
        screen.feed(Array("\u{1B}[2;3r\u{1B}[3;1H\n".utf8))
        XCTAssertEqual(screen.lines, ["1", "3", "", "4"])
        screen.feed(Array("\u{1B}[r\u{1B}[1;1H\u{1B}[L".utf8))
        XCTAssertEqual(screen.lines, ["", "1", "3", ""])
        screen.feed(Array("\u{1B}[M".utf8))
        XCTAssertEqual(screen.lines, ["1", "3", "", ""])
    }

    func testResizeKeepsTheTopLeft() {
        var screen = screen("abcdefghij\r\nklmnopqrst")
        screen.resize(rows: 1, columns: 4)
        XCTAssertEqual(screen.lines, ["abcd"])
        screen.resize(rows: 2, columns: 6)
        XCTAssertEqual(screen.lines, ["abcd", ""])
    }

    func testLineDrawingCharset() {
        let screen = screen("\u{1B}(0lqk\u{1B}(Bq")
        XCTAssertEqual(screen.line(0), "┌─┐q")
    }

    func testPlainTextRemovesEscapeSequences() {
        let text = "\u{1B}[?1049h\u{1B}[1;1H\u{1B}[38;5;12mLib\u{1B}[0mrary" + "\u{1B}]0;title\u{07}\u{1B}(B ok\r\n"
        let bytes = Array(text.utf8)
        XCTAssertEqual(PseudoTerminal.plainText(bytes), "Library ok\n")
        // "Л" is D0 9B: its second byte is no 8-bit CSI.
        XCTAssertEqual(PseudoTerminal.plainText(Array("\u{1B}[1mЛес\u{1B}[m".utf8)), "Лес")
    }
}
