/// Why a table could not be sorted, besides its source's own errors.
public enum TableSortError: Error, Equatable, CustomStringConvertible {
    /// The permutation keeps 32-bit row numbers.
    case tooManyRows(Int)

    public var description: String {
        switch self {
        case .tooManyRows(let count): "\(count) rows are more than a table sorts"
        }
    }
}

/// A source that broke its promise to a table.
public enum TableReadError: Error, Equatable, CustomStringConvertible {
    /// Asked for some rows, it gave another number of them.
    case wrongCount(Int, Int)

    public var description: String {
        switch self {
        case .wrongCount(let given, let asked): "the source gave \(given) rows for \(asked)"
        }
    }
}
