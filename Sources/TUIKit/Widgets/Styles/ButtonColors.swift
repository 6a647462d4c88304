/// Colours of one button that override its `ButtonStyle`'s (the iOS utilities' `CommonButton`
/// background and title colour "for a list of states"): normal (also focused), highlighted
/// (pressed) and disabled. A nil colour keeps the style's; the style's brackets and
/// attributes stay, so the states still read without colour.
public struct ButtonColors: Sendable, Equatable {
    /// The title and background colours of one state.
    public struct Pair: Sendable, Equatable {
        public var title: ColorSet?
        public var background: ColorSet?

        public init(title: ColorSet? = nil, background: ColorSet? = nil) {
            self.title = title
            self.background = background
        }
    }

    public var normal: Pair
    public var highlighted: Pair
    public var disabled: Pair

    public init(normal: Pair = Pair(), highlighted: Pair = Pair(), disabled: Pair = Pair()) {
        self.normal = normal
        self.highlighted = highlighted
        self.disabled = disabled
    }

    /// The pair for a button drawn in `state`.
    public func pair(for state: ButtonStyle.State) -> Pair {
        switch state {
        case .normal, .focused: normal
        case .pressed: highlighted
        case .disabled: disabled
        }
    }
}
