/// A drag on a sheet's top edge: the sheet follows the pointer row by row, then comes to
/// rest where the drag lets go.
struct SheetDrag: Equatable {
    let startY: Int
    let startHeight: Int
    private(set) var height: Int
    /// False while the pointer has not left the row it pressed: a release then is a click.
    private(set) var hasMoved = false

    init(at y: Int, height: Int) {
        startY = y
        startHeight = height
        self.height = height
    }

    /// Follows the pointer to row `y`: up makes the sheet taller.
    mutating func move(to y: Int, maximumHeight: Int) {
        height = min(max(0, startHeight + startY - y), maximumHeight)
        if y != startY { hasMoved = true }
    }

    /// The index of the height in `heights` nearest to where the drag is (the taller on a tie).
    func nearest(among heights: [Int]) -> Int? {
        heights.indices.min { first, second in
            let (a, b) = (abs(heights[first] - height), abs(heights[second] - height))
            return a != b ? a < b : heights[first] > heights[second]
        }
    }
}
