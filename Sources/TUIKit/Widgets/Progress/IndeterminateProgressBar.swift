import TUICore

/// Work of unknown length, on one line: a band that travels along the track and back
/// (Textual's `ProgressBar` without a total, Ratatui's throbber). It asks for a frame
/// only for the band's next move and only while `isRunning`; stopped, hidden, or under
/// reduced motion (the band stands in the middle) it asks for none, so it costs nothing.
public struct IndeterminateProgressBar: View {
    public var isRunning: Bool
    public var label: String?
    /// The columns kept for the label (so stacked bars line up); the label's width when nil.
    public var labelWidth: Int?
    /// The text after the bar ("waiting…", "done"), and the columns kept for it.
    public var status: String?
    public var statusWidth: Int
    public var band: ActivityBand
    public var color: ColorSet?

    public init(
        isRunning: Bool, label: String? = nil, labelWidth: Int? = nil, status: String? = nil, statusWidth: Int = 0,
        band: ActivityBand = ActivityBand(), color: ColorSet? = nil
    ) {
        self.isRunning = isRunning
        self.label = label
        self.labelWidth = labelWidth
        self.status = status
        self.statusWidth = statusWidth
        self.band = band
        self.color = color
    }

    public func render(in area: Rect, frame: Frame) {
        guard !area.isEmpty else { return }
        let context = frame.context
        // A reader hears the label and the status (or that it is loading); the band is no text.
        if context.screenReader {
            let state = status ?? (isRunning ? context.strings.screenReader.loading : nil)
            let text = [label, state].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
            frame.render(Label(text, style: context.style(context.colors.textPrimary)), in: area.row(0))
            return
        }
        let track = ProgressTrack(label: label, labelWidth: labelWidth, trailing: status, trailingWidth: statusWidth)
            .render(in: area.row(0), frame: frame)
        guard isRunning, track.width > 0 else { return }
        let columns =
            context.reducesMotion
            ? band.stillColumns(trackWidth: track.width) : band.columns(at: context.now, trackWidth: track.width)
        let glyph = context.unicode ? "█" : "="
        let style = context.style(color ?? context.colors.accent)
        for column in columns {
            frame.canvas.write(glyph, at: Point(x: track.x + column, y: track.y), style: style, clip: track)
        }
        guard !context.reducesMotion,
            let delay = band.timeUntilNextMove(at: context.now, trackWidth: track.width)
        else { return }
        frame.requestFrame(after: max(delay, Frame.frameInterval))
    }
}
