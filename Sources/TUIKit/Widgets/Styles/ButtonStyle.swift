import TUICore

/// The look of a `Button` in each state (the iOS component library's `Button+Styles`): primary,
/// secondary and destructive, each normal, focused, pressed and disabled.
///
/// The states differ without colour too, so they read under `NO_COLOR`: a normal button
/// is `[ Title ]`, a focused one `▸[ Title ]◂` in bold, a pressed one adds reverse video,
/// and a disabled one is dim with its brackets gone, `· Title ·`. Colour only adds the
/// role's hue: accent fill for primary, accent text for secondary, the error colour for
/// destructive, whose title is also marked with `!`.
///
/// The roles are open, as the template's `ButtonStyle` variants are: an app adds its own in an
/// extension of `ButtonStyle.Role` (its colours, whether it is bold, a mark before its title)
/// and uses `ButtonStyle(role: .warning)`, without a change to TUIKit.
public struct ButtonStyle: Hashable, Sendable {
    /// What a button is for, and the colours and marks that say so. Two roles are the same
    /// role when their names are.
    public struct Role: Hashable, Sendable, CustomStringConvertible {
        /// How the app names the role (`primary`, `warning`).
        public let name: String
        /// The title's colour, from the frame's theme colours.
        public let title: @Sendable (ThemeColors) -> ColorSet
        /// The background's colour.
        public let fill: @Sendable (ThemeColors) -> ColorSet
        /// Bold in every state; otherwise only when focused or pressed.
        public let isBold: Bool
        /// Written before the title in every state, so the role reads without colour (`!`).
        public let mark: Icon?

        public init(
            _ name: String,
            title: @escaping @Sendable (ThemeColors) -> ColorSet,
            fill: @escaping @Sendable (ThemeColors) -> ColorSet,
            isBold: Bool = true,
            mark: Icon? = nil
        ) {
            self.name = name
            self.title = title
            self.fill = fill
            self.isBold = isBold
            self.mark = mark
        }

        /// Accent fill, inverted text.
        public static let primary = Role("primary", title: { $0.textInverted }, fill: { $0.accent })
        /// Accent text on the secondary background, bold only when focused.
        public static let secondary = Role(
            "secondary", title: { $0.accent }, fill: { $0.backgroundSecondary }, isBold: false)
        /// The error colour, marked `!`.
        public static let destructive = Role(
            "destructive", title: { $0.error }, fill: { $0.backgroundSecondary }, mark: Icon(glyph: "!", ascii: "!"))

        public static func == (lhs: Role, rhs: Role) -> Bool { lhs.name == rhs.name }
        public func hash(into hasher: inout Hasher) { hasher.combine(name) }
        public var description: String { name }
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
        let mark = role.mark.map { $0.text(unicode: unicode) + " " } ?? ""
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
        var attributes: TextAttributes = role.isBold ? [.bold] : []
        if state == .focused || state == .pressed { attributes.insert(.bold) }
        if state == .pressed { attributes.insert(.reverse) }
        return frame.context.style(role.title(colors), background: role.fill(colors), text: TextStyle(attributes))
    }
}
