/// Where frames go and input comes from. The ncurses backend draws on a real terminal;
/// `VirtualTerminal` keeps the screen in memory for tests and `render`. The run loop
/// drives either.
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

    /// Puts `text` on the system clipboard with OSC 52 (`ClipboardSequence`), between
    /// frames, so the frame on screen is untouched. Text over
    /// `ClipboardSequence.maximumTextBytes` is not sent.
    func copyToClipboard(_ text: String)

    /// Raises a desktop notification through the terminal (OSC 777 or OSC 9), between
    /// frames; terminals that do not know the sequence ignore it.
    func postNotification(_ notification: TerminalNotification)

    /// Shows `title` as the terminal window's title from now on; terminals without a
    /// title of their own ignore it.
    func setTitle(_ title: String)

    /// The file the run loop watches for input; nil for a terminal fed by hand.
    var inputDescriptor: Int32? { get }

    /// The events waiting on the input, decoded.
    func readEvents() -> [Event]

    /// Reads the size again after a resize signal.
    func updateSize() -> Size

    /// Hands the terminal back to the shell before the process stops (Ctrl-Z).
    func suspend()

    /// Takes the terminal again after the process continues, for a full redraw.
    func resume()

    /// Restores the terminal for good, before the process exits.
    func shutdown()
}

extension Terminal {
    public var inputDescriptor: Int32? { nil }
    public func readEvents() -> [Event] { [] }
    public func updateSize() -> Size { size }
    public func suspend() {}
    public func resume() { invalidate() }
    public func shutdown() {}
    public func copyToClipboard(_ text: String) {}
    public func postNotification(_ notification: TerminalNotification) {}
    public func setTitle(_ title: String) {}
}
