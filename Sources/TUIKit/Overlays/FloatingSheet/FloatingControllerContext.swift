/// How a floating controller presents itself (the iOS `FloatingControllerContext`):
/// its top offset in the half state, whether it may expand to full, and where it starts.
/// An app describes each of its cases as a static member.
public struct FloatingControllerContext: Hashable, Sendable {
    /// The top edge in the half state, as a share of the window's height from its top.
    public var halfStateTopOffset: Double
    public var isFullStateAllowed: Bool
    public var initialPosition: FloatingControllerPosition
    /// The sheet's background; nil takes the theme's secondary background.
    public var background: ColorSet?

    public init(
        halfStateTopOffset: Double = 0.5,
        isFullStateAllowed: Bool = true,
        initialPosition: FloatingControllerPosition = .half,
        background: ColorSet? = nil
    ) {
        self.halfStateTopOffset = halfStateTopOffset
        self.isFullStateAllowed = isFullStateAllowed
        self.initialPosition = isFullStateAllowed ? initialPosition : .half
        self.background = background
    }
}

/// The states a floating controller rests in.
public enum FloatingControllerPosition: Hashable, Sendable {
    /// Part of the screen stays uncovered above it.
    case half
    /// Up to the window's top row.
    case full
}
