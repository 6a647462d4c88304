import TUICore

/// The look of a `Button` in each state (the iOS component library's `Button+Styles`): primary,
/// secondary and destructive, each normal, focused, pressed and disabled.
///
/// The states differ without colour too, so they read under `NO_COLOR`: a normal button
/// is `[ Title ]`, a focused one `▸[ Title ]◂` in bold, a pressed one adds reverse video,
/// and a disabled one is dim with its brackets gone, `· Title ·`. Colour only adds the
/// role's hue: accent fill for primary, accent text for secondary, the error colour for
/// destructive, whose title is also marked with `!`.
public struct ButtonStyle: Hashable, Sendable {
    public enum Role: Hashable, Sendable {
        case primary
        case secondary
        case destructive
    }

    public enum State: Hashable, Sendable, CaseIterable {
        case normal
        case focused
        case pressed
        case disabled
    }

    public let role: Role

    public init(role: Role) {
        self.role = role
    }

    public static let primary = ButtonStyle(role: .primary)
    public static let secondary = ButtonStyle(role: .secondary)
    public static let destructive = ButtonStyle(role: .destructive)

    /// The button's text in `state`: the title framed by the state's brackets and markers.
    public func text(_ title: String, state: State, unicode: Bool = true) -> String {
        let mark = role == .destructive ? "! " : ""
        switch state {
        case .normal:
            return " [ \(mark)\(title) ] "
        case .focused, .pressed:
            return (unicode ? "▸" : ">") + "[ \(mark)\(title) ]" + (unicode ? "◂" : "<")
        case .disabled:
            return (unicode ? " · " : " - ") + mark + title + (unicode ? " · " : " - ")
        }
    }

    /// The cell style of the button's text in `state`.
    @MainActor
    public func style(for state: State, frame: Frame) -> Style {
        let colors = frame.context.colors
        if state == .disabled {
            return frame.context.style(colors.textSecondary, text: TextStyle([.dim]))
        }
        var attributes: TextAttributes = role == .secondary ? [] : [.bold]
        if state == .focused || state == .pressed { attributes.insert(.bold) }
        if state == .pressed { attributes.insert(.reverse) }
        switch role {
        case .primary:
            return frame.context.style(colors.textInverted, background: colors.accent, text: TextStyle(attributes))
        case .secondary:
            return frame.context.style(
                colors.accent, background: colors.backgroundSecondary, text: TextStyle(attributes))
        case .destructive:
            return frame.context.style(
                colors.error, background: colors.backgroundSecondary, text: TextStyle(attributes))
        }
    }
}
