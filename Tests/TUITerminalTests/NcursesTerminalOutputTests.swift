import TUICore
import TUITerminal
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// What `NcursesTerminal.present` hands ncurses, read back from the bytes it writes for
/// xterm-256color: each cell's symbol, with its own style even where the cell before it
/// had another (`put` keeps the last style's attributes and pair for the next cell).
@MainActor
final class NcursesTerminalOutputTests: XCTestCase {
    private var file: NcursesFileTerminal?
    private var terminal: NcursesTerminal? { file?.terminal }

    override func setUp() async throws {
        file = try NcursesFileTerminal(lines: 1, columns: 10)
    }

    private func written() -> String { file?.written() ?? "" }

    private func canvas(_ cells: [Cell]) -> Canvas {
        var canvas = Canvas(size: Size(width: 10, height: 1))
        for (x, cell) in cells.enumerated() { canvas.set(cell, x: x, y: 0) }
        return canvas
    }

    /// Where `text` first comes in `output` at or after `start`; fails the test if nowhere.
    private func position(of text: String, in output: String, after start: String.Index? = nil) throws -> String.Index {
        try XCTUnwrap(find(text, in: output, after: start), "no \(text.debugDescription) in \(output.debugDescription)")
    }

    private func find(_ text: String, in output: String, after start: String.Index?) -> String.Index? {
        output.range(of: text, range: (start ?? output.startIndex)..<output.endIndex)?.lowerBound
    }

    func testEachCellKeepsItsOwnStyleAndSymbol() async throws {
        let bold = Style(attributes: .bold)
        let red = Style(foreground: .indexed(1))
        // "д" is two bytes of UTF-8: a symbol handed over scalar by scalar.
        terminal?.present(canvas([Cell("a"), Cell("b"), Cell("c", style: bold), Cell("д", style: red), Cell("e")]))
        let output = written()
        let a = try position(of: "ab", in: output)
        // xterm-256color's sgr: attributes are set whole, after a reset (`0;`).
        let boldOn = try position(of: "\u{1B}[0;1m", in: output, after: a)
        let c = try position(of: "c", in: output, after: boldOn)
        // Red as xterm-256color sets a foreground, after the bold one ended.
        let redOn = try position(of: "\u{1B}[31m", in: output, after: c)
        let cyrillic = try position(of: "д", in: output, after: redOn)
        // Back to the default colours: sgr0 or xterm's `op`, whichever ncurses finds shorter.
        let reset = try XCTUnwrap(
            ["\u{1B}[m", "\u{1B}[39;49m"].compactMap { find($0, in: output, after: cyrillic) }.min(),
            "no reset after the red cell in \(output.debugDescription)")
        _ = try position(of: "e", in: output, after: reset)
    }

    func testAStyleChangedAloneIsWrittenAgain() async throws {
        terminal?.present(canvas([Cell("a"), Cell("b")]))
        _ = written()
        terminal?.present(canvas([Cell("a"), Cell("b", style: Style(attributes: .underline))]))
        let output = written()
        let underline = try position(of: "\u{1B}[0;4m", in: output)
        _ = try position(of: "b", in: output, after: underline)
        XCTAssertFalse(output.contains("a"), output.debugDescription)
    }
}
