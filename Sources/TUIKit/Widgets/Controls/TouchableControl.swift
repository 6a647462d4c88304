import TUICore

/// Makes any view pressable (the iOS utilities' `TouchableControl`), with the view's look in
/// each state laid over it by a `TouchableControlStyle`.
///
/// With only `onTouchUpInside`, a click runs it at once and the view shows pressed for its
/// `PressFeedback`'s duration. With `onTouchDown` or `onTouchCancel` the control tracks the
/// mouse: the press runs `onTouchDown` and the view stays highlighted while the button is
/// held; a release inside runs `onTouchUpInside`, a release outside (or the screen's Esc,
/// through `PressFeedback.cancelTouch()`) runs `onTouchCancel`. A disabled control takes no
/// click.
public struct TouchableControl<Content: View>: View {
    public let content: Content
    public let feedback: PressFeedback
    public var isEnabled: Bool
    public var style: TouchableControlStyle
    public let onTouchDown: (@MainActor () -> Void)?
    public let onTouchUpInside: @MainActor () -> Void
    public let onTouchCancel: (@MainActor () -> Void)?

    public init(
        feedback: PressFeedback,
        isEnabled: Bool = true,
        style: TouchableControlStyle = .standard,
        onTouchDown: (@MainActor () -> Void)? = nil,
        onTouchUpInside: @escaping @MainActor () -> Void,
        onTouchCancel: (@MainActor () -> Void)? = nil,
        content: () -> Content
    ) {
        self.content = content()
        self.feedback = feedback
        self.isEnabled = isEnabled
        self.style = style
        self.onTouchDown = onTouchDown
        self.onTouchUpInside = onTouchUpInside
        self.onTouchCancel = onTouchCancel
    }

    /// Whether a press is tracked from the mouse's press to its release.
    public var tracksTouches: Bool { onTouchDown != nil || onTouchCancel != nil }

    public func render(in area: Rect, frame: Frame) {
        content.render(in: area, frame: frame)
        guard isEnabled else {
            frame.canvas.apply(TouchableControlStyle.style(style.disabled, frame: frame), to: area)
            frame.blockTaps(in: area)
            return
        }
        let overlay = feedback.isPressed(in: frame) ? style.highlighted : style.normal
        if overlay != .none { frame.canvas.apply(TouchableControlStyle.style(overlay, frame: frame), to: area) }
        guard tracksTouches else {
            frame.onTap(area) { [feedback, onTouchUpInside] in
                feedback.press()
                onTouchUpInside()
            }
            return
        }
        frame.onDrag(area) { [feedback, onTouchDown, onTouchUpInside, onTouchCancel] phase, point in
            switch phase {
            case .began:
                feedback.touchDown { onTouchCancel?() }
                onTouchDown?()
            case .changed:
                break
            case .ended:
                let inside = area.contains(point)
                if feedback.touchUp(inside: inside), inside { onTouchUpInside() }
            }
        }
    }
}
