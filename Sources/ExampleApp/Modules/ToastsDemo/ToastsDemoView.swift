import TUICore
import TUIKit

struct ToastsDemoView: InteractiveView {
    let viewModel: ToastsDemoViewModel

    func render(in area: Rect, frame: Frame) {
        let (hintArea, body) = area.inset(by: EdgeInsets(top: 1)).divided(bottom: 1)
        let (status, listArea) = body.divided(bottom: 2)
        let rows = viewModel.actions.map { action in
            ListView.Row(
                title: viewModel.title(of: action), icon: viewModel.style(of: action).icon,
                value: viewModel.value(of: action))
        }
        ListView(rows: rows, state: viewModel.listState) { viewModel.run(at: $0) }
            .render(in: listArea, frame: frame)
        let statusArea = status.inset(by: EdgeInsets(horizontal: 1))
        Divider().render(in: statusArea.row(0), frame: frame)
        Label(R.string.toastsDemo.taps(viewModel.tapCount), style: frame.style(R.color.text.secondary))
            .render(in: statusArea.row(1), frame: frame)
        KeyHintsView(hints: R.string.toastsDemo.hint()).render(in: hintArea, frame: frame)
    }

    func handle(_ key: KeyEvent) -> Bool {
        viewModel.listState.handle(key, activate: viewModel.runSelected)
    }
}
