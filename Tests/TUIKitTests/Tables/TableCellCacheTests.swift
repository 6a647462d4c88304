import XCTest

@testable import AppSupport
@testable import TUIKit

/// The cells a table keeps between frames: made once for a row while it stays in the cache,
/// made again when the source, the language or the glyph set changes, or when the table
/// keeps none.
@MainActor
final class TableCellCacheTests: XCTestCase {
    /// Counts the cells a column made.
    private final class Made {
        var count = 0
    }

    private let size = Size(width: 40, height: 12)
    /// Rows under the header and above the footer at `size`.
    private let rowsShown = 10

    private func table(
        _ model: TableModel<NumberedSource>, made: Made, cachesCells: Bool = true
    ) -> TableView<NumberedSource> {
        TableView(
            model: model,
            columns: [
                TableColumn<Int>("Item", width: .fill) { row, context in
                    made.count += 1
                    return StyledString([
                        StyledString.Span("\(context.unicode ? "•" : "*") \(Localization.language) \(row)")
                    ])
                }
            ],
            cachesCells: cachesCells)
    }

    /// Draws `table` on a frame that keeps the states the frame before it used, as a window's do.
    private func draw(_ table: TableView<NumberedSource>, after previous: Frame?, unicode: Bool = true) -> Frame {
        let frame = Frame(canvas: Canvas(size: size), theme: .dark, unicode: unicode)
        frame.keptStates = previous?.usedStates ?? [:]
        table.render(in: frame.bounds, frame: frame)
        return frame
    }

    func testARowsCellsAreMadeOnceWhileItStaysOnScreen() async {
        let model = TableModel(source: NumberedSource(count: 1_000), columnCount: 1)
        let made = Made()
        var frame = draw(table(model, made: made), after: nil)
        XCTAssertEqual(made.count, rowsShown)
        frame = draw(table(model, made: made), after: frame)
        XCTAssertEqual(made.count, rowsShown, "the same rows again: nothing made")
        model.selection.move(by: rowsShown)
        frame = draw(table(model, made: made), after: frame)
        XCTAssertEqual(made.count, rowsShown + 1, "one row scrolled in")
        model.selection.moveToEnd()
        frame = draw(table(model, made: made), after: frame)
        XCTAssertEqual(made.count, 2 * rowsShown + 1, "a screen of new rows")
        XCTAssertTrue(frame.canvas.text.contains("• en 999"), frame.canvas.text)
    }

    func testANewSourceTheLanguageOrTheGlyphsMakeCellsAgain() async {
        let model = TableModel(source: NumberedSource(count: 1_000), columnCount: 1)
        let made = Made()
        var frame = draw(table(model, made: made), after: nil)
        model.replaceSource(NumberedSource(count: 1_000), keepsOrder: true)
        frame = draw(table(model, made: made), after: frame)
        XCTAssertEqual(made.count, 2 * rowsShown, "the source was replaced")
        frame = draw(table(model, made: made), after: frame, unicode: false)
        XCTAssertEqual(made.count, 3 * rowsShown, "ASCII glyphs")
        XCTAssertTrue(frame.canvas.text.contains("* en 0"), frame.canvas.text)

        let context = AppContext()
        context.run {
            Localization.language = .ru
            frame = draw(table(model, made: made), after: frame, unicode: false)
        }
        XCTAssertEqual(made.count, 4 * rowsShown, "another language")
        XCTAssertTrue(frame.canvas.text.contains("* ru 0"), frame.canvas.text)
    }

    func testATableThatKeepsNoCellsMakesThemEveryFrame() async {
        let model = TableModel(source: NumberedSource(count: 1_000), columnCount: 1)
        let made = Made()
        var frame = draw(table(model, made: made, cachesCells: false), after: nil)
        frame = draw(table(model, made: made, cachesCells: false), after: frame)
        XCTAssertEqual(made.count, 2 * rowsShown)
    }

    /// Past its capacity the cache drops its oldest rows, and stays within it.
    func testTheCacheKeepsAtMostItsCapacity() async {
        let cache = TableCellCache(owner: Made())
        let stamp = TableCellCache.Stamp(sourceRevision: 0, language: .en, unicode: true, columnCount: 1)
        var made = 0
        for row in 0..<(TableCellCache.capacity + 1) {
            _ = cache.row(row, stamp: stamp) {
                made += 1
                $0.append(.plain("\(row)"))
            }
        }
        XCTAssertEqual(cache.count, TableCellCache.capacity, "one row dropped for the one past the capacity")
        _ = cache.row(TableCellCache.capacity, stamp: stamp) { _ in made += 1 }
        let remade = cache.row(0, stamp: stamp) {
            made += 1
            $0.append(.plain("0"))
        }
        XCTAssertEqual(made, TableCellCache.capacity + 2, "the newest row kept, the oldest made again")
        // Row 0 made again took the place of the oldest then, row 1; row 2 is still kept.
        _ = cache.row(2, stamp: stamp) { _ in made += 1 }
        XCTAssertEqual(made, TableCellCache.capacity + 2, "only the oldest row goes")
        XCTAssertEqual(cache.count, TableCellCache.capacity)
        // Row 0 went into the place row 1 had: its cells and widths only, none of row 1's.
        XCTAssertEqual(remade.cells.count, 1)
        XCTAssertEqual(remade.widths, [1])
        guard case .plain("0") = remade.cells[0] else { return XCTFail("\(remade.cells)") }
    }

    /// A column of plain text keeps its cells as strings, a column of styled text as styled
    /// text; the plain column's `cell` still gives its text as styled text, and a `cell` set
    /// on it makes it a styled column.
    func testPlainAndStyledColumnsKeepTheirCellsAsTheyAre() {
        let context = Frame(canvas: Canvas(size: size), theme: .dark, unicode: true).context
        var plain = TableColumn<Int>("Number") { "№ \($0)" }
        let styled = TableColumn<Int>("Bold") { row, _ in "\(row)".with(attributes: [.bold]) }
        guard case .plain("№ 7") = plain.made(7, context: context) else { return XCTFail("a plain cell") }
        XCTAssertEqual(plain.cell(7, context), StyledString([StyledString.Span("№ 7")]))
        guard case .styled(let bold) = styled.made(7, context: context) else { return XCTFail("a styled cell") }
        XCTAssertEqual(bold, "7".with(attributes: [.bold]))
        XCTAssertEqual(TableCell.plain("№ 東京").width, 6)
        XCTAssertEqual(TableCell.styled(StyledString([.init("ab"), .init("東", attributes: [.bold])])).width, 4)

        plain.cell = { row, _ in "\(row)".with(attributes: [.italic]) }
        guard case .styled(let italic) = plain.made(7, context: context) else { return XCTFail("set: styled") }
        XCTAssertEqual(italic, "7".with(attributes: [.italic]))
    }
}
