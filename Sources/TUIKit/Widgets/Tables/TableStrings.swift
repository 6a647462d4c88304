/// The words a `TableView` draws and its key bindings' hints, in the app's language; the
/// defaults are English.
public struct TableStrings: Sendable {
    public var move: String
    public var column: String
    public var sort: String
    public var mark: String
    public var search: String
    public var width: String
    public var nextMatch: String
    /// Esc while a sort runs, and Esc while searching.
    public var cancel: String
    /// Enter while searching.
    public var done: String
    /// No rows at all.
    public var empty: String
    public var searching: String
    public var noMatch: String
    /// "Row 12 of 1,000,000" for the cursor's row (counted from one) and the rows there are.
    public var position: @Sendable (Int, Int) -> String
    /// "3 marked".
    public var marked: @Sendable (Int) -> String
    /// "Sorting by Name" while a sort runs; the column's title is given.
    public var sorting: @Sendable (String) -> String
    /// The rows on screen could not be read; the source's error is given.
    public var unreadable: @Sendable (String) -> String
    /// The last sort failed; the error is given.
    public var sortFailed: @Sendable (String) -> String

    public init(
        move: String = "move",
        column: String = "column",
        sort: String = "sort",
        mark: String = "mark",
        search: String = "search",
        width: String = "width",
        nextMatch: String = "next match",
        cancel: String = "cancel",
        done: String = "done",
        empty: String = "No rows",
        searching: String = "searching…",
        noMatch: String = "no match",
        position: @escaping @Sendable (Int, Int) -> String = {
            "Row \(TableStrings.grouped($0)) of \(TableStrings.grouped($1))"
        },
        marked: @escaping @Sendable (Int) -> String = { "\(TableStrings.grouped($0)) marked" },
        sorting: @escaping @Sendable (String) -> String = { "Sorting by \($0)" },
        unreadable: @escaping @Sendable (String) -> String = { "The rows could not be read: \($0)" },
        sortFailed: @escaping @Sendable (String) -> String = { "Sorting failed: \($0)" }
    ) {
        self.move = move
        self.column = column
        self.sort = sort
        self.mark = mark
        self.search = search
        self.width = width
        self.nextMatch = nextMatch
        self.cancel = cancel
        self.done = done
        self.empty = empty
        self.searching = searching
        self.noMatch = noMatch
        self.position = position
        self.marked = marked
        self.sorting = sorting
        self.unreadable = unreadable
        self.sortFailed = sortFailed
    }

    /// `number` with its thousands grouped by `separator`: 1,000,000.
    public static func grouped(_ number: Int, separator: String = ",") -> String {
        let digits = String(number.magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result += separator }
            result.append(digit)
        }
        return number < 0 ? "-" + result : result
    }
}
