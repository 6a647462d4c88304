import Push
import TUICore
import TUIKit

/// Permission, token and the shell command on top, the actions, then the pushes received.
/// The permission alert is the window's (`PlatformServicesSetup`), so it shows over any
/// screen that asks.
struct PushDemoView: InteractiveView {
    let viewModel: PushDemoViewModel

    func render(in area: Rect, frame: Frame) {
        let (hintArea, body) = area.inset(by: EdgeInsets(top: 1)).divided(bottom: 1)
        let secondary = frame.style(R.color.text.secondary)
        let (header, rest) = body.divided(top: 4)
        let text = header.inset(by: EdgeInsets(horizontal: 1))
        let statusColor: ColorSet =
            switch viewModel.status {
            case .authorized: R.color.text.success
            case .denied: R.color.text.error
            case .notDetermined: R.color.text.primary
            }
        Label(viewModel.statusLine, style: frame.style(statusColor))
            .render(in: text.row(0), frame: frame)
        Label(viewModel.tokenLine, style: secondary).render(in: text.row(1), frame: frame)
        Label(R.string.pushDemo.shell(), style: secondary).render(in: text.row(2), frame: frame)
        let actions = viewModel.actions
        let (listArea, historyArea) = rest.divided(top: actions.count + 1)
        let rows = actions.map { ListView.Row(title: viewModel.title(of: $0), value: viewModel.value(of: $0)) }
        ListView(rows: rows, state: viewModel.listState) { viewModel.run(at: $0) }
            .render(in: listArea, frame: frame)
        PushHistoryView(records: viewModel.history)
            .render(in: historyArea.inset(by: EdgeInsets(horizontal: 1)), frame: frame)
        KeyHintsView(hints: R.string.pushDemo.hint()).render(in: hintArea, frame: frame)
    }

    func handle(_ key: KeyEvent) -> Bool {
        viewModel.listState.handle(key, activate: viewModel.runSelected)
    }
}

/// The received pushes, latest first: shown as a banner or logged only.
private struct PushHistoryView: View {
    let records: [PushRecord]

    func render(in area: Rect, frame: Frame) {
        guard area.height >= 2 else { return }
        Label(R.string.pushDemo.received(), style: frame.style(R.color.text.primary, text: R.font.heading.primary))
            .render(in: area.row(0), frame: frame)
        let list = area.inset(by: EdgeInsets(top: 1))
        guard !records.isEmpty else {
            Label(R.string.pushDemo.nothingYet(), style: frame.style(R.color.text.secondary))
                .render(in: list.row(0), frame: frame)
            return
        }
        for (index, record) in records.prefix(list.height).enumerated() {
            let mark = record.wasShown ? (frame.unicode ? "✓ " : "+ ") : (frame.unicode ? "· " : "- ")
            let state = record.wasShown ? R.string.pushDemo.shown() : R.string.pushDemo.logged()
            let text = mark + PlatformServicesSetup.bannerText(of: record.payload) + " (" + state + ")"
            let color = record.wasShown ? R.color.text.success : R.color.text.secondary
            Label(text, style: frame.style(color)).render(in: list.row(index), frame: frame)
        }
    }
}
