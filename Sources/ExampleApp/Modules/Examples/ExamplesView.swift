import TUICore
import TUIKit

struct ExamplesView: InteractiveView {
    let viewModel: ExamplesViewModel

    func render(in area: Rect, frame: Frame) {
        let (hintArea, listArea) = area.inset(by: EdgeInsets(top: 1)).divided(bottom: 1)
        ListView(rows: viewModel.rows, state: viewModel.listState) { viewModel.openDemo(at: $0) }
            .render(in: listArea, frame: frame)
        KeyHintsView(hints: viewModel.showsLogsHotkey ? R.string.common.hintListDev() : R.string.common.hintList())
            .render(in: hintArea, frame: frame)
    }

    func handle(_ key: KeyEvent) -> Bool {
        if viewModel.listState.handle(key) { return true }
        switch key.key {
        case .enter, .character(" "), .right, .character("l"):
            viewModel.openSelected()
            return true
        default:
            return false
        }
    }
}
