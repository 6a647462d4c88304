import TUICore
import TUITerminal
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// The OSC 8 links `NcursesTerminal.present` writes after curses' bytes: around a link's
/// cells, between a cursor save and restore, only when the links or their cells change,
/// and never when links are off.
@MainActor
final class NcursesHyperlinkTests: XCTestCase {
    private var file: NcursesFileTerminal?
    private var terminal: NcursesTerminal? { file?.terminal }
    private let url = "https://example.com/x"
    private let open = "\u{1B}]8;;https://example.com/x\u{1B}\\"
    private let close = "\u{1B}]8;;\u{1B}\\"

    override func setUp() async throws {
        file = try NcursesFileTerminal(lines: 3, columns: 20)
        terminal?.showsHyperlinks = true
    }

    override func tearDown() async throws {
        terminal?.shutdown()
    }

    private func written() -> String { file?.written() ?? "" }

    private func frame(link: Bool, text: String = "go to the site") -> Canvas {
        var canvas = Canvas(size: Size(width: 20, height: 3))
        canvas.write(text, at: Point(x: 1, y: 1), style: Style(attributes: .underline))
        if link { canvas.link(url, in: Rect(x: 7, y: 1, width: 8, height: 1)) }
        return canvas
    }

    func testALinksCellsAreWrittenAgainInsideOSC8AfterCursesDrewThem() async throws {
        terminal?.present(frame(link: true))
        let output = written()
        let opened = try XCTUnwrap(output.range(of: open), output.debugDescription)
        let drawn = try XCTUnwrap(output.range(of: "go"), "curses draws the text first")
        XCTAssertLessThan(drawn.lowerBound, opened.lowerBound)
        // Saved, moved to row 2 column 8, the cells in their SGR, closed, restored.
        XCTAssertTrue(
            output.hasSuffix("\u{1B}7\u{1B}[2;8H" + open + "\u{1B}[0;4mthe site" + close + "\u{1B}8"),
            output.debugDescription)
    }

    func testAFrameThatChangesNoLinkWritesNone() async {
        terminal?.present(frame(link: true))
        _ = written()
        terminal?.present(frame(link: true))
        XCTAssertFalse(written().contains("\u{1B}]8"), "an unchanged frame writes no link")
        // A cell of the link redrawn by curses: the link is written again.
        terminal?.present(frame(link: true, text: "go to the city"))
        XCTAssertTrue(written().contains(open))
    }

    func testALinkGoneIsWrittenAgainWithoutOne() async {
        terminal?.present(frame(link: true))
        _ = written()
        terminal?.present(frame(link: false))
        let output = written()
        XCTAssertFalse(output.contains(open), output.debugDescription)
        XCTAssertTrue(output.contains("\u{1B}7\u{1B}[2;8H\u{1B}[0;4mthe site\u{1B}8"), output.debugDescription)
        terminal?.present(frame(link: false))
        XCTAssertFalse(written().contains("\u{1B}7"), "and then nothing")
    }

    func testLinksOffWriteNothingOfThem() async {
        terminal?.showsHyperlinks = false
        terminal?.present(frame(link: true))
        let output = written()
        XCTAssertTrue(output.contains("the site"))
        XCTAssertFalse(output.contains("\u{1B}]8"), output.debugDescription)
        XCTAssertFalse(output.contains("\u{1B}7"))
    }
}
