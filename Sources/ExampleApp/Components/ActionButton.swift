import TUICore
import TUIKit

/// A button as the demos draw it: the title in brackets on the button color, so it reads
/// as a button without color too; a click runs the action (its screen maps a key to it).
/// Focused it is reversed, disabled it is dim and takes no clicks.
struct ActionButton: View {
    let title: String
    var isEnabled = true
    var isFocused = false
    let action: @MainActor () -> Void

    var text: String { "[ " + title + " ]" }

    func render(in area: Rect, on canvas: inout Canvas, context: RenderContext) {
        guard !area.isEmpty else { return }
        let rect = Rect(x: area.x, y: area.y, width: min(text.cellWidth, area.width), height: 1)
        Label(text, style: style(context: context)).render(in: rect, on: &canvas, context: context)
        if isEnabled { context.onTap(rect, action) }
    }

    private func style(context: RenderContext) -> Style {
        guard isEnabled else { return context.style(R.color.text.secondary, text: TextStyle([.dim])) }
        var style = context.style(
            R.color.button.text, background: R.color.button.background, text: R.font.button.primary)
        if isFocused { style.attributes.formUnion([.reverse, .underline]) }
        return style
    }
}
