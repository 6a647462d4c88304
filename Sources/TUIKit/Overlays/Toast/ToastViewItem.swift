/// What a toast shows (the template's `ToastViewItem`): its style, message and icons.
public struct ToastViewItem: Sendable, Hashable {
    public var style: ToastStyle
    public var message: String
    /// Drawn before the message; the style's icon unless given.
    public var leftIcon: Icon?
    /// Drawn at the end of the first line, such as a chevron on a toast that opens something.
    public var rightIcon: Icon?

    public init(style: ToastStyle, message: String, leftIcon: Icon?, rightIcon: Icon? = nil) {
        self.style = style
        self.message = message
        self.leftIcon = leftIcon
        self.rightIcon = rightIcon
    }

    /// A toast with its style's icon on the left.
    public init(style: ToastStyle, message: String, rightIcon: Icon? = nil) {
        self.init(style: style, message: message, leftIcon: style.icon, rightIcon: rightIcon)
    }
}

/// The template's toast styles. Each has its own icon, so they differ without color too.
public enum ToastStyle: Sendable, Hashable, CaseIterable {
    case information
    case success
    case failure
    case warning

    /// One cell wide, with an ASCII stand-in.
    public var icon: Icon {
        switch self {
        case .information: return Icon(glyph: "ⅈ", ascii: "i")
        case .success: return Icon(glyph: "✓", ascii: "v")
        case .failure: return Icon(glyph: "✕", ascii: "x")
        case .warning: return Icon(glyph: "⚠", ascii: "!")
        }
    }
}
