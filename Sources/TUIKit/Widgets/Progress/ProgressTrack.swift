import TUICore

/// The frame both progress bars share on their line: the label before, the text after
/// (a percentage), and the caps around the track, `▕ ▏` or `[ ]`, with the track's cells
/// on the secondary background. Drawing it returns those cells, for the bar to fill.
@MainActor
struct ProgressTrack {
    var label: String?
    /// The columns kept for the label, so bars with labels of different lengths line up;
    /// the label's own width when nil.
    var labelWidth: Int?
    var trailing: String?
    /// The columns kept for the trailing text however wide it is now, so bars whose
    /// percentages differ ("0%", "100%") still line up one under another.
    var trailingWidth = 0

    /// The widest a label takes, so a long one leaves the bar room.
    static let maximumLabelShare = 0.4

    @discardableResult
    func render(in row: Rect, frame: Frame) -> Rect {
        let context = frame.context
        var rest = row
        if let label, !label.isEmpty || labelWidth != nil {
            let width = min(labelWidth ?? label.cellWidth, Int(Double(row.width) * Self.maximumLabelShare))
            let (labelArea, remainder) = rest.divided(left: min(width + 1, rest.width))
            // The column after the label stays blank, even when the label is cut.
            frame.render(
                Label(label, style: context.style(context.colors.textPrimary)),
                in: labelArea.inset(by: EdgeInsets(right: 1)))
            rest = remainder
        }
        if let trailing {
            let width = min(max(trailing.cellWidth, trailingWidth) + 1, max(rest.width - 3, 0))
            let (trailingArea, remainder) = rest.divided(right: width)
            frame.render(
                Label(
                    trailing, style: context.style(context.colors.textPrimary, text: TextStyle([.bold])),
                    alignment: .trailing),
                in: trailingArea)
            rest = remainder
        }
        guard rest.width >= 3 else { return Rect(origin: rest.origin, size: Size(width: 0, height: 1)) }
        let caps = context.unicode ? ("▕", "▏") : ("[", "]")
        let capStyle = context.style(context.colors.textSecondary)
        frame.canvas.write(caps.0, at: rest.origin, style: capStyle, clip: rest)
        frame.canvas.write(caps.1, at: Point(x: rest.maxX - 1, y: rest.y), style: capStyle, clip: rest)
        let track = rest.inset(by: EdgeInsets(left: 1, right: 1))
        frame.canvas.apply(context.style(background: context.colors.backgroundSecondary), to: track)
        return track
    }
}
