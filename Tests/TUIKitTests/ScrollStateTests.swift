import XCTest

@testable import TUIKit

/// `ScrollState` is a plain value: it stops at its ends, pages by the viewport less a line,
/// follows the keys, and a scroll view moves it back in range when the content shrinks.
@MainActor
final class ScrollStateTests: XCTestCase {
    func testItStopsAtBothEndsAndPagesByTheViewportLessALine() async {
        var scroll = ScrollState()
        scroll.update(contentHeight: 30, viewportHeight: 10)
        XCTAssertEqual(scroll.maxOffset, 20)
        scroll.scroll(by: -3)
        XCTAssertEqual(scroll.offset, 0)
        scroll.scrollPage(by: 1)
        XCTAssertEqual(scroll.offset, 9)
        scroll.scroll(by: 100)
        XCTAssertEqual(scroll.offset, 20)
        scroll.scrollToStart()
        XCTAssertEqual(scroll.offset, 0)
        scroll.scrollToEnd()
        XCTAssertEqual(scroll.offset, 20)
    }

    func testKeysMoveItAndOtherKeysPassOn() async {
        var scroll = ScrollState()
        scroll.update(contentHeight: 30, viewportHeight: 10)
        XCTAssertTrue(scroll.handle(.character("j")))
        XCTAssertTrue(scroll.handle(.pageDown))
        XCTAssertEqual(scroll.offset, 10)
        XCTAssertTrue(scroll.handle(.character("G")))
        XCTAssertEqual(scroll.offset, 20)
        XCTAssertFalse(scroll.handle(.character("x")))
        XCTAssertFalse(scroll.handle(KeyEvent(.down, modifiers: .control)), "a modified key is not a scroll")
        XCTAssertEqual(scroll.offset, 20)
    }

    func testTheScrollViewKeepsTheOffsetInRangeAndWritesOnlyWhenItMoves() async {
        let box = StateBox(ScrollState())
        box.value.update(contentHeight: 50, viewportHeight: 5)
        box.value.scrollToEnd()
        var writes = 0
        let binding = Binding(
            get: { box.value },
            set: {
                box.value = $0
                writes += 1
            })
        let view = ScrollView(rowCount: 8, state: binding) { index, rect, canvas, _ in
            canvas.write("\(index)", at: Point(x: rect.x, y: rect.y))
        }
        let frame = Frame(canvas: Canvas(size: Size(width: 10, height: 5)), theme: .dark, strings: ToolkitStrings())
        view.render(in: frame.bounds, frame: frame)
        XCTAssertEqual(box.value.offset, 3, "8 rows in 5 lines: the last first row is 3")
        XCTAssertTrue(frame.canvas.line(0).hasPrefix("3"), frame.canvas.text)
        XCTAssertTrue(frame.canvas.line(0).hasSuffix("▲"), "more above")
        XCTAssertEqual(writes, 1)
        view.render(in: frame.bounds, frame: frame)
        XCTAssertEqual(writes, 1, "a draw that moves nothing writes nothing")
    }
}
