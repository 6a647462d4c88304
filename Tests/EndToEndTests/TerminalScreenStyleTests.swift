import TUIPseudoTerminal
import XCTest

/// The screen keeps each cell's colors and attributes, through the operations that move cells.
final class TerminalScreenStyleTests: XCTestCase {
    private func screen(_ text: String, rows: Int = 3, columns: Int = 6) -> TerminalScreen {
        var screen = TerminalScreen(rows: rows, columns: columns)
        screen.feed(Array(text.utf8))
        return screen
    }

    func testSGRSetsAndResets() {
        let screen = screen("\u{1B}[1;4;7;33;104ma\u{1B}[22;24;27;39;49mb\u{1B}[2;3mc\u{1B}[mD")
        let styles = screen.styles(ofRow: 0)
        XCTAssertTrue(styles[0].bold && styles[0].underline && styles[0].reverse)
        XCTAssertEqual(styles[0].foreground, 3)
        XCTAssertEqual(styles[0].background, 12)
        XCTAssertTrue(styles[1].isDefault)
        XCTAssertTrue(styles[2].dim && styles[2].italic)
        XCTAssertTrue(styles[3].isDefault)
        XCTAssertEqual(screen.line(0), "abcD")
    }

    func testErasesTakeTheBackgroundAndScrollsMoveStyles() {
        var screen = screen("\u{1B}[31mred\r\n\u{1B}[0;42m\u{1B}[2K\u{1B}[m")
        XCTAssertEqual(screen.styles(ofRow: 0)[0].foreground, 1)
        XCTAssertEqual(screen.styles(ofRow: 1).map(\.background), Array(repeating: 2, count: 6))
        // A scroll moves the styles with their text.
        screen.feed(Array("\u{1B}[3;1H\n".utf8))
        XCTAssertEqual(screen.line(0), "")
        XCTAssertEqual(screen.styles(ofRow: 0)[0].background, 2)
        XCTAssertTrue(screen.styles(ofRow: 2).allSatisfy(\.isDefault))
    }

    func testInsertDeleteAndTheAlternateScreen() {
        var screen = screen("\u{1B}[35mabc\u{1B}[m\u{1B}[1;1H\u{1B}[2@")
        XCTAssertEqual(screen.line(0), "  abc")
        XCTAssertEqual(screen.styles(ofRow: 0).map(\.foreground), [-1, -1, 5, 5, 5, -1])
        screen.feed(Array("\u{1B}[2P".utf8))
        XCTAssertEqual(screen.styles(ofRow: 0).map(\.foreground), [5, 5, 5, -1, -1, -1])
        screen.feed(Array("\u{1B}[?1049h\u{1B}[44mx".utf8))
        XCTAssertEqual(screen.styles(ofRow: 0)[0].background, 4)
        screen.feed(Array("\u{1B}[?1049l".utf8))
        XCTAssertEqual(screen.styles(ofRow: 0).map(\.foreground), [5, 5, 5, -1, -1, -1])
        // 256 and 24-bit colors; a resize keeps the top left's styles.
        screen.feed(Array("\u{1B}[2;1H\u{1B}[38;5;200;48;2;10;20;30mz".utf8))
        screen.resize(rows: 2, columns: 3)
        XCTAssertEqual(screen.styles(ofRow: 1)[0].foreground, 200)
        XCTAssertEqual(screen.styles(ofRow: 1)[0].background, CellStyle.rgb(10, 20, 30))
        XCTAssertEqual(screen.styles(ofRow: 0).count, 3)
    }
}
