/// One change to a document, with what undoing it needs: the range it replaced (in the
/// document before), the text that was there, the text put in, and where that text ends
/// (in the document after).
public struct TextEdit: Hashable, Sendable {
    public var range: Range<TextPosition>
    public var removed: String
    public var inserted: String
    public var insertedEnd: TextPosition

    public init(range: Range<TextPosition>, removed: String, inserted: String, insertedEnd: TextPosition) {
        self.range = range
        self.removed = removed
        self.inserted = inserted
        self.insertedEnd = insertedEnd
    }
}
