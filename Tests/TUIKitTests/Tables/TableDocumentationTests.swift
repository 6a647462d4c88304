import XCTest

@testable import TUIKit

// docs: table.md
/// Files in a folder, read by the table only as they show. Each row is made from its number
/// here; a real source reads a database page or a file's lines.
struct FileSource: TableDataSource {
    struct File: Sendable {
        var name: String
        var bytes: Int
    }

    let rowCount: Int

    func rows(at indices: [Int]) throws -> [File] {
        indices.map { File(name: "file-\($0).log", bytes: ($0 * 7_919) % 100_000) }
    }

    func orders(_ first: Int, before second: Int, inColumn column: Int) throws -> Bool {
        column == 1 ? (first * 7_919) % 100_000 < (second * 7_919) % 100_000 : first < second
    }

    func text(of row: File, inColumn column: Int) -> String {
        column == 1 ? String(row.bytes) : row.name
    }
}

/// The model is plain Swift (AppSupport): a view model keeps it. The view draws it.
struct FilesView: View {
    let files: TableModel<FileSource>

    private var table: TableView<FileSource> {
        TableView(
            model: files,
            columns: [
                TableColumn("Name", width: .fill) { $0.name },
                TableColumn("Size", width: .length(8), alignment: .trailing) { file, _ in
                    String(file.bytes).with(attributes: file.bytes > 90_000 ? [.bold] : [])
                },
            ])
    }

    var bindings: [KeyBinding] { table.bindings }

    func render(in area: Rect, frame: Frame) {
        let (body, hints) = area.rows(.fill, .length(1))
        frame.render(table, in: body)
        frame.render(KeyHintsView(), in: hints)
    }
}
// docs: end

@MainActor
final class TableDocumentationTests: XCTestCase {
    func testTheDocumentedTableDrawsSortsAndSearches() async {
        let files = TableModel(source: FileSource(rowCount: 10_000), columnCount: 2)
        let pilot = makePilot(
            root: HostingController(rootView: FilesView(files: files)), size: Size(width: 50, height: 12))
        XCTAssertTrue(pilot.text.contains("file-0.log"))
        XCTAssertTrue(pilot.text.contains("Row 1 of 10,000"))
        pilot.press(named: "/")
        pilot.type("file-99")
        pilot.press(named: "enter")
        XCTAssertEqual(files.selection.selectedIndex, 99, "the first name that starts so")
        pilot.press(named: "l", "s")
        XCTAssertTrue(pilot.text.contains("Size ▲"))
        pilot.press(named: "end")
        XCTAssertTrue(pilot.text.contains("Row 10,000 of 10,000"))
    }
}
