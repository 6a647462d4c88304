/// Lengths in eighths of a cell, drawn with the block elements: a progress bar grows by
/// `▏▎▍▌▋▊▉█` and a sparkline's or bar chart's bars by `▁▂▃▄▅▆▇█`, so a bar moves eight
/// times more finely than whole cells would let it. Without Unicode, whole cells of ASCII.
public enum EighthBlocks {
    /// A left part of a cell, by eighths filled (0 to 8).
    static let horizontal = [" ", "▏", "▎", "▍", "▌", "▋", "▊", "▉", "█"]
    /// A bottom part of a cell, by eighths filled (0 to 8).
    static let vertical = [" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
    /// Rising ASCII for a bottom part: no glyph grows by eighths, so pairs of them share one.
    static let asciiVertical = [" ", ".", ".", "-", "-", "=", "=", "#", "#"]

    /// How many eighths `fraction` (clamped to 0…1) of `cells` cells is, to the nearest one.
    public static func eighths(of fraction: Double, cells: Int) -> Int {
        guard cells > 0, fraction.isFinite else { return 0 }
        return Int((min(max(fraction, 0), 1) * Double(cells * 8)).rounded())
    }

    /// How full each of `cells` cells is, in eighths, for a bar `eighths` long: whole cells,
    /// then the one partly filled, then empty ones.
    public static func fills(eighths: Int, cells: Int) -> [Int] {
        (0..<max(cells, 0)).map { min(max(eighths - $0 * 8, 0), 8) }
    }

    /// A cell of a horizontal bar filled `eighths` from the left. ASCII shows whole cells
    /// only: `#` from half a cell on, else `-`, as in `[####----]`.
    public static func horizontalGlyph(_ eighths: Int, unicode: Bool) -> String {
        let level = min(max(eighths, 0), 8)
        guard unicode else { return level >= 4 ? "#" : "-" }
        return horizontal[level]
    }

    /// A cell of a vertical bar filled `eighths` from the bottom.
    public static func verticalGlyph(_ eighths: Int, unicode: Bool) -> String {
        let level = min(max(eighths, 0), 8)
        return unicode ? vertical[level] : asciiVertical[level]
    }
}
