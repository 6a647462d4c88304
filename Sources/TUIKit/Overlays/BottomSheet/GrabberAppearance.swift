/// How a sheet's grabber looks: the short bar in its top edge that a drag moves
/// (the `grabberAppearance` of the iOS `FloatingControllerPresentationManager`).
public struct GrabberAppearance: Hashable, Sendable {
    /// Nil draws it in the theme's secondary text color.
    public var color: ColorSet?
    /// Its length in cells.
    public var width: Int

    public init(color: ColorSet? = nil, width: Int = 8) {
        self.color = color
        self.width = width
    }

    public static let standard = GrabberAppearance()
}
