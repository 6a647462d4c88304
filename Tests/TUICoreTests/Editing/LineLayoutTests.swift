import XCTest

@testable import TUICore

/// Soft wrap and columns: words go down whole, wide characters never split, tabs reach
/// their stops, controls show as one symbol.
final class LineLayoutTests: XCTestCase {
    private func rows(_ line: String, width: Int?) -> [String] {
        LineLayout(width: width).rows(of: line).map { String(TextDocument.slice(line, $0)) }
    }

    func testWrapBreaksAfterSpacesAndKeepsWordsWhole() {
        XCTAssertEqual(rows("the quick brown fox", width: 10), ["the quick ", "brown fox"])
        XCTAssertEqual(rows("abcdefghij", width: 4), ["abcd", "efgh", "ij"])
        XCTAssertEqual(rows("a verylongword", width: 5), ["a ", "veryl", "ongwo", "rd"])
        XCTAssertEqual(rows("", width: 5), [""])
        XCTAssertEqual(rows("no wrap at all here", width: nil), ["no wrap at all here"])
    }

    func testWideCharactersMoveDownWholeAndCombiningMarksStayOnTheirLetter() {
        XCTAssertEqual(rows("ab漢字", width: 3), ["ab", "漢", "字"])
        XCTAssertEqual(rows("1 漢字漢字漢", width: 6), ["1 漢字", "漢字漢"], "ideographs break anywhere")
        XCTAssertEqual(rows("e\u{301}e\u{301}e\u{301}", width: 2), ["e\u{301}e\u{301}", "e\u{301}"])
    }

    func testColumnsCountCellsAndTabStops() {
        let layout = LineLayout(width: nil, tabWidth: 4)
        let line = "a\t漢b"
        let row = 0..<line.utf8.count
        XCTAssertEqual(layout.column(of: 1, in: line, row: row), 1)
        XCTAssertEqual(layout.column(of: 2, in: line, row: row), 4, "the tab reaches the stop")
        XCTAssertEqual(layout.column(of: 5, in: line, row: row), 6, "漢 takes two cells")
        XCTAssertEqual(layout.offset(atColumn: 5, in: line, row: row, isLastRow: true), 2, "inside 漢: before it")
        XCTAssertEqual(layout.offset(atColumn: 5, in: line, row: row, isLastRow: true, nearest: true), 5)
        XCTAssertEqual(layout.offset(atColumn: 99, in: line, row: row, isLastRow: true), line.utf8.count)
    }

    func testAPlaceBetweenRowsShowsAtTheNextRowsStart() {
        let layout = LineLayout(width: 4)
        let rows = layout.rows(of: "abcdefgh")
        XCTAssertEqual(rows, [0..<4, 4..<8])
        XCTAssertEqual(layout.row(containing: 4, in: rows), 1)
        XCTAssertEqual(layout.row(containing: 8, in: rows), 1)
        XCTAssertEqual(
            layout.offset(atColumn: 9, in: "abcdefgh", row: rows[0], isLastRow: false), 3,
            "past a wrapped row's end: its last grapheme, which shows on it")
    }

    func testControlCharactersShowAsOneVisibleSymbol() {
        XCTAssertEqual(LineLayout.symbol(for: "\u{0}"), "␀")
        XCTAssertEqual(LineLayout.symbol(for: "\u{1B}"), "␛")
        XCTAssertEqual(LineLayout.symbol(for: "\u{7F}"), "␡")
        XCTAssertEqual(LineLayout.symbol(for: "\u{85}"), "\u{FFFD}")
        XCTAssertNil(LineLayout.symbol(for: "\t"))
        XCTAssertNil(LineLayout.symbol(for: "a"))
        XCTAssertEqual(LineLayout(width: nil).cellWidth(of: "\u{0}", at: 0), 1)
    }

    func testAMegabyteLineWrapsWithoutLayingOutPerCharacterState() {
        let line = String(repeating: "word ", count: 200_000)
        let rows = LineLayout(width: 80).rows(of: line)
        XCTAssertEqual(rows.first, 0..<80)
        XCTAssertEqual(rows.last?.upperBound, line.utf8.count)
        XCTAssertEqual(rows.count, 12_500)
    }
}
