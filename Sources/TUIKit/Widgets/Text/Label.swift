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
        let width = shown.cellWidth
        let x: Int
        switch alignment {
        case .leading: x = area.x
        case .center: x = area.x + (area.width - width) / 2
        case .trailing: x = area.maxX - width
        }
        frame.canvas.write(shown, at: Point(x: x, y: area.y), style: style, clip: area)
    }
}
