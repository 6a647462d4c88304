import TUICore

/// A heading over the latest entries, one line each in its own colour, as many as fit; a
/// placeholder line in the secondary colour while there are none. What a demo received
/// (links, pushes) reads this way.
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
    public var placeholder: String
    /// The latest first.
    public var entries: [Entry]

    public init(title: String, titleStyle: TextStyle = .plain, placeholder: String, entries: [Entry]) {
        self.title = title
        self.titleStyle = titleStyle
        self.placeholder = placeholder
        self.entries = entries
    }

    public func render(in area: Rect, frame: Frame) {
        guard area.height >= 2 else { return }
        let (heading, list) = area.rows(.length(1), .fill)
        frame.render(Label(title, style: frame.style(frame.colors.textPrimary, text: titleStyle)), in: heading)
        guard !entries.isEmpty else {
            frame.render(Label(placeholder, style: frame.style(frame.colors.textSecondary)), in: list.row(0))
            return
        }
        let shown = entries.prefix(list.height)
        let lines = Layout.vertical(Array(repeating: .length(1), count: shown.count)).split(list)
        for (line, entry) in zip(lines, shown) {
            frame.render(Label(entry.text, style: frame.style(entry.color)), in: line)
        }
    }
}
