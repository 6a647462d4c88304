import TUICore
import TUIKit

struct SettingsView: InteractiveView {
    let viewModel: SettingsViewModel

    func render(in area: Rect, frame: Frame) {
        let content = area.inset(by: EdgeInsets(top: 1))
        let (hintArea, body) = content.divided(bottom: 1)
        let (messageArea, listArea) = body.divided(bottom: viewModel.errorMessage == nil ? 0 : 2)
        ListView(rows: viewModel.rows, state: viewModel.listState) { viewModel.change(at: $0) }
            .render(in: listArea, frame: frame)
        if let message = viewModel.errorMessage {
            Paragraph(message, style: frame.style(R.color.text.error))
                .render(in: messageArea.inset(by: EdgeInsets(horizontal: 1)), frame: frame)
        }
        KeyHintsView(hints: R.string.settings.hint()).render(in: hintArea, frame: frame)
    }

    func handle(_ key: KeyEvent) -> Bool {
        if viewModel.listState.handle(key) { return true }
        switch key.key {
        case .enter, .character(" "), .right, .character("l"):
            viewModel.changeSelected(forward: true)
        case .left, .character("h"):
            viewModel.changeSelected(forward: false)
        default:
            return false
        }
        return true
    }
}
