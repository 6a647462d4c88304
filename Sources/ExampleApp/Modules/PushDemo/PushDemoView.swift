import Push
import TUIKit

/// Permission, token and the shell command on top, the actions, then the pushes received.
/// The permission alert is the window's (`PlatformServicesSetup`), so it shows over any
/// screen that asks.
struct PushDemoView: View {
    let viewModel: PushDemoViewModel

    var bindings: [KeyBinding] {
        [
            .list(Binding(viewModel, \.selection), R.string.common.bindingMove()),
            KeyBinding([.enter, .space], id: "push.run", R.string.common.bindingRun()) { viewModel.runSelected() },
        ]
    }

    func render(in area: Rect, frame: Frame) {
        let (_, body, hintArea) = area.rows(.length(1), .fill, .length(1))
        let secondary = frame.context.style(R.color.text.secondary)
        let actions = viewModel.actionItems
        let layout = Layout.vertical(.length(5), .length(actions.count), .fill).spacing(1)
        // The same rows, padded for the texts; the list takes the whole width.
        let listArea = layout.split(body)[1]
        let text = layout.margin(EdgeInsets(horizontal: 1)).split(body)
        let lines = Layout.vertical(.length(1), .length(1), .length(1), .length(1), .length(1)).split(text[0])
        let statusColor: ColorSet =
            switch viewModel.status {
            case .authorized: R.color.text.success
            case .denied: R.color.text.error
            case .notDetermined: R.color.text.primary
            }
        frame.render(Label(viewModel.statusLine, style: frame.context.style(statusColor)), in: lines[0])
        frame.render(Label(viewModel.tokenLine, style: secondary), in: lines[1])
        frame.render(Label(viewModel.desktopLine, style: secondary), in: lines[2])
        frame.render(Label(viewModel.serverLine, style: secondary), in: lines[3])
        frame.render(Label(R.string.pushDemo.shell(), style: secondary), in: lines[4])
        let rows = actions.map { ListView.Row(title: $0.title, value: $0.value) }
        frame.render(
            ListView(rows: rows, selection: Binding(viewModel, \.selection)) { viewModel.run(at: $0) }, in: listArea)
        frame.render(PushHistoryView(records: viewModel.history), in: text[2])
        frame.render(KeyHintsView(), in: hintArea)
    }
}

/// The received pushes, latest first: shown as a banner or logged only.
private struct PushHistoryView: View {
    let records: [PushRecord]

    func render(in area: Rect, frame: Frame) {
        let entries = records.map { record in
            let mark = record.wasShown ? (frame.context.unicode ? "✓ " : "+ ") : (frame.context.unicode ? "· " : "- ")
            let state = record.wasShown ? R.string.pushDemo.shown() : R.string.pushDemo.logged()
            let text = mark + record.payload.bannerText + " (" + state + ")"
            return HistoryView.Entry(text, color: record.wasShown ? R.color.text.success : R.color.text.secondary)
        }
        let history = HistoryView(
            title: R.string.pushDemo.received(), titleStyle: R.font.heading.primary,
            placeholder: R.string.pushDemo.nothingYet(), entries: entries)
        frame.render(history, in: area)
    }
}
