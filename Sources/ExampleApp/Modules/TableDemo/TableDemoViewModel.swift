import AppSupport
import Observation

/// The table demo's state: a million made-up people in a table's model (or a thousand, to
/// show that the table works the same at any size), and whether their source breaks some
/// rows, to show how the table draws rows it cannot read.
@MainActor
@Observable
final class TableDemoViewModel {
    let table: TableModel<TableDemoPeople>
    private(set) var breaksRows = false

    init(rowCount: Int = TableDemoViewModel.manyRows) {
        table = TableModel(source: Self.people(rowCount: rowCount), columnCount: TableDemoColumn.allCases.count)
    }

    /// `rowCount` people whose numbers read in the app's language.
    private static func people(rowCount: Int) -> TableDemoPeople {
        var people = TableDemoPeople(rowCount: rowCount)
        people.grouping = R.string.tableDemo.thousandsSeparator()
        people.decimal = R.string.tableDemo.decimalSeparator()
        return people
    }

    static let manyRows = 1_000_000
    static let fewRows = 1_000

    var rowCount: Int { table.source.rowCount }

    /// The line above the table, made again only when the number of rows changes (a
    /// change of language makes the screen and this model again): every frame draws it.
    var intro: String {
        let count = rowCount
        if let introMade, introMade.rowCount == count { return introMade.text }
        let text = R.string.tableDemo.intro(
            TableDemoPerson.grouped(count, separator: R.string.tableDemo.thousandsSeparator()))
        introMade = (count, text)
        return text
    }
    @ObservationIgnored private var introMade: (rowCount: Int, text: String)?

    /// Whether `m` switches to a thousand rows, or back to a million.
    var hasManyRows: Bool { rowCount > Self.fewRows }

    /// Switches between a million people and a thousand; the rows start in their own order.
    func toggleRowCount() {
        var people = Self.people(rowCount: hasManyRows ? Self.fewRows : Self.manyRows)
        people.breaksRows = breaksRows
        table.replaceSource(people)
    }

    /// Breaks every fiftieth row of the source, or mends them; the rows keep their order.
    func toggleBrokenRows() {
        breaksRows.toggle()
        var source = table.source
        source.breaksRows = breaksRows
        table.replaceSource(source, keepsOrder: true)
    }
}
