/// Where the command palette keeps its recent choices between launches: the app gives a
/// store (a file under its data folder); without one they last as long as the window.
@MainActor
public protocol PaletteRecents: AnyObject {
    /// The ids of the recent choices, the latest first.
    func load() -> [String]
    /// Keeps `ids`, the latest first.
    func save(_ ids: [String])
}
