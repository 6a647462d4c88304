/// The words a `TreeView` draws and its key bindings' hints, in the app's language; the
/// defaults are English.
public struct TreeStrings: Sendable {
    public var move: String
    /// ←→: close and open.
    public var expand: String
    /// Enter or Space: open, close or activate.
    public var open: String
    public var expandAll: String
    public var filter: String
    /// Esc: the filter goes.
    public var clearFilter: String
    /// Enter while typing the filter.
    public var done: String
    /// The row in place of children being loaded.
    public var loading: String
    /// Under a filter that matches nothing loaded.
    public var noMatch: String
    /// The row in place of children that could not be loaded; the reason is given.
    public var failed: @Sendable (String) -> String

    public init(
        move: String = "move",
        expand: String = "close/open",
        open: String = "open",
        expandAll: String = "open all",
        filter: String = "filter",
        clearFilter: String = "clear filter",
        done: String = "done",
        loading: String = "Loading…",
        noMatch: String = "no match",
        failed: @escaping @Sendable (String) -> String = { "Cannot open: \($0)" }
    ) {
        self.move = move
        self.expand = expand
        self.open = open
        self.expandAll = expandAll
        self.filter = filter
        self.clearFilter = clearFilter
        self.done = done
        self.loading = loading
        self.noMatch = noMatch
        self.failed = failed
    }
}
