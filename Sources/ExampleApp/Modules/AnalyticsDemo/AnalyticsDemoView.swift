import TUICore
import TUIKit

/// The actions on top, then one column per provider (side by side when there is room,
/// else one under the other): its counts and its latest events, filtered ones marked.
struct AnalyticsDemoView: InteractiveView {
    let viewModel: AnalyticsDemoViewModel

    func render(in area: Rect, frame: Frame) {
        let (hintArea, body) = area.inset(by: EdgeInsets(top: 1)).divided(bottom: 1)
        let (listArea, rest) = body.divided(top: viewModel.actions.count + 1)
        let rows = viewModel.actions.map {
            ListView.Row(title: viewModel.title(of: $0), value: viewModel.value(of: $0))
        }
        ListView(rows: rows, state: viewModel.listState) { viewModel.run(at: $0) }
            .render(in: listArea, frame: frame)
        let columns = viewModel.columns
        let content = rest.inset(by: EdgeInsets(horizontal: 1))
        if content.width >= 100 {
            var remaining = content
            for (index, column) in columns.enumerated() {
                let width = index == columns.count - 1 ? remaining.width : content.width / max(columns.count, 1)
                let (slice, next) = remaining.divided(left: width)
                ProviderColumnView(column: column).render(
                    in: slice.inset(by: EdgeInsets(right: 2)), frame: frame)
                remaining = next
            }
        } else {
            var remaining = content
            for (index, column) in columns.enumerated() {
                let height = index == columns.count - 1 ? remaining.height : content.height / max(columns.count, 1)
                let (slice, next) = remaining.divided(top: height)
                ProviderColumnView(column: column).render(in: slice, frame: frame)
                remaining = next
            }
        }
        KeyHintsView(hints: R.string.analyticsDemo.hint()).render(in: hintArea, frame: frame)
    }

    func handle(_ key: KeyEvent) -> Bool {
        viewModel.listState.handle(key, activate: viewModel.runSelected)
    }
}

/// One provider: a divider with its name, its counts, then its latest events.
private struct ProviderColumnView: View {
    let column: AnalyticsDemoViewModel.ProviderColumn

    func render(in area: Rect, frame: Frame) {
        guard area.height >= 3 else { return }
        Label(column.title, style: frame.style(R.color.text.primary, text: R.font.heading.primary))
            .render(in: area.row(0), frame: frame)
        Label(
            R.string.analyticsDemo.counts(column.received, column.filtered),
            style: frame.style(R.color.text.secondary)
        )
        .render(in: area.row(1), frame: frame)
        let list = area.inset(by: EdgeInsets(top: 2))
        guard !column.deliveries.isEmpty else {
            Label(R.string.analyticsDemo.nothingYet(), style: frame.style(R.color.text.secondary))
                .render(in: list.row(0), frame: frame)
            return
        }
        for (index, delivery) in column.deliveries.prefix(list.height).enumerated() {
            let line = AnalyticsDemoViewModel.line(of: delivery)
            let text =
                delivery.isReported
                ? (frame.unicode ? "✓ " : "+ ") + line
                : (frame.unicode ? "✗ " : "- ") + line + " (" + R.string.analyticsDemo.filtered() + ")"
            let color = delivery.isReported ? R.color.text.success : R.color.text.secondary
            Label(text, style: frame.style(color)).render(in: list.row(index), frame: frame)
        }
    }
}
