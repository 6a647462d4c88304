import TUICore

/// One line of text, cut with an ellipsis when it does not fit.
public struct Label: View {
    public enum Alignment: Sendable {
        case leading
        case center
        case trailing
    }

    public var text: String
    public var style: Style
    public var alignment: Alignment

    public init(_ text: String, style: Style = .plain, alignment: Alignment = .leading) {
        self.text = text
        self.style = style
        self.alignment = alignment
    }

    public func render(in area: Rect, frame: Frame) {
        guard !area.isEmpty else { return }
        let shown = text.truncated(toWidth: area.width)
        // Measured only when it moves the text: a list's rows are leading, and cutting a
        // row already scanned it once.
        let x: Int
        switch alignment {
        case .leading: x = area.x
        case .center: x = area.x + (area.width - shown.cellWidth) / 2
        case .trailing: x = area.maxX - shown.cellWidth
        }
        frame.canvas.write(shown, at: Point(x: x, y: area.y), style: style, clip: area)
    }
}
