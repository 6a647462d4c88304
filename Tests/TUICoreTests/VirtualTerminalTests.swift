import XCTest

@testable import TUICore

@MainActor
final class VirtualTerminalTests: XCTestCase {
    private func frame(_ text: String, size: Size = Size(width: 6, height: 2)) -> Canvas {
        var canvas = Canvas(size: size)
        canvas.write(text, at: .zero)
        return canvas
    }

    func testInitialState() async {
        let terminal = VirtualTerminal(
            size: Size(width: 6, height: 2), colorDepth: .palette256, supportsUnicode: false)
        XCTAssertEqual(terminal.size, Size(width: 6, height: 2))
        XCTAssertEqual(terminal.colorDepth, .palette256)
        XCTAssertFalse(terminal.supportsUnicode)
        XCTAssertEqual(terminal.presentCount, 0)
        XCTAssertEqual(terminal.bellCount, 0)
        XCTAssertEqual(terminal.screen, Canvas(size: Size(width: 6, height: 2)))
    }

    func testFirstPresentWritesEveryCell() async {
        let terminal = VirtualTerminal(size: Size(width: 6, height: 2))
        terminal.present(Canvas(size: Size(width: 6, height: 2)))
        XCTAssertEqual(terminal.lastWriteCount, 12)
        XCTAssertEqual(terminal.presentCount, 1)
    }

    func testLaterPresentsWriteOnlyChangedCells() async {
        let terminal = VirtualTerminal(size: Size(width: 6, height: 2))
        terminal.present(frame("hello"))
        XCTAssertEqual(terminal.screen.text, "hello\n")

        terminal.present(frame("hallo"))
        XCTAssertEqual(terminal.lastWriteCount, 1)
        XCTAssertEqual(terminal.screen.text, "hallo\n")

        terminal.present(frame("hallo"))
        XCTAssertEqual(terminal.lastWriteCount, 0)
        XCTAssertEqual(terminal.presentCount, 3)
    }

    func testAStyleChangeCountsAsAWrite() async {
        let terminal = VirtualTerminal(size: Size(width: 6, height: 2))
        var canvas = frame("hello")
        terminal.present(canvas)
        canvas.apply(Style(attributes: .bold), to: Rect(x: 0, y: 0, width: 2, height: 1))
        terminal.present(canvas)
        XCTAssertEqual(terminal.lastWriteCount, 2)
    }

    func testInvalidateRedrawsEverything() async {
        let terminal = VirtualTerminal(size: Size(width: 6, height: 2))
        terminal.present(frame("hello"))
        terminal.invalidate()
        terminal.present(frame("hello"))
        XCTAssertEqual(terminal.lastWriteCount, 12)
        terminal.present(frame("hello"))
        XCTAssertEqual(terminal.lastWriteCount, 0)
    }

    func testResizeInvalidates() async {
        let terminal = VirtualTerminal(size: Size(width: 6, height: 2))
        terminal.present(frame("hello"))
        terminal.resize(to: Size(width: 6, height: 2))
        terminal.present(frame("hello"))
        XCTAssertEqual(terminal.lastWriteCount, 12)
    }

    func testResizeChangesTheSizeAndTheNextFrameIsWrittenInFull() async {
        let terminal = VirtualTerminal(size: Size(width: 6, height: 2))
        terminal.present(frame("hello"))
        terminal.resize(to: Size(width: 4, height: 3))
        XCTAssertEqual(terminal.size, Size(width: 4, height: 3))
        terminal.present(frame("hey", size: Size(width: 4, height: 3)))
        XCTAssertEqual(terminal.lastWriteCount, 12)
        XCTAssertEqual(terminal.screen.size, Size(width: 4, height: 3))
        XCTAssertEqual(terminal.screen.text, "hey\n\n")
    }

    func testBellCounts() async {
        let terminal = VirtualTerminal(size: Size(width: 2, height: 1))
        terminal.bell()
        terminal.bell()
        terminal.bell()
        XCTAssertEqual(terminal.bellCount, 3)
        XCTAssertEqual(terminal.presentCount, 0)
    }

    func testBellsAndFlashesAreRecordedInOrder() async {
        let terminal = VirtualTerminal(size: Size(width: 2, height: 1))
        terminal.flash()
        terminal.bell()
        terminal.flash()
        XCTAssertEqual(terminal.signals, [.flash, .bell, .flash])
        XCTAssertEqual(terminal.bellCount, 1)
    }
}
