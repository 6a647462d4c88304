import TUICore

/// The system clipboard as a terminal app reaches it: through the terminal, with OSC 52
/// (`ClipboardSequence`). The window owns one and sends the text to its terminal between
/// frames; `support` (set by the app from its environment) says whether the terminal is
/// likely to take it, so a screen can say when the copy may not have worked.
@MainActor
public final class Clipboard {
    /// What one `copy` did.
    public enum Outcome: Sendable, Hashable {
        /// Sent: `bytes` of UTF-8, to a terminal as likely to take it as `support` says.
        case copied(bytes: Int, support: ClipboardSupport)
        /// Not sent: `bytes` is over `ClipboardSequence.maximumTextBytes`.
        case tooLarge(bytes: Int)
        /// Not sent: the user switched copying off.
        case off
    }

    /// Whether the terminal is likely to take a copy; `.likely` until the app says otherwise.
    public var support = ClipboardSupport.likely

    private let output: @MainActor (String) -> Void

    public init(output: @escaping @MainActor (String) -> Void) {
        self.output = output
    }

    /// Puts `text` on the clipboard, unless it is too large or copying is off.
    @discardableResult
    public func copy(_ text: String) -> Outcome {
        let bytes = text.utf8.count
        if support == .off { return .off }
        guard bytes <= ClipboardSequence.maximumTextBytes else { return .tooLarge(bytes: bytes) }
        output(text)
        return .copied(bytes: bytes, support: support)
    }
}
