import TUICore

/// A button in the environment's `ButtonStyle` (the iOS utilities' `CommonButton`, the iOS
/// component library's `Button+Styles`). Its owner says whether it is enabled and focused
/// and holds its `PressFeedback`, so a key and a click both show the pressed state; a click
/// on a disabled button does nothing.
///
/// Per button it can have an icon before or after its title, `ButtonColors` over its
/// style's, and an extended hit area: cells around it that take its click too, for a
/// small button that should be easy to hit with the mouse.
public struct Button: View {
    /// Where the icon goes.
    public enum IconPlacement: Hashable, Sendable {
        case leading
        case trailing
    }

    public let title: String
    public var isEnabled: Bool
    public var isFocused: Bool
    public let feedback: PressFeedback
    public var icon: Icon?
    public var iconPlacement: IconPlacement
    public var colors: ButtonColors?
    /// Cells around the button that count as a hit (`hitTestEdgeInsets`, outwards).
    public var extendedHitArea: EdgeInsets
    public let action: @MainActor () -> Void

    public init(
        _ title: String,
        isEnabled: Bool = true,
        isFocused: Bool = false,
        feedback: PressFeedback,
        icon: Icon? = nil,
        iconPlacement: IconPlacement = .leading,
        colors: ButtonColors? = nil,
        extendedHitArea: EdgeInsets = EdgeInsets(),
        action: @escaping @MainActor () -> Void
    ) {
        self.title = title
        self.isEnabled = isEnabled
        self.isFocused = isFocused
        self.feedback = feedback
        self.icon = icon
        self.iconPlacement = iconPlacement
        self.colors = colors
        self.extendedHitArea = extendedHitArea
        self.action = action
    }

    /// The title with the icon where it goes.
    public func label(unicode: Bool = true) -> String {
        guard let icon else { return title }
        let glyph = icon.text(unicode: unicode)
        return iconPlacement == .leading ? glyph + " " + title : title + " " + glyph
    }

    /// Columns the button takes in `style` (the same in every state, so nothing jumps).
    public func width(in style: ButtonStyle, unicode: Bool = true) -> Int {
        style.text(label(unicode: unicode), state: .normal, unicode: unicode).cellWidth
    }

    /// The cells that take the button's click when it is drawn in `rect`: the button and
    /// its extended hit area, inside `bounds`.
    public func hitArea(for rect: Rect, in bounds: Rect) -> Rect {
        Rect(
            x: rect.x - extendedHitArea.left,
            y: rect.y - extendedHitArea.top,
            width: rect.width + extendedHitArea.left + extendedHitArea.right,
            height: rect.height + extendedHitArea.top + extendedHitArea.bottom
        ).intersection(bounds)
    }

    public func render(in area: Rect, frame: Frame) {
        guard !area.isEmpty else { return }
        let buttonStyle = frame.context.environment.buttonStyle
        let state: ButtonStyle.State
        if !isEnabled {
            state = .disabled
        } else if feedback.isPressed(in: frame) {
            state = .pressed
        } else {
            state = isFocused ? .focused : .normal
        }
        let text = buttonStyle.text(label(unicode: frame.context.unicode), state: state, unicode: frame.context.unicode)
        let rect = Rect(x: area.x, y: area.y, width: min(text.cellWidth, area.width), height: 1)
        var style = buttonStyle.style(for: state, frame: frame)
        if let pair = colors?.pair(for: state) {
            style = style.patched(with: frame.context.style(pair.title, background: pair.background))
        }
        // Focus stays visible on a disabled button, so a keyboard user knows where it is.
        if state == .disabled, isFocused { style.attributes.insert(.underline) }
        // The terminal's (hidden) cursor follows the focus, for screen readers and magnifiers.
        if isFocused { frame.canvas.focus = rect.origin }
        guard isEnabled else {
            Label(text, style: style).render(in: rect, frame: frame)
            frame.canvas.disabledAreas.append(rect)
            frame.blockTaps(in: rect)
            return
        }
        let hitArea = hitArea(for: rect, in: frame.bounds)
        if hitArea != rect {
            // Registered first, so the button's own cells and any view drawn later win there.
            frame.onTap(hitArea) { [feedback, action] in
                feedback.press()
                action()
            }
        }
        // The pressed look is already in the state's style, so the control adds none.
        TouchableControl(feedback: feedback, style: TouchableControlStyle(highlighted: .none), onTouchUpInside: action)
        {
            Label(text, style: style)
        }.render(in: rect, frame: frame)
    }
}
