import TUICore

/// How far work has got, on one line: an optional label, the bar, and the percentage
/// (Ratatui's `Gauge`, Textual's `ProgressBar`). The bar grows by eighths of a cell
/// (`▕█████▍    ▏`), and reads `[####----]` without Unicode; the percentage says the same
/// without colour.
public struct ProgressBar: View {
    /// How much is done, from 0 to 1 (clamped).
    public var value: Double
    public var label: String?
    /// The columns kept for the label (so stacked bars line up); the label's width when nil.
    public var labelWidth: Int?
    public var showsPercentage: Bool
    /// The columns kept for the percentage: "100%"'s, or more to line up with another bar.
    public var percentageWidth: Int
    /// The filled part's colour; the theme's accent when nil.
    public var color: ColorSet?

    public init(
        value: Double, label: String? = nil, labelWidth: Int? = nil, showsPercentage: Bool = true,
        percentageWidth: Int = 4, color: ColorSet? = nil
    ) {
        self.value = value
        self.label = label
        self.labelWidth = labelWidth
        self.showsPercentage = showsPercentage
        self.percentageWidth = percentageWidth
        self.color = color
    }

    /// "56%": the share done, rounded down, so 100% shows only when all is done.
    public static func percentage(_ value: Double) -> String {
        let clamped = value.isFinite ? min(max(value, 0), 1) : 0
        return "\(Int((clamped * 100).rounded(.down)))%"
    }

    public func render(in area: Rect, frame: Frame) {
        guard !area.isEmpty else { return }
        let context = frame.context
        let row = area.row(0)
        // A reader hears the share done; the bar is no text.
        if context.screenReader {
            let percentage = Self.percentage(value)
            let text = label.map { "\($0) \(percentage)" } ?? context.strings.screenReader.progress(percentage)
            frame.render(Label(text, style: context.style(context.colors.textPrimary)), in: row)
            return
        }
        let track = ProgressTrack(
            label: label, labelWidth: labelWidth, trailing: showsPercentage ? Self.percentage(value) : nil,
            trailingWidth: showsPercentage ? percentageWidth : 0
        ).render(in: row, frame: frame)
        guard track.width > 0 else { return }
        let fills = EighthBlocks.fills(eighths: EighthBlocks.eighths(of: value, cells: track.width), cells: track.width)
        let filled = context.style(color ?? context.colors.accent)
        let empty = context.style(context.colors.textSecondary, text: TextStyle([.dim]))
        for (column, fill) in fills.enumerated() {
            // ASCII marks the empty cells too (`-`); Unicode leaves them blank inside the caps.
            let glyph = EighthBlocks.horizontalGlyph(fill, unicode: context.unicode)
            let isFilled = context.unicode ? fill > 0 : glyph == "#"
            frame.canvas.write(
                glyph, at: Point(x: track.x + column, y: row.y), style: isFilled ? filled : empty, clip: track)
        }
    }
}
