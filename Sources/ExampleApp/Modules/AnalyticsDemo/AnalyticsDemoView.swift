import TUICore
import TUIKit

/// The actions on top, then one column per provider (side by side when there is room,
/// else one under the other): its counts and its latest events, filtered ones marked.
struct AnalyticsDemoView: View {
    let viewModel: AnalyticsDemoViewModel

    var bindings: [KeyBinding] {
        [
            .list(Binding(viewModel, \.selection), R.string.common.bindingMove()),
            KeyBinding([.enter, .space], R.string.analyticsDemo.bindingReport()) { viewModel.runSelected() },
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

/// One provider: a divider with its name, its counts, then its latest events.
private struct ProviderColumnView: View {
    let column: AnalyticsDemoViewModel.ProviderColumn

    func render(in area: Rect, frame: Frame) {
        guard area.height >= 3 else { return }
        let (title, counts, list) = area.rows(.length(1), .length(1), .fill)
        let secondary = frame.style(R.color.text.secondary)
        frame.render(
            Label(column.title, style: frame.style(R.color.text.primary, text: R.font.heading.primary)), in: title)
        frame.render(
            Label(R.string.analyticsDemo.counts(column.received, column.filtered), style: secondary), in: counts)
        guard !column.deliveries.isEmpty else {
            frame.render(Label(R.string.analyticsDemo.nothingYet(), style: secondary), in: list.row(0))
            return
        }
        let shown = column.deliveries.prefix(list.height)
        let lines = Layout.vertical(Array(repeating: .length(1), count: shown.count)).split(list)
        for (row, delivery) in zip(lines, shown) {
            let line = AnalyticsDemoViewModel.line(of: delivery)
            let text =
                delivery.isReported
                ? (frame.unicode ? "✓ " : "+ ") + line
                : (frame.unicode ? "✗ " : "- ") + line + " (" + R.string.analyticsDemo.filtered() + ")"
            let color = delivery.isReported ? R.color.text.success : R.color.text.secondary
            frame.render(Label(text, style: frame.style(color)), in: row)
        }
    }
}
