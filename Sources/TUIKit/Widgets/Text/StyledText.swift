import TUICore

/// Draws a `StyledString`, word-wrapped with its spans' attributes. Links are underlined in
/// the accent colour and sent as OSC 8 hyperlinks where the terminal takes them, and a click
/// on one calls `onLink` with its URL. Lines past the area's
/// height are dropped, the last shown one ending in an ellipsis, as `Paragraph` does.
public struct StyledText: View {
    public let text: StyledString
    /// Whether the text has the focus: the terminal's (hidden) cursor then sits on its first
    /// link, the one thing in it that acts, or on its first cell when it has none.
    public var isFocused: Bool
    public var onLink: (@MainActor (String) -> Void)?

    public init(_ text: StyledString, isFocused: Bool = false, onLink: (@MainActor (String) -> Void)? = nil) {
        self.text = text
        self.isFocused = isFocused
        self.onLink = onLink
    }

    public func height(forWidth width: Int) -> Int {
        text.wrapped(toWidth: width).count
    }

    /// The cell style of a span's attributes; later colours win over earlier ones.
    public static func style(of attributes: [StringAttribute], frame: Frame) -> Style {
        var style = frame.context.style(
            frame.context.colors.textPrimary, text: frame.context.environment.font ?? .plain)
        for attribute in attributes {
            switch attribute {
            case .bold: style.attributes.insert(.bold)
            case .italic: style.attributes.insert(.italic)
            case .dim: style.attributes.insert(.dim)
            case .underline: style.attributes.insert(.underline)
            case .foregroundColor(let color): style.foreground = frame.context.color(color)
            case .backgroundColor(let color): style.background = frame.context.color(color)
            case .link:
                style.attributes.insert(.underline)
                style.foreground = frame.context.color(frame.context.colors.accent)
            }
        }
        return style
    }

    public func render(in area: Rect, frame: Frame) {
        guard !area.isEmpty else { return }
        var lines = text.wrapped(toWidth: area.width)
        if lines.count > area.height {
            lines = Array(lines.prefix(area.height))
            lines[lines.count - 1] = Self.endingInEllipsis(lines[lines.count - 1], width: area.width)
        }
        var firstLink: Point?
        for (row, line) in lines.enumerated() {
            var x = area.x
            for span in line {
                let width = frame.canvas.write(
                    span.text, at: Point(x: x, y: area.y + row),
                    style: Self.style(of: span.attributes, frame: frame),
                    clip: area)
                if span.link != nil, width > 0, firstLink == nil { firstLink = Point(x: x, y: area.y + row) }
                if let url = span.link, width > 0 {
                    let cells = Rect(x: x, y: area.y + row, width: width, height: 1)
                    // An OSC 8 hyperlink where the terminal takes them: its own click opens it too.
                    frame.link(url, in: cells)
                    if let onLink { frame.onTap(cells) { onLink(url) } }
                }
                x += width
            }
        }
        if isFocused { frame.canvas.focus = firstLink ?? area.origin }
    }

    /// `line` cut to leave room for " …" at its end, the ellipsis in the last span's style.
    private static func endingInEllipsis(_ line: [StyledString.Span], width: Int) -> [StyledString.Span] {
        var kept: [StyledString.Span] = []
        var used = 0
        for span in line {
            let room = width - 2 - used
            guard room > 0 else { break }
            let text = span.text.cellWidth <= room ? span.text : span.text.truncated(toWidth: room, ellipsis: "")
            kept.append(StyledString.Span(text, attributes: span.attributes))
            used += text.cellWidth
        }
        kept.append(StyledString.Span(" …", attributes: line.last?.attributes ?? []))
        return kept
    }
}
