/// Where frames go. The ncurses backend draws on a real terminal; `VirtualTerminal`
/// keeps the screen in memory for tests and `render`.
@MainActor
public protocol Terminal: AnyObject {
    var size: Size { get }
    var colorDepth: ColorDepth { get }
    /// False when the locale cannot show Unicode: icons fall back to ASCII.
    var supportsUnicode: Bool { get }

    /// Shows `canvas`, writing only the cells that differ from the last frame shown.
    func present(_ canvas: Canvas)

    /// Forgets what is on the screen, so the next `present` redraws every cell.
    func invalidate()

    /// Rings the terminal bell.
    func bell()

    /// Flashes the screen (the visual bell); terminals without one ring instead.
    func flash()
}
