import Foundation
import XCTest

@testable import TUICore

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `render --format ansi|svg`: a frame's colours and attributes survive, wide glyphs take
/// their two cells, and text is escaped.
final class FrameWriterTests: XCTestCase {
    private let red = Color.rgb(0xFF, 0x00, 0x00)
    private let navy = Color.rgb(0x00, 0x00, 0x80)

    /// Row 0: "ab" red on navy, bold; then "日" (two cells); row 1: "<&>" plain.
    private func sample() -> Canvas {
        var canvas = Canvas(size: Size(width: 5, height: 2))
        canvas.write("ab", at: Point(x: 0, y: 0), style: Style(foreground: red, background: navy, attributes: [.bold]))
        canvas.write("日", at: Point(x: 2, y: 0))
        canvas.write("<&>", at: Point(x: 0, y: 1))
        return canvas
    }

    func testRunsJoinCellsOfOneStyleAndCountWideGlyphsAsTwo() {
        let runs = StyledRun.runs(in: sample(), row: 0)
        XCTAssertEqual(runs.map(\.text), ["ab", "日 "])
        XCTAssertEqual(runs.map(\.column), [0, 2])
        XCTAssertEqual(runs.map(\.width), [2, 3])
    }

    func testANSISetsEachRunFromAResetAndEndsEachRowWithOne() {
        let lines = ANSIFrameWriter.write(sample()).split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines[0], "\u{1B}[0;1;38;2;255;0;0;48;2;0;0;128mab\u{1B}[0m日\u{1B}[0m")
        XCTAssertEqual(lines[1], "\u{1B}[0m<&>\u{1B}[0m")
        XCTAssertEqual(lines.count, 3, "two rows, each ending in a newline")
    }

    /// `record`'s writer encodes rows as bytes straight from their cells, keeping a frame's
    /// sequences across its rows: the same text as the canvas's runs, each style's sequence
    /// made once; wide glyphs, their continuation cells and an orphaned half as the runs have them.
    func testRowsEncodedFromTheirCellsWriteWhatTheRunsDo() {
        var canvas = sample()
        canvas.write("ab", at: Point(x: 3, y: 1), style: Style(foreground: red, background: navy, attributes: [.bold]))
        var wide = Canvas(size: Size(width: 6, height: 1))
        wide.write("ж日é", at: .zero, style: Style(foreground: .indexed(3), attributes: [.underline]))
        wide[5, 0] = Cell("x", width: 0)
        var sequences: [Style: [UInt8]] = [:]
        for (source, row) in [(canvas, 0), (canvas, 1), (wide, 0)] {
            var bytes: [UInt8] = []
            let cells = Array(source.cells[row * source.size.width..<(row + 1) * source.size.width])
            ANSIFrameWriter.appendCells(cells, to: &bytes, sequences: &sequences)
            XCTAssertEqual(
                String(decoding: bytes, as: UTF8.self),
                ANSIFrameWriter.cells(of: source, row: row, columns: 0..<source.size.width))
        }
        XCTAssertEqual(sequences.count, 3, "the bold red on navy, the plain and the underlined, each made once")
        XCTAssertEqual(
            ANSIFrameWriter.cells(of: canvas, row: 1, columns: 0..<5, depth: .none),
            "\u{1B}[0m<&>\u{1B}[0;1mab", "without colour (NO_COLOR) the attributes stay")
    }

    func testAnIndexedColourIsWrittenAsXtermShowsIt() {
        XCTAssertEqual(ANSIFrameWriter.sequence(for: Style(foreground: .indexed(1))), "\u{1B}[0;38;2;205;0;0m")
    }

    func testSVGDrawsBackgroundsTextColoursAndAttributesInCells() {
        let writer = SVGFrameWriter(defaultForeground: .rgb(0xEE, 0xEE, 0xEE), defaultBackground: .rgb(0, 0, 0))
        let svg = writer.write(sample())
        XCTAssertTrue(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" xml:space=\"preserve\" width=\"42\""))
        XCTAssertTrue(svg.contains("<rect x=\"0\" y=\"0\" width=\"16.8\" height=\"17\" fill=\"#000080\"/>"), svg)
        XCTAssertTrue(
            svg.contains(
                "<text x=\"0\" y=\"13.26\" fill=\"#FF0000\" textLength=\"16.8\" lengthAdjust=\"spacingAndGlyphs\""
                    + " font-weight=\"bold\">ab</text>"), svg)
        XCTAssertTrue(svg.contains("textLength=\"16.8\" lengthAdjust=\"spacingAndGlyphs\">日</text>"), "two cells")
        XCTAssertTrue(svg.contains(">&lt;&amp;&gt;</text>"), svg)
        XCTAssertEqual(svg.components(separatedBy: "<rect").count - 1, 2, "the page and the one coloured run")
        XCTAssertTrue(svg.hasSuffix("</svg>\n"))
    }

    func testReverseVideoSwapsTheColoursInSVG() {
        var canvas = Canvas(size: Size(width: 1, height: 1))
        canvas.write(
            "x", at: Point(x: 0, y: 0), style: Style(foreground: red, background: navy, attributes: [.reverse]))
        let svg = SVGFrameWriter().write(canvas)
        XCTAssertTrue(svg.contains("fill=\"#FF0000\"/>"), "the background is the foreground")
        XCTAssertTrue(svg.contains("fill=\"#000080\" textLength"), "and the text the background")
    }

    func testTheSVGIsWellFormedXML() throws {
        var canvas = sample()
        canvas.write("\"quoted\"", at: Point(x: 0, y: 1))
        let svg = SVGFrameWriter().write(canvas)
        let parser = XMLParser(data: Data(svg.utf8))
        XCTAssertTrue(parser.parse(), "\(String(describing: parser.parserError)): \(svg)")
    }
}
