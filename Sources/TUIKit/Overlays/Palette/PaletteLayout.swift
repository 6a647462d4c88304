import TUICore

/// Where the command palette's parts go: a box centred near the top, as wide as suits the
/// window (up to `maximumWidth`), its height following the results up to `maximumRows`
/// and what the window leaves; inside, the query row, a divider, the list, a divider and
/// the hint line.
struct PaletteLayout: Equatable {
    /// The widest box, in columns; narrower windows get their width less a margin.
    static let maximumWidth = 76
    /// The most result rows shown at once.
    static let maximumRows = 14

    let box: Rect
    let query: Rect
    let list: Rect
    let hints: Rect
    /// The rows of the two dividers.
    let dividers: [Int]

    init(in area: Rect, resultCount: Int) {
        let width = min(Self.maximumWidth, max(20, area.width - 4))
        // Border, query, divider, divider, hints, border: six rows around the list; one row
        // is left free above the box and one below.
        let room = max(1, area.height - 2 - 6)
        let rows = min(Self.maximumRows, room, max(1, resultCount))
        let outer = Rect(x: area.x, y: area.y + 1, width: area.width, height: max(0, area.height - 1))
        box = outer.intersection(
            Rect(x: area.x + (area.width - width) / 2, y: outer.y, width: width, height: rows + 6))
        let parts = Layout.vertical(.length(1), .length(1), .fill, .length(1), .length(1))
            .split(box.inset(by: EdgeInsets(all: 1)))
        // The query and hints one column in from the border; a row's marker sits right
        // by it, and the scroll marks in the last column.
        query = parts[0].inset(by: EdgeInsets(horizontal: 1))
        list = parts[2]
        hints = parts[4].inset(by: EdgeInsets(horizontal: 1))
        dividers = [parts[1].y, parts[3].y]
    }
}
