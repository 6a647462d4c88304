import TUICore
import TUIKit

struct StyledTextDemoView: InteractiveView {
    let viewModel: StyledTextDemoViewModel

    func render(in area: Rect, frame: Frame) {
        let (hintArea, body) = area.inset(by: EdgeInsets(top: 1)).divided(bottom: 1)
        let content = body.inset(by: EdgeInsets(horizontal: 2))
        Label(viewModel.widthStatus, style: frame.style(R.color.text.secondary))
            .render(in: content.row(0), frame: frame)
        let width = min(viewModel.width, content.width - 2)
        let text = StyledText(viewModel.text) { [viewModel] in viewModel.onLinkTapped($0) }
        // Rows below the text are kept for the opened link's status only once there is one.
        let reserved = viewModel.linkStatus == nil ? 2 : 4
        let height = min(text.height(forWidth: width), content.height - reserved)
        let box = Rect(x: content.x, y: content.y + 2, width: width + 2, height: height)
        // A rule either side shows the width the text wraps to.
        let rule = Style(foreground: frame.color(R.color.border.primary))
        for y in box.minY..<box.maxY {
            frame.canvas.write(frame.unicode ? "│" : "|", at: Point(x: box.minX, y: y), style: rule)
            frame.canvas.write(frame.unicode ? "│" : "|", at: Point(x: box.maxX - 1, y: y), style: rule)
        }
        text.render(in: box.inset(by: EdgeInsets(horizontal: 1)), frame: frame)
        if let status = viewModel.linkStatus {
            Label(status, style: frame.style(R.color.text.accent))
                .render(in: content.row(box.maxY - content.y + 1), frame: frame)
        }
        KeyHintsView(hints: R.string.components.styledTextHint()).render(in: hintArea, frame: frame)
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
