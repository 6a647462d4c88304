import TUICore

/// A horizontal rule across the area's first row.
public struct Divider: View {
    public var color: ColorSet?

    public init(color: ColorSet? = nil) {
        self.color = color
    }

    public func render(in area: Rect, frame: Frame) {
        guard !area.isEmpty else { return }
        let glyph = frame.context.unicode ? "─" : "-"
        let line = String(repeating: glyph, count: area.width)
        frame.canvas.write(
            line, at: area.origin, style: frame.context.style(color ?? frame.context.colors.border), clip: area)
    }
}
