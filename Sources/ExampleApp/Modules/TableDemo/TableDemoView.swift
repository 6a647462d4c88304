import TUIKit

/// A line about the data, the table of a million people, and the hint line.
struct TableDemoView: View {
    let viewModel: TableDemoViewModel
    /// The table's columns and words, made once for the screen (its host keeps this view;
    /// a language change makes the screens again): a key reads the bindings and draws a
    /// frame, and each had looked some thirty strings up anew.
    private let columns = Self.makeColumns()
    private let strings = Self.makeStrings()

    init(viewModel: TableDemoViewModel) {
        self.viewModel = viewModel
    }

    private var table: TableView<TableDemoPeople> {
        TableView(model: viewModel.table, columns: columns, strings: strings)
    }

    var bindings: [KeyBinding] {
        table.bindings + [
            KeyBinding(
                "e", id: "table-demo.break-rows",
                viewModel.breaksRows ? R.string.tableDemo.bindingMendRows() : R.string.tableDemo.bindingBreakRows()
            ) { viewModel.toggleBrokenRows() },
            KeyBinding(
                "m", id: "table-demo.many-rows",
                viewModel.hasManyRows ? R.string.tableDemo.bindingFewRows() : R.string.tableDemo.bindingManyRows()
            ) { viewModel.toggleRowCount() },
            .inherited(.escape),
        ]
    }

    func render(in area: Rect, frame: Frame) {
        let (intro, tableArea, hints) = area.rows(.length(2), .fill, .length(1))
        frame.render(
            Label(viewModel.intro, style: frame.context.style(R.color.text.secondary)),
            in: intro.row(0).inset(by: EdgeInsets(horizontal: 2)))
        frame.render(table, in: tableArea)
        frame.render(KeyHintsView(), in: hints)
    }

    /// The columns, titled in the app's language, each sized by its own kind of constraint.
    private static func makeColumns() -> [TableColumn<TableDemoPerson>] {
        let (grouping, decimal) = (R.string.tableDemo.thousandsSeparator(), R.string.tableDemo.decimalSeparator())
        return [
            TableColumn(R.string.tableDemo.columnNumber(), width: .length(9), alignment: .trailing) {
                TableDemoPerson.grouped($0.number, separator: grouping)
            },
            TableColumn(R.string.tableDemo.columnName(), width: .min(16)) { $0.name },
            TableColumn(R.string.tableDemo.columnCity(), width: .percentage(15)) { $0.city },
            TableColumn(R.string.tableDemo.columnAge(), width: .length(7), alignment: .trailing) { String($0.age) },
            TableColumn(R.string.tableDemo.columnBalance(), width: .length(11), alignment: .trailing) { person, _ in
                // A debt in the error colour and bold, with its minus sign: it reads without colour.
                let text = person.balanceText(grouping: grouping, decimal: decimal)
                return person.balance < 0
                    ? text.with(attributes: [.foregroundColor(R.color.text.error), .bold]) : text.with(attributes: [])
            },
            TableColumn(R.string.tableDemo.columnStatus(), width: .length(14)) {
                [statuses = statuses()] person, context in
                statuses[context.unicode ? 0 : 1][person.status.rawValue]
            },
            TableColumn(R.string.tableDemo.columnJoined(), width: .length(10)) { $0.joinedText },
            TableColumn(R.string.tableDemo.columnEmail(), width: .fill) { $0.email },
        ]
    }

    /// `● active`, `○ away`, `✕ blocked`: a glyph, a word and a colour each, made once with
    /// Unicode glyphs and with ASCII ones (`[unicode][status]`), not once a row.
    private static func statuses() -> [[StyledString]] {
        let kinds: [(Icon, String, ColorSet)] = [
            (Icon(glyph: "●", ascii: "*"), R.string.tableDemo.statusActive(), R.color.text.success),
            (Icon(glyph: "○", ascii: "o"), R.string.tableDemo.statusAway(), R.color.text.secondary),
            (Icon(glyph: "✕", ascii: "x"), R.string.tableDemo.statusBlocked(), R.color.text.error),
        ]
        return [true, false].map { unicode in
            kinds.map { icon, word, color in
                (icon.text(unicode: unicode) + " " + word).with(attributes: [.foregroundColor(color)])
            }
        }
    }

    /// The table's words from the demo's strings.
    private static func makeStrings() -> TableStrings {
        let separator = R.string.tableDemo.thousandsSeparator()
        return TableStrings(
            move: R.string.common.bindingMove(),
            column: R.string.tableDemo.bindingColumn(),
            sort: R.string.tableDemo.bindingSort(),
            mark: R.string.tableDemo.bindingMark(),
            search: R.string.tableDemo.bindingSearch(),
            width: R.string.tableDemo.bindingWidth(),
            nextMatch: R.string.tableDemo.bindingNextMatch(),
            cancel: R.string.tableDemo.bindingCancel(),
            done: R.string.tableDemo.bindingDone(),
            empty: R.string.tableDemo.empty(),
            searching: R.string.tableDemo.searching(),
            noMatch: R.string.tableDemo.noMatch(),
            position: {
                R.string.tableDemo.position(
                    TableDemoPerson.grouped($0, separator: separator), TableDemoPerson.grouped($1, separator: separator)
                )
            },
            marked: { R.string.tableDemo.marked(TableDemoPerson.grouped($0, separator: separator)) },
            sorting: { R.string.tableDemo.sorting($0) },
            unreadable: { R.string.tableDemo.unreadable($0) },
            sortFailed: { R.string.tableDemo.sortFailed($0) })
    }
}
