import TUICore

/// Makes any view pressable (reference 001's `TouchableControl`): a click anywhere on it runs
/// `onTouchUpInside`, and while its `PressFeedback` is pressed the view's cells are shown in
/// reverse video, or with `touchedStyle` laid over them.
public struct TouchableControl<Content: View>: View {
    public let content: Content
    public let feedback: PressFeedback
    public var touchedStyle: Style
    public let onTouchUpInside: @MainActor () -> Void

    public init(
        feedback: PressFeedback,
        touchedStyle: Style = Style(attributes: .reverse),
        onTouchUpInside: @escaping @MainActor () -> Void,
        content: () -> Content
    ) {
        self.content = content()
        self.feedback = feedback
        self.touchedStyle = touchedStyle
        self.onTouchUpInside = onTouchUpInside
    }

    public func render(in area: Rect, frame: Frame) {
        content.render(in: area, frame: frame)
        if feedback.isPressed(in: frame) { frame.canvas.apply(touchedStyle, to: area) }
        frame.onTap(area) { [feedback, onTouchUpInside] in
            feedback.press()
            onTouchUpInside()
        }
    }
}
