/// Which cells a terminal must write to turn the frame it shows into the next one: the
/// one diff both terminals use, the ncurses backend to write and `VirtualTerminal` to count.
public enum CellDiff {
    /// Calls `write` for every cell of `new` that differs from `old` (every cell when there
    /// is no `old`, or it has another size), left to right and top to bottom. The second
    /// half of a wide character is never written on its own; a wide character is written
    /// again when the cell after it changed, since a terminal draws both halves at once.
    @inlinable
    public static func forEachChange(from old: Canvas?, to new: Canvas, _ write: (Int, Int, Cell) -> Void) {
        let width = new.size.width
        let cells = new.cells
        let previous = old?.size == new.size ? old?.cells : nil
        // Rows written whole (`Canvas.rewrittenRows`), if any: most frames have none.
        let rewritten = new.rewrittenRows.isEmpty ? nil : Set(new.rewrittenRows)
        for index in cells.indices {
            let cell = cells[index]
            if cell.isContinuation { continue }
            if let previous, previous[index] == cell, rewritten?.contains(index / width) != true {
                // Compared row-major, as the cells are stored: flat indices skip the 2-D lookups.
                let next = index + 1
                if cell.width == 1 || next == cells.count || previous[next] == cells[next] { continue }
            }
            write(index % width, index / width, cell)
        }
    }

    /// How many cells `forEachChange` writes.
    @inlinable
    public static func changeCount(from old: Canvas?, to new: Canvas) -> Int {
        var count = 0
        forEachChange(from: old, to: new) { _, _, _ in count += 1 }
        return count
    }
}
