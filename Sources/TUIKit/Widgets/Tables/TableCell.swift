import TUICore

/// One cell a table made for a row: plain text, as a column made with `text:` gives (most
/// columns of most tables), or styled text. Plain text is kept as the string it is: as a
/// `StyledString` it would hold an array of one span too, which a page of rows never drawn
/// makes and, as older rows leave the cache, frees for every cell.
enum TableCell {
    case plain(String)
    case styled(StyledString)

    /// The terminal cells the text takes.
    var width: Int {
        switch self {
        case .plain(let text): text.cellWidth
        case .styled(let styled): styled.spans.reduce(0) { $0 + $1.text.cellWidth }
        }
    }
}
