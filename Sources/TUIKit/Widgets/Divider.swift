import TUICore

/// A horizontal rule across the area's first row.
public struct Divider: View {
    public var color: ColorSet?

    public init(color: ColorSet? = nil) {
        self.color = color
    }

    public func render(in area: Rect, on canvas: inout Canvas, context: RenderContext) {
        guard !area.isEmpty else { return }
        let glyph = context.unicode ? "─" : "-"
        let line = String(repeating: glyph, count: area.width)
        canvas.write(line, at: area.origin, style: context.style(color ?? context.colors.border), clip: area)
    }
}
