import TUICore

/// A button in the environment's `ButtonStyle` (reference 001's `CommonButton`, 003's
/// `Button+Styles`). Its owner says whether it is enabled and focused and holds its
/// `PressFeedback`, so a key and a click both show the pressed state; a click on a disabled
/// button does nothing.
public struct Button: View {
    public let title: String
    public var isEnabled: Bool
    public var isFocused: Bool
    public let feedback: PressFeedback
    public let action: @MainActor () -> Void

    public init(
        _ title: String,
        isEnabled: Bool = true,
        isFocused: Bool = false,
        feedback: PressFeedback,
        action: @escaping @MainActor () -> Void
    ) {
        self.title = title
        self.isEnabled = isEnabled
        self.isFocused = isFocused
        self.feedback = feedback
        self.action = action
    }

    /// Columns the button takes in `style` (the same in every state, so nothing jumps).
    public func width(in style: ButtonStyle, unicode: Bool = true) -> Int {
        style.text(title, state: .normal, unicode: unicode).cellWidth
    }

    public func render(in area: Rect, frame: Frame) {
        guard !area.isEmpty else { return }
        let buttonStyle = frame.environment.buttonStyle
        let state: ButtonStyle.State
        if !isEnabled {
            state = .disabled
        } else if feedback.isPressed(in: frame) {
            state = .pressed
        } else {
            state = isFocused ? .focused : .normal
        }
        let text = buttonStyle.text(title, state: state, unicode: frame.unicode)
        let rect = Rect(x: area.x, y: area.y, width: min(text.cellWidth, area.width), height: 1)
        var style = buttonStyle.style(for: state, frame: frame)
        // Focus stays visible on a disabled button, so a keyboard user knows where it is.
        if state == .disabled, isFocused { style.attributes.insert(.underline) }
        // The terminal's (hidden) cursor follows the focus, for screen readers and magnifiers.
        if isFocused { frame.canvas.focus = rect.origin }
        guard isEnabled else {
            Label(text, style: style).render(in: rect, frame: frame)
            frame.blockTaps(in: rect)
            return
        }
        // The pressed look is already in the state's style, so the control adds none.
        TouchableControl(feedback: feedback, touchedStyle: .plain, onTouchUpInside: action) {
            Label(text, style: style)
        }.render(in: rect, frame: frame)
    }
}
