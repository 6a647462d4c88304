import TUICore

/// Word-wrapped text; lines past the area's height are dropped, the last shown line
/// ending in an ellipsis.
public struct Paragraph: View {
    public var text: String
    public var style: Style
    public var alignment: Label.Alignment

    public init(_ text: String, style: Style = .plain, alignment: Label.Alignment = .leading) {
        self.text = text
        self.style = style
        self.alignment = alignment
    }

    /// Rows the text needs at `width`.
    public func height(forWidth width: Int) -> Int {
        text.wrapped(toWidth: width).count
    }

    public func render(in area: Rect, frame: Frame) {
        guard !area.isEmpty else { return }
        var lines = text.wrapped(toWidth: area.width)
        if lines.count > area.height {
            lines = Array(lines.prefix(area.height))
            lines[lines.count - 1] = (lines[lines.count - 1] + " …").truncated(toWidth: area.width)
        }
        for (index, line) in lines.enumerated() {
            Label(line, style: style, alignment: alignment)
                .render(in: area.row(index), frame: frame)
        }
    }
}
