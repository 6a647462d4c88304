import TUICore
import TUIKit

struct SettingsView: InteractiveView {
    let viewModel: SettingsViewModel

    func render(in area: Rect, on canvas: inout Canvas, context: RenderContext) {
        let content = area.inset(by: EdgeInsets(top: 1))
        let (hintArea, body) = content.divided(bottom: 1)
        let (messageArea, listArea) = body.divided(bottom: viewModel.errorMessage == nil ? 0 : 2)
        ListView(rows: viewModel.rows, state: viewModel.listState) { viewModel.change(at: $0) }
            .render(in: listArea, on: &canvas, context: context)
        if let message = viewModel.errorMessage {
            Paragraph(message, style: context.style(R.color.text.error))
                .render(in: messageArea.inset(by: EdgeInsets(horizontal: 1)), on: &canvas, context: context)
        }
        KeyHintsView(hints: R.string.settings.hint()).render(in: hintArea, on: &canvas, context: context)
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
