import TUICore

/// `▲` at the top right of a scrolled area when rows are hidden above it, `▼` at the bottom
/// right when rows are hidden below (`^` and `v` in ASCII): how a list, a table, a tree or a
/// scroll view says there is more than it shows.
struct ScrollMarks: View {
    /// The first row shown, the rows shown and the rows there are.
    let offset: Int
    let visible: Int
    let total: Int

    func render(in area: Rect, frame: Frame) {
        guard !area.isEmpty else { return }
        let style = frame.context.style(frame.context.colors.textSecondary)
        if offset > 0 {
            frame.canvas.write(frame.context.unicode ? "▲" : "^", at: Point(x: area.maxX - 1, y: area.y), style: style)
        }
        if offset + visible < total {
            frame.canvas.write(
                frame.context.unicode ? "▼" : "v", at: Point(x: area.maxX - 1, y: area.maxY - 1), style: style)
        }
    }
}
