import DeepLinks
import TUICore
import TUIKit

/// The socket and the shell command on top, the links to try, then the links received.
struct DeepLinksDemoView: InteractiveView {
    let viewModel: DeepLinksDemoViewModel

    func render(in area: Rect, on canvas: inout Canvas, context: RenderContext) {
        let (hintArea, body) = area.inset(by: EdgeInsets(top: 1)).divided(bottom: 1)
        let secondary = context.style(R.color.text.secondary)
        let heading = context.style(R.color.text.primary, text: R.font.heading.primary)
        let (header, rest) = body.divided(top: 3)
        let text = header.inset(by: EdgeInsets(horizontal: 1))
        Label(viewModel.socketLine, style: secondary).render(in: text.row(0), on: &canvas, context: context)
        Label(R.string.deepLinksDemo.shell(), style: secondary).render(in: text.row(1), on: &canvas, context: context)
        Label(R.string.deepLinksDemo.links(), style: heading).render(in: text.row(2), on: &canvas, context: context)
        let samples = DeepLinksDemoViewModel.samples
        let (listArea, historyArea) = rest.divided(top: samples.count + 1)
        let rows = samples.map { ListView.Row(title: $0.url, value: viewModel.value(of: $0)) }
        ListView(rows: rows, state: viewModel.listState) { viewModel.open(at: $0) }
            .render(in: listArea, on: &canvas, context: context)
        DeepLinkHistoryView(records: viewModel.history)
            .render(in: historyArea.inset(by: EdgeInsets(horizontal: 1)), on: &canvas, context: context)
        KeyHintsView(hints: R.string.deepLinksDemo.hint()).render(in: hintArea, on: &canvas, context: context)
    }

    func handle(_ key: KeyEvent) -> Bool {
        viewModel.listState.handle(key, activate: viewModel.openSelected)
    }
}

/// The received links, latest first: where each came from and whether it opened.
private struct DeepLinkHistoryView: View {
    let records: [DeepLinkRecord]

    func render(in area: Rect, on canvas: inout Canvas, context: RenderContext) {
        guard area.height >= 2 else { return }
        Label(
            R.string.deepLinksDemo.received(), style: context.style(R.color.text.primary, text: R.font.heading.primary)
        )
        .render(in: area.row(0), on: &canvas, context: context)
        let list = area.inset(by: EdgeInsets(top: 1))
        guard !records.isEmpty else {
            Label(R.string.deepLinksDemo.nothingYet(), style: context.style(R.color.text.secondary))
                .render(in: list.row(0), on: &canvas, context: context)
            return
        }
        for (index, record) in records.prefix(list.height).enumerated() {
            let text: String
            let color: ColorSet
            switch record.outcome {
            case .opened:
                text = (context.unicode ? "✓ " : "+ ") + record.source + "  " + record.url
                color = R.color.text.success
            case .rejected(let reason):
                text = (context.unicode ? "✗ " : "- ") + record.source + "  " + record.url + ": " + reason
                color = R.color.text.error
            }
            Label(text, style: context.style(color)).render(in: list.row(index), on: &canvas, context: context)
        }
    }
}
