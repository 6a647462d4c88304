import TUIKit

/// The actions on top, then one column per provider (side by side when there is room,
/// else one under the other): its counts and its latest events, filtered ones marked.
struct AnalyticsDemoView: View {
    let viewModel: AnalyticsDemoViewModel

    var bindings: [KeyBinding] {
        [
            .list(Binding(viewModel, \.selection), R.string.common.bindingMove()),
            KeyBinding([.enter, .space], id: "analytics.report", R.string.analyticsDemo.bindingReport()) {
                viewModel.runSelected()
            },
        ]
    }

    func render(in area: Rect, frame: Frame) {
        let (_, body, hintArea) = area.rows(.length(1), .fill, .length(1))
        let actions = viewModel.actionItems
        let (listArea, rest) = body.rows(.length(actions.count), .fill, spacing: 1)
        let rows = actions.map { ListView.Row(title: $0.title, value: $0.value) }
        frame.render(
            ListView(rows: rows, selection: Binding(viewModel, \.selection)) { viewModel.run(at: $0) }, in: listArea)
        frame.render(KeyHintsView(), in: hintArea)
        let columns = viewModel.columns
        guard !columns.isEmpty else { return }
        let content = Layout.vertical(.fill).margin(EdgeInsets(horizontal: 1)).split(rest)[0]
        // Equal parts, the last taking what division leaves.
        let sideBySide = content.width >= 100
        let share = (sideBySide ? content.width : content.height) / columns.count
        let sizes = Array(repeating: Constraint.length(sideBySide ? share - 2 : share), count: columns.count - 1)
        let parts =
            sideBySide
            // Two blank columns after each, the last one's inside the padding.
            ? Layout.horizontal(sizes + [.fill]).spacing(2).margin(EdgeInsets(right: 2)).split(content)
            : Layout.vertical(sizes + [.fill]).split(content)
        for (part, column) in zip(parts, columns) {
            frame.render(ProviderColumnView(column: column), in: part)
        }
    }
}

/// One provider: its name, its counts, then its latest events.
private struct ProviderColumnView: View {
    let column: AnalyticsDemoViewModel.ProviderColumn

    func render(in area: Rect, frame: Frame) {
        let entries = column.deliveries.map { delivery in
            let line = AnalyticsDemoViewModel.line(of: delivery)
            return delivery.isReported
                ? HistoryView.Entry((frame.context.unicode ? "✓ " : "+ ") + line, color: R.color.text.success)
                : HistoryView.Entry(
                    (frame.context.unicode ? "✗ " : "- ") + line + " (" + R.string.analyticsDemo.filtered() + ")",
                    color: R.color.text.secondary)
        }
        let history = HistoryView(
            title: column.title, titleStyle: R.font.heading.primary,
            subtitle: R.string.analyticsDemo.counts(column.received, column.filtered),
            placeholder: R.string.analyticsDemo.nothingYet(), entries: entries)
        frame.render(history, in: area)
    }
}
