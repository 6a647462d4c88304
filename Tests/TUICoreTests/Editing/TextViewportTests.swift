import XCTest

@testable import TUICore

/// Keeping the cursor in sight, by rows of wrapped lines and by columns without wrap.
final class TextViewportTests: XCTestCase {
    func testScrollsAsLittleAsItTakes() {
        let document = TextDocument((1...100).map { "line \($0)" }.joined(separator: "\n"))
        let layout = LineLayout(width: 20)
        var viewport = TextViewport()
        viewport.keep(
            TextPosition(line: 30, offset: 0), in: document, layout: layout, size: Size(width: 20, height: 10))
        XCTAssertEqual(viewport.topLine, 21, "the cursor on the last row")
        viewport.keep(
            TextPosition(line: 25, offset: 0), in: document, layout: layout, size: Size(width: 20, height: 10))
        XCTAssertEqual(viewport.topLine, 21, "in sight: no scroll")
        viewport.keep(TextPosition(line: 5, offset: 0), in: document, layout: layout, size: Size(width: 20, height: 10))
        XCTAssertEqual(viewport.topLine, 5)
    }

    func testCountsWrappedRows() {
        let document = TextDocument("aaaa bbbb cccc dddd\nnext")
        let layout = LineLayout(width: 5)
        var viewport = TextViewport()
        viewport.keep(TextPosition(line: 1, offset: 0), in: document, layout: layout, size: Size(width: 5, height: 2))
        XCTAssertEqual(viewport.topLine, 0)
        XCTAssertEqual(viewport.topRow, 3, "the last row of line 0 above the cursor's")
    }

    func testScrollsSidewaysWithoutWrap() {
        let document = TextDocument(String(repeating: "x", count: 50))
        let layout = LineLayout(width: nil)
        var viewport = TextViewport()
        viewport.keep(TextPosition(line: 0, offset: 50), in: document, layout: layout, size: Size(width: 10, height: 3))
        XCTAssertEqual(viewport.leftColumn, 41, "room for the cursor after the last character")
        viewport.keep(TextPosition(line: 0, offset: 3), in: document, layout: layout, size: Size(width: 10, height: 3))
        XCTAssertEqual(viewport.leftColumn, 3)
    }

    func testWheelScrollStopsAtTheEnds() {
        let document = TextDocument("a\nb\nc")
        var viewport = TextViewport()
        viewport.scroll(by: 10, in: document, layout: LineLayout(width: nil))
        XCTAssertEqual(viewport.topLine, 2)
        viewport.scroll(by: -10, in: document, layout: LineLayout(width: nil))
        XCTAssertEqual(viewport.topLine, 0)
    }
}
