import DeepLinks
import TUICore
import TUIKit

/// The socket and the shell command on top, the links to try, then the links received.
struct DeepLinksDemoView: InteractiveView {
    let viewModel: DeepLinksDemoViewModel

    func render(in area: Rect, frame: Frame) {
        let (hintArea, body) = area.inset(by: EdgeInsets(top: 1)).divided(bottom: 1)
        let secondary = frame.style(R.color.text.secondary)
        let heading = frame.style(R.color.text.primary, text: R.font.heading.primary)
        let (header, rest) = body.divided(top: 3)
        let text = header.inset(by: EdgeInsets(horizontal: 1))
        Label(viewModel.socketLine, style: secondary).render(in: text.row(0), frame: frame)
        Label(R.string.deepLinksDemo.shell(), style: secondary).render(in: text.row(1), frame: frame)
        Label(R.string.deepLinksDemo.links(), style: heading).render(in: text.row(2), frame: frame)
        let samples = DeepLinksDemoViewModel.samples
        let (listArea, historyArea) = rest.divided(top: samples.count + 1)
        let rows = samples.map { ListView.Row(title: $0.url, value: viewModel.value(of: $0)) }
        ListView(rows: rows, state: viewModel.listState) { viewModel.open(at: $0) }
            .render(in: listArea, frame: frame)
        DeepLinkHistoryView(records: viewModel.history)
            .render(in: historyArea.inset(by: EdgeInsets(horizontal: 1)), frame: frame)
        KeyHintsView(hints: R.string.deepLinksDemo.hint()).render(in: hintArea, frame: frame)
    }

    func handle(_ key: KeyEvent) -> Bool {
        viewModel.listState.handle(key, activate: viewModel.openSelected)
    }
}

/// The received links, latest first: where each came from and whether it opened.
private struct DeepLinkHistoryView: View {
    let records: [DeepLinkRecord]

    func render(in area: Rect, frame: Frame) {
        guard area.height >= 2 else { return }
        Label(
            R.string.deepLinksDemo.received(), style: frame.style(R.color.text.primary, text: R.font.heading.primary)
        )
        .render(in: area.row(0), frame: frame)
        let list = area.inset(by: EdgeInsets(top: 1))
        guard !records.isEmpty else {
            Label(R.string.deepLinksDemo.nothingYet(), style: frame.style(R.color.text.secondary))
                .render(in: list.row(0), frame: frame)
            return
        }
        for (index, record) in records.prefix(list.height).enumerated() {
            let text: String
            let color: ColorSet
            switch record.outcome {
            case .opened:
                text = (frame.unicode ? "✓ " : "+ ") + record.source + "  " + record.url
                color = R.color.text.success
            case .rejected(let reason):
                text = (frame.unicode ? "✗ " : "- ") + record.source + "  " + record.url + ": " + reason
                color = R.color.text.error
            }
            Label(text, style: frame.style(color)).render(in: list.row(index), frame: frame)
        }
    }
}
