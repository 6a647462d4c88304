/// An in-memory terminal: the screen is a `Canvas`, and every `present` is counted, so
/// tests can check both what is shown and how much was written to show it (by the same
/// `CellDiff` the ncurses backend writes with).
@MainActor
public final class VirtualTerminal: Terminal {
    public private(set) var size: Size
    public let colorDepth: ColorDepth
    public let supportsUnicode: Bool
    /// What the screen shows now.
    public private(set) var screen: Canvas
    /// Cells written by the last `present`.
    public private(set) var lastWriteCount = 0
    public private(set) var presentCount = 0
    public private(set) var bellCount = 0
    /// Every bell and flash so far, in order: tests read haptic patterns from it.
    public private(set) var signals: [TerminalSignal] = []
    /// Every text put on the clipboard so far, in order (what OSC 52 would have carried).
    public private(set) var clipboard: [String] = []
    /// Every notification raised through the terminal so far, in order.
    public private(set) var notifications: [TerminalNotification] = []
    private var isInvalid = true

    public init(size: Size, colorDepth: ColorDepth = .trueColor, supportsUnicode: Bool = true) {
        self.size = size
        self.colorDepth = colorDepth
        self.supportsUnicode = supportsUnicode
        self.screen = Canvas(size: size)
    }

    public func present(_ canvas: Canvas) {
        presentCount += 1
        lastWriteCount = CellDiff.changeCount(from: isInvalid ? nil : screen, to: canvas)
        isInvalid = false
        screen = canvas
    }

    public func invalidate() {
        isInvalid = true
    }

    public func bell() {
        bellCount += 1
        signals.append(.bell)
    }

    public func flash() {
        signals.append(.flash)
    }

    public func copyToClipboard(_ text: String) {
        guard ClipboardSequence.osc52(text) != nil else { return }
        clipboard.append(text)
    }

    public func postNotification(_ notification: TerminalNotification) {
        notifications.append(notification)
    }

    /// Changes the size, as a window resize does.
    public func resize(to size: Size) {
        self.size = size
        invalidate()
    }
}
