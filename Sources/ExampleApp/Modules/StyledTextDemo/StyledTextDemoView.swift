import TUICore
import TUIKit

struct StyledTextDemoView: InteractiveView {
    let viewModel: StyledTextDemoViewModel

    func render(in area: Rect, on canvas: inout Canvas, context: RenderContext) {
        let (hintArea, body) = area.inset(by: EdgeInsets(top: 1)).divided(bottom: 1)
        let content = body.inset(by: EdgeInsets(horizontal: 2))
        Label(viewModel.widthStatus, style: context.style(R.color.text.secondary))
            .render(in: content.row(0), on: &canvas, context: context)
        let width = min(viewModel.width, content.width - 2)
        let text = StyledText(viewModel.text) { [viewModel] in viewModel.onLinkTapped($0) }
        // Rows below the text are kept for the opened link's status only once there is one.
        let reserved = viewModel.linkStatus == nil ? 2 : 4
        let height = min(text.height(forWidth: width), content.height - reserved)
        let box = Rect(x: content.x, y: content.y + 2, width: width + 2, height: height)
        // A rule either side shows the width the text wraps to.
        let rule = Style(foreground: context.color(R.color.border.primary))
        for y in box.minY..<box.maxY {
            canvas.write(context.unicode ? "│" : "|", at: Point(x: box.minX, y: y), style: rule)
            canvas.write(context.unicode ? "│" : "|", at: Point(x: box.maxX - 1, y: y), style: rule)
        }
        text.render(in: box.inset(by: EdgeInsets(horizontal: 1)), on: &canvas, context: context)
        if let status = viewModel.linkStatus {
            Label(status, style: context.style(R.color.text.accent))
                .render(in: content.row(box.maxY - content.y + 1), on: &canvas, context: context)
        }
        KeyHintsView(hints: R.string.components.styledTextHint()).render(in: hintArea, on: &canvas, context: context)
    }

    func handle(_ key: KeyEvent) -> Bool {
        guard key.modifiers.isEmpty else { return false }
        switch key.key {
        case .character("-"), .left:
            viewModel.changeWidth(by: -4)
        case .character("+"), .character("="), .right:
            viewModel.changeWidth(by: 4)
        default:
            return false
        }
        return true
    }
}
