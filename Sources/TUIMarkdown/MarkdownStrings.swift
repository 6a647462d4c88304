/// The words a `MarkdownView` draws and its key bindings' hints, in the app's language; the
/// defaults are English. The document itself is never translated.
public struct MarkdownStrings: Sendable {
    public var scroll: String
    public var nextLink: String
    public var open: String
    public var contents: String
    public var jump: String
    public var close: String
    /// The table of contents' title.
    public var contentsTitle: String
    public var noHeadings: String
    public var empty: String
    public var top: String
    public var all: String
    /// "42%": how far down the end of the screen is.
    public var percent: @Sendable (Int) -> String
    public var notUTF8: String
    /// The shown and total sizes, in bytes.
    public var truncated: @Sendable (Int, Int) -> String
    public var nulBytes: @Sendable (Int) -> String
    /// How many long paragraphs were broken.
    public var paragraphsSplit: @Sendable (Int) -> String
    /// "Opened https://…".
    public var opened: @Sendable (String) -> String

    public init(
        scroll: String = "scroll",
        nextLink: String = "next link",
        open: String = "open",
        contents: String = "contents",
        jump: String = "jump",
        close: String = "close",
        contentsTitle: String = "Contents",
        noHeadings: String = "No headings",
        empty: String = "Nothing to show",
        top: String = "Top",
        all: String = "All",
        percent: @escaping @Sendable (Int) -> String = { "\($0)%" },
        notUTF8: String = "Not UTF-8: invalid bytes show as �",
        truncated: @escaping @Sendable (Int, Int) -> String = {
            "Too long: only the first \(MarkdownStrings.size($0)) of \(MarkdownStrings.size($1)) shown"
        },
        nulBytes: @escaping @Sendable (Int) -> String = { "\($0) NUL bytes shown as �" },
        paragraphsSplit: @escaping @Sendable (Int) -> String = { "Paragraphs over 4 KB broken in \($0) places" },
        opened: @escaping @Sendable (String) -> String = { "Opened \($0)" }
    ) {
        self.scroll = scroll
        self.nextLink = nextLink
        self.open = open
        self.contents = contents
        self.jump = jump
        self.close = close
        self.contentsTitle = contentsTitle
        self.noHeadings = noHeadings
        self.empty = empty
        self.top = top
        self.all = all
        self.percent = percent
        self.notUTF8 = notUTF8
        self.truncated = truncated
        self.nulBytes = nulBytes
        self.paragraphsSplit = paragraphsSplit
        self.opened = opened
    }

    /// A notice in these words.
    public func text(of notice: MarkdownNotice) -> String {
        switch notice {
        case .notUTF8: notUTF8
        case .truncated(let shown, let total): truncated(shown, total)
        case .nulBytes(let count): nulBytes(count)
        case .paragraphsSplit(let count): paragraphsSplit(count)
        }
    }

    /// `bytes` in KiB or MiB, rounded down: "4 MiB".
    public static func size(_ bytes: Int) -> String {
        if bytes >= 1 << 20 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10 { return "\(bytes >> 10) KiB" }
        return "\(bytes) B"
    }
}
