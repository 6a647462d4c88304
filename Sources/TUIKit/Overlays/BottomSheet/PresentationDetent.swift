/// A height a bottom sheet rests at (SwiftUI's `PresentationDetent`), measured against
/// the window: a sheet covers the tab bar, as it does on iOS.
public enum PresentationDetent: Hashable, Sendable {
    /// Half the window.
    case medium
    /// The whole window but its top row, so the screen beneath still shows its title.
    case large
    /// This share of the window's height, 0…1.
    case fraction(Double)
    /// A fixed number of rows, edge included.
    case height(Int)

    /// The fewest rows a resting sheet takes: its top edge and two rows of content.
    public static let minimumHeight = 3
    /// Rows `.large` leaves above the sheet.
    public static let largeTopInset = 1

    /// Rows the sheet takes in a window `windowHeight` rows tall: never more than
    /// `.large`, never less than `minimumHeight` (unless the window is smaller still).
    public func height(inWindowOfHeight windowHeight: Int) -> Int {
        let large = max(0, windowHeight - Self.largeTopInset)
        let rows: Int
        switch self {
        case .medium: rows = (windowHeight + 1) / 2
        case .large: rows = large
        case .fraction(let fraction): rows = Int((Double(windowHeight) * min(max(fraction, 0), 1)).rounded())
        case .height(let height): rows = height
        }
        return min(large, max(Self.minimumHeight, rows))
    }
}
