import TUICore

/// The status block under a screen's list: a divider, then a line each in the theme's
/// secondary text colour, one cell in from the sides. A line with an action runs it when
/// clicked, so a status line can double as its toggle.
public struct StatusView: View {
    /// One line of status and, if it has one, what a click on it does.
    public struct Line {
        public var text: String
        public var onTap: (@MainActor () -> Void)?

        public static func line(_ text: String, onTap: (@MainActor () -> Void)? = nil) -> Line {
            Line(text: text, onTap: onTap)
        }
    }

    public var lines: [Line]

    public init(_ lines: Line...) {
        self.lines = lines
    }

    /// The rows it takes: the divider and its lines.
    public var height: Int { lines.count + 1 }

    public func render(in area: Rect, frame: Frame) {
        let rows = Layout.vertical(Array(repeating: .length(1), count: height))
            .margin(EdgeInsets(horizontal: 1))
            .split(area)
        frame.render(Divider(), in: rows[0])
        let style = frame.context.style(frame.context.colors.textSecondary)
        for (index, (row, line)) in zip(rows.dropFirst(), lines).enumerated() {
            frame.render(Label(line.text, style: style), in: row)
            // A status line changes without the focus moving: the screen-reader mode says it.
            frame.announce(line.text, id: "status-\(index)")
            if let onTap = line.onTap {
                frame.onTap(row, onTap)
            }
        }
    }
}
