import TUICore

/// A heading (and, if given, a secondary line under it) over the latest entries, one line
/// each in its own colour, as many as fit; a placeholder line in the secondary colour while
/// there are none. What a demo received (links, pushes, analytics events) reads this way.
public struct HistoryView: View {
    /// One line and its colour.
    public struct Entry {
        public var text: String
        public var color: ColorSet

        public init(_ text: String, color: ColorSet) {
            self.text = text
            self.color = color
        }
    }

    public var title: String
    public var titleStyle: TextStyle
    /// A secondary line under the heading (counts, a source).
    public var subtitle: String?
    public var placeholder: String
    /// The latest first.
    public var entries: [Entry]

    public init(
        title: String,
        titleStyle: TextStyle = .plain,
        subtitle: String? = nil,
        placeholder: String,
        entries: [Entry]
    ) {
        self.title = title
        self.titleStyle = titleStyle
        self.subtitle = subtitle
        self.placeholder = placeholder
        self.entries = entries
    }

    public func render(in area: Rect, frame: Frame) {
        let subtitleHeight = subtitle == nil ? 0 : 1
        // The heading alone says nothing: without a row for an entry, nothing is drawn.
        guard area.height >= 2 + subtitleHeight else { return }
        let (heading, subtitleArea, list) = area.rows(.length(1), .length(subtitleHeight), .fill)
        let secondary = frame.context.style(frame.context.colors.textSecondary)
        frame.render(
            Label(title, style: frame.context.style(frame.context.colors.textPrimary, text: titleStyle)), in: heading)
        if let subtitle {
            frame.render(Label(subtitle, style: secondary), in: subtitleArea)
        }
        guard !entries.isEmpty else {
            frame.render(Label(placeholder, style: secondary), in: list.row(0))
            return
        }
        let shown = entries.prefix(list.height)
        let lines = Layout.vertical(Array(repeating: .length(1), count: shown.count)).split(list)
        for (line, entry) in zip(lines, shown) {
            frame.render(Label(entry.text, style: frame.context.style(entry.color)), in: line)
        }
    }
}
