import TUIKit

/// A button as the demos draw it: the title in brackets on the button color, so it reads
/// as a button without color too; a click runs the action (its screen maps a key to it).
struct ActionButton: View {
    let title: String
    /// Whether the screen's Enter runs it: the terminal's (hidden) cursor then sits on it.
    var isFocused = false
    let action: @MainActor () -> Void

    var text: String { "[ " + title + " ]" }

    func render(in area: Rect, frame: Frame) {
        guard !area.isEmpty else { return }
        let rect = Rect(x: area.x, y: area.y, width: min(text.cellWidth, area.width), height: 1)
        Label(
            text,
            style: frame.context.style(
                R.color.button.text, background: R.color.button.background, text: R.font.button.primary)
        )
        .render(in: rect, frame: frame)
        if isFocused { frame.canvas.focus = rect.origin }
        frame.onTap(rect, action)
    }
}
