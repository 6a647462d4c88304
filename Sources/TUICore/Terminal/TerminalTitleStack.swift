/// The app's title on the terminal window while it runs, on xterm's title stack: `show`
/// saves the user's title and icon name (CSI 22;0 t) and sets the app's (OSC 0); `restore`
/// brings the user's back (CSI 23;0 t). The terminal calls `restore` on every way out of
/// curses mode (quit, a signal, Ctrl-Z) and `show` again on the way back in. A terminal
/// without a title stack ignores the push and pop, so the app's title may stay there after
/// it ends: nothing else can read the old title back.
public struct TerminalTitleStack {
    /// Whether a terminal of type `term` has a window title to set. The Linux console (and a
    /// terminal of its age) has none and prints an OSC it does not know as text: the title
    /// appeared on screen there, and a console screen reader (yasr) spoke it.
    public static func isSupported(term: String) -> Bool {
        !TerminalEnvironment.isLegacy(term: term)
    }

    /// CSI 22;0 t: push the window title and icon name.
    public static let push = "\u{1B}[22;0t"
    /// CSI 23;0 t: pop them.
    public static let pop = "\u{1B}[23;0t"

    /// The title as it is written: without control characters, which would end the OSC
    /// sequence early or inject others.
    public private(set) var title: String
    public private(set) var isShown = false
    private let write: (String) -> Void

    /// `write` puts bytes on the terminal as they are (the real terminal's stdout; a test's buffer).
    public init(title: String, write: @escaping (String) -> Void) {
        self.title = Self.printable(title)
        self.write = write
    }

    /// Shows `title` from now on (an environment switch changes the display name); the
    /// user's title saved at `show` stays on the stack.
    public mutating func change(to title: String) {
        let title = Self.printable(title)
        guard title != self.title else { return }
        self.title = title
        if isShown { write(Self.set(title)) }
    }

    /// OSC 0: sets the window title and icon name to `title`.
    public static func set(_ title: String) -> String {
        "\u{1B}]0;" + title + "\u{07}"
    }

    /// Saves the user's title and shows the app's; nothing when already shown.
    public mutating func show() {
        guard !isShown else { return }
        isShown = true
        write(Self.push + Self.set(title))
    }

    /// Brings the user's title back; nothing when the app's is not shown.
    public mutating func restore() {
        guard isShown else { return }
        isShown = false
        write(Self.pop)
    }

    private static func printable(_ title: String) -> String {
        String(String.UnicodeScalarView(title.unicodeScalars.filter(isPrintable)))
    }

    private static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        !(scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
    }
}
