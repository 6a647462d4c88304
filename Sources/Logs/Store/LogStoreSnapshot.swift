/// The log store's records at one moment, with their index: what the debug panel filters.
/// Later writes do not change it; `revision` tells whether the store has moved on.
public struct LogStoreSnapshot: Sendable {
    public let index: LogIndex
    /// The store's change counter when the snapshot was taken.
    public let revision: Int
    /// False while the file's records are still loading (only those written since are in).
    public let isLoaded: Bool
    /// Lines of the file that could not be read back (0 until it has loaded).
    public let skippedLineCount: Int

    public init(index: LogIndex = LogIndex(), revision: Int = 0, isLoaded: Bool = true, skippedLineCount: Int = 0) {
        self.index = index
        self.revision = revision
        self.isLoaded = isLoaded
        self.skippedLineCount = skippedLineCount
    }
}
