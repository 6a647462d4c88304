import TUICore

/// The colors of toasts, per style: a tinted fill and an accent for the border and icon.
/// An app fills it from its color resources (`ToastPresenter.colors`).
public struct ToastColors: Sendable {
    public struct StyleColors: Sendable {
        /// The border and the icon.
        public var accent: ColorSet
        /// The fill behind the message.
        public var background: ColorSet

        public init(accent: ColorSet, background: ColorSet) {
            self.accent = accent
            self.background = background
        }
    }

    public var information: StyleColors
    public var success: StyleColors
    public var failure: StyleColors
    public var warning: StyleColors

    public init(information: StyleColors, success: StyleColors, failure: StyleColors, warning: StyleColors) {
        self.information = information
        self.success = success
        self.failure = failure
        self.warning = warning
    }

    public func colors(for style: ToastStyle) -> StyleColors {
        switch style {
        case .information: return information
        case .success: return success
        case .failure: return failure
        case .warning: return warning
        }
    }

    private static func pair(_ accent: (String, String), _ background: (String, String)) -> StyleColors {
        StyleColors(
            accent: ColorSet(light: Color(hex: accent.0)!, dark: Color(hex: accent.1)!),
            background: ColorSet(light: Color(hex: background.0)!, dark: Color(hex: background.1)!)
        )
    }

    public static let standard = ToastColors(
        information: pair(("#0969DA", "#58A6FF"), ("#DDF4FF", "#0F213A")),
        success: pair(("#1A7F37", "#3FB950"), ("#DAFBE1", "#0F2A1B")),
        failure: pair(("#CF222E", "#F85149"), ("#FFEBE9", "#2D1316")),
        warning: pair(("#9A6700", "#D29922"), ("#FFF8C5", "#2B2111"))
    )
}
