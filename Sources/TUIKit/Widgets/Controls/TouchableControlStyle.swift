import TUICore

/// How a `TouchableControl` changes the view it wraps in each state (the iOS utilities'
/// `TouchableControl.animatingViewsByAlpha` and `addChangeColor(to:normalColor:touchedColor:)`):
/// a colour or attribute laid over the view's own cells; nil colours keep the view's.
public struct TouchableControlStyle: Sendable, Equatable {
    /// What one state lays over the wrapped view.
    public struct Overlay: Sendable, Equatable {
        public var foreground: ColorSet?
        public var background: ColorSet?
        public var attributes: TextAttributes

        public init(foreground: ColorSet? = nil, background: ColorSet? = nil, attributes: TextAttributes = []) {
            self.foreground = foreground
            self.background = background
            self.attributes = attributes
        }

        /// Changes nothing.
        public static let none = Overlay()
    }

    public var normal: Overlay
    /// While pressed (held, or briefly after a click or a key).
    public var highlighted: Overlay
    public var disabled: Overlay

    public init(
        normal: Overlay = .none,
        highlighted: Overlay = Overlay(attributes: .reverse),
        disabled: Overlay = Overlay(attributes: .dim)
    ) {
        self.normal = normal
        self.highlighted = highlighted
        self.disabled = disabled
    }

    /// The view as it is; reverse video while pressed; dim while disabled.
    public static let standard = TouchableControlStyle()

    /// The cell style `overlay` lays over the view in `frame`'s theme.
    @MainActor
    static func style(_ overlay: Overlay, frame: Frame) -> Style {
        frame.context.style(overlay.foreground, background: overlay.background, text: TextStyle(overlay.attributes))
    }
}
