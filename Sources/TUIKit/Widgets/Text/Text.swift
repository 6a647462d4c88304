import TUICore

/// Word-wrapped text in the environment's text style: `.font(_:)` on the text or on any
/// container around it sets the style, and the nearest one wins, as with SwiftUI's `.font`.
public struct Text: View, UIStyleProtocol {
    public var string: String
    public var color: ColorSet?
    public var alignment: Label.Alignment

    public init(_ string: String, color: ColorSet? = nil, alignment: Label.Alignment = .leading) {
        self.string = string
        self.color = color
        self.alignment = alignment
    }

    /// Rows the text needs at `width`.
    public func height(forWidth width: Int) -> Int {
        string.wrapped(toWidth: width).count
    }

    public func render(in area: Rect, frame: Frame) {
        let style = frame.context.style(
            color ?? frame.context.colors.textPrimary, text: frame.context.environment.font ?? .plain)
        Paragraph(string, style: style, alignment: alignment).render(in: area, frame: frame)
    }
}
