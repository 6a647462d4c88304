import TUICore
import TUIKit

struct LogsDemoView: InteractiveView {
    let viewModel: LogsDemoViewModel

    func render(in area: Rect, frame: Frame) {
        let (hintArea, body) = area.inset(by: EdgeInsets(top: 1)).divided(bottom: 1)
        let (status, listArea) = body.divided(bottom: 2)
        let rows = viewModel.actions.map {
            ListView.Row(title: viewModel.title(of: $0), value: viewModel.value(of: $0))
        }
        ListView(rows: rows, state: viewModel.listState) { viewModel.run(at: $0) }
            .render(in: listArea, frame: frame)
        let statusArea = status.inset(by: EdgeInsets(horizontal: 1))
        Divider().render(in: statusArea.row(0), frame: frame)
        Label(R.string.logsDemo.entries(viewModel.entryCount), style: frame.style(R.color.text.secondary))
            .render(in: statusArea.row(1), frame: frame)
        let hint = viewModel.isPanelAvailable ? R.string.logsDemo.hint() : R.string.logsDemo.hintProd()
        KeyHintsView(hints: hint).render(in: hintArea, frame: frame)
    }

    func handle(_ key: KeyEvent) -> Bool {
        viewModel.listState.handle(key, activate: viewModel.runSelected)
    }
}
