/// Which cells a terminal must write to turn the frame it shows into the next one: the
/// one diff both terminals use, the ncurses backend to write and `VirtualTerminal` to count.
public enum CellDiff {
    /// Calls `write` for every cell of `new` that differs from `old` (every cell when there
    /// is no `old`, or it has another size), left to right and top to bottom. The second
    /// half of a wide character is never written on its own; a wide character is written
    /// again when the cell after it changed, since a terminal draws both halves at once.
    public static func forEachChange(from old: Canvas?, to new: Canvas, _ write: (Int, Int, Cell) -> Void) {
        let old = old?.size == new.size ? old : nil
        for y in 0..<new.size.height {
            for x in 0..<new.size.width {
                let cell = new[x, y]
                if cell.isContinuation { continue }
                if let old, old[x, y] == cell, cell.width == 1 || old[x + 1, y] == new[x + 1, y] { continue }
                write(x, y, cell)
            }
        }
    }

    /// How many cells `forEachChange` writes.
    public static func changeCount(from old: Canvas?, to new: Canvas) -> Int {
        var count = 0
        forEachChange(from: old, to: new) { _, _, _ in count += 1 }
        return count
    }
}
