import TUIKit

/// The pane beside a list on a wide terminal (`SizeClass.wide`): a vertical rule down its
/// left edge and its content one cell in from it, the terminal's split view.
struct SidePane<Content: View>: View {
    let content: Content

    init(_ content: Content) {
        self.content = content
    }

    var bindings: [KeyBinding] { content.bindings }

    func render(in area: Rect, frame: Frame) {
        guard !area.isEmpty else { return }
        let (rule, body) = area.columns(.length(1), .fill, spacing: 1)
        let glyph = frame.context.unicode ? "│" : "|"
        let style = frame.context.style(frame.context.colors.border)
        for y in rule.y..<(rule.y + rule.height) {
            frame.canvas.write(glyph, at: Point(x: rule.x, y: y), style: style, clip: rule)
        }
        frame.render(content, in: body)
    }
}
