import DeepLinks
import TUIKit

/// The socket and the shell command on top, the links to try, then the links received.
struct DeepLinksDemoView: View {
    let viewModel: DeepLinksDemoViewModel

    var bindings: [KeyBinding] {
        [
            .list(Binding(viewModel, \.selection), R.string.common.bindingMove()),
            KeyBinding([.enter, .space], id: "deeplinks.open", R.string.deepLinksDemo.bindingOpenLink()) {
                viewModel.openSelected()
            },
        ]
    }

    func render(in area: Rect, frame: Frame) {
        let (_, body, hintArea) = area.rows(.length(1), .fill, .length(1))
        let secondary = frame.context.style(R.color.text.secondary)
        let heading = frame.context.style(R.color.text.primary, text: R.font.heading.primary)
        let links = viewModel.linkItems
        let layout = Layout.vertical(.length(3), .length(links.count + 1), .fill)
        // The same rows, padded for the texts; the list takes the whole width.
        let listArea = layout.split(body)[1]
        let text = layout.margin(EdgeInsets(horizontal: 1)).split(body)
        let (socketArea, shellArea, linksArea) = text[0].rows(.length(1), .length(1), .length(1))
        frame.render(Label(viewModel.socketLine, style: secondary), in: socketArea)
        frame.render(Label(R.string.deepLinksDemo.shell(), style: secondary), in: shellArea)
        frame.render(Label(R.string.deepLinksDemo.links(), style: heading), in: linksArea)
        let rows = links.map { ListView.Row(title: $0.url, value: $0.value) }
        frame.render(
            ListView(rows: rows, selection: Binding(viewModel, \.selection)) { viewModel.open(at: $0) }, in: listArea)
        frame.render(DeepLinkHistoryView(records: viewModel.history), in: text[2])
        frame.render(KeyHintsView(), in: hintArea)
    }
}

/// The received links, latest first: where each came from and whether it opened.
private struct DeepLinkHistoryView: View {
    let records: [DeepLinkRecord]

    func render(in area: Rect, frame: Frame) {
        let entries = records.map { record in
            switch record.outcome {
            case .opened:
                HistoryView.Entry(
                    (frame.context.unicode ? "✓ " : "+ ") + record.source + "  " + record.url,
                    color: R.color.text.success)
            case .rejected(let reason):
                HistoryView.Entry(
                    (frame.context.unicode ? "✗ " : "- ") + record.source + "  " + record.url + ": " + reason,
                    color: R.color.text.error)
            }
        }
        let history = HistoryView(
            title: R.string.deepLinksDemo.received(), titleStyle: R.font.heading.primary,
            placeholder: R.string.deepLinksDemo.nothingYet(), entries: entries)
        frame.render(history, in: area)
    }
}
