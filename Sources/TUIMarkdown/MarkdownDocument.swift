/// A Markdown document parsed into blocks (swift-markdown's `Document`, rendered the way
/// GitHub does: tables, strikethrough, task lists and bare links), with what was wrong with
/// its source. Parsing never fails: bytes that are not UTF-8 are decoded lossily, a source
/// over `byteLimit` is cut, and each shows as a notice.
public struct MarkdownDocument: Hashable, Sendable {
    /// The most bytes parsed: 4 MiB, many times any page of documentation, and laid out
    /// in well under a second.
    public static let defaultByteLimit = 4 << 20

    public var blocks: [MarkdownBlock]
    public var notices: [MarkdownNotice]

    public init(blocks: [MarkdownBlock], notices: [MarkdownNotice] = []) {
        self.blocks = blocks
        self.notices = notices
    }

    /// Parses `text`, cut to `byteLimit` bytes.
    public init(parsing text: String, byteLimit: Int = defaultByteLimit) {
        self.init(parsing: Array(text.utf8), byteLimit: byteLimit)
    }

    /// Parses `bytes`: UTF-8 ideally, decoded lossily otherwise; cut to `byteLimit` bytes at
    /// the last line break before it.
    public init(parsing bytes: [UInt8], byteLimit: Int = defaultByteLimit) {
        var notices: [MarkdownNotice] = []
        var source = bytes[...]
        if bytes.count > byteLimit {
            let limit = max(0, byteLimit)
            let cut = bytes[..<limit].lastIndex(of: 0x0A).map { $0 + 1 } ?? limit
            source = bytes[..<cut]
            notices.append(.truncated(shownBytes: cut, totalBytes: bytes.count))
        }
        let nuls = source.reduce(0) { $1 == 0 ? $0 + 1 : $0 }
        var text = String(decoding: source, as: UTF8.self)
        if String(validating: source, as: UTF8.self) == nil { notices.insert(.notUTF8, at: 0) }
        if nuls > 0 {
            notices.append(.nulBytes(nuls))
            text = text.replacingNULs()
        }
        let (split, splits) = MarkdownParagraphSplitter.split(text)
        if splits > 0 { notices.append(.paragraphsSplit(splits)) }
        self.init(blocks: MarkdownParser.parse(split), notices: notices)
    }

    /// The headings' text in document order, at any depth: the table of contents.
    public var headingCount: Int {
        var count = 0
        func visit(_ blocks: [MarkdownBlock]) {
            for block in blocks {
                switch block {
                case .heading: count += 1
                case .quote(let inner): visit(inner)
                case .list(let list): for item in list.items { visit(item.blocks) }
                default: break
                }
            }
        }
        visit(blocks)
        return count
    }
}

extension String {
    /// NUL as U+FFFD, as CommonMark requires (and a C string could not carry it).
    fileprivate func replacingNULs() -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in unicodeScalars { scalars.append(scalar.value == 0 ? "\u{FFFD}" : scalar) }
        return String(scalars)
    }
}
