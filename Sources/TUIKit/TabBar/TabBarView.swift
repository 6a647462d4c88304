import TUICore

/// The tab bar in its `TabBarStyle`. Classic: a rule, then one item per tab (icon, title
/// and its number key), spread evenly. Compact: one centred row where only the selected tab
/// shows its title. The selected one is bold and accented, the rest dim, so it reads
/// without color. An app's own bar (`TabBarViewStyle`) is made from this value: it reads the
/// items and calls `onSelect`, or wraps this view.
public struct TabBarView: View {
    public struct Item: Sendable {
        public let icon: Icon
        public let title: String

        public init(icon: Icon, title: String) {
            self.icon = icon
            self.title = title
        }
    }

    public let items: [Item]
    public let selectedIndex: Int
    public var style: TabBarStyle = .classic
    /// Selects a tab, as the user's key or click does.
    public let onSelect: @MainActor (Int) -> Void

    public init(
        items: [Item], selectedIndex: Int, style: TabBarStyle = .classic, onSelect: @escaping @MainActor (Int) -> Void
    ) {
        self.items = items
        self.selectedIndex = selectedIndex
        self.style = style
        self.onSelect = onSelect
    }

    public func render(in area: Rect, frame: Frame) {
        guard !area.isEmpty, !items.isEmpty else { return }
        if frame.context.screenReader { return renderLine(in: area.row(area.height - 1), frame: frame) }
        switch style {
        case .classic: renderClassic(in: area, frame: frame)
        case .compact: renderCompact(in: area.row(0), frame: frame)
        }
    }

    private func itemStyle(isSelected: Bool, frame: Frame) -> Style {
        frame.context.style(
            isSelected ? frame.context.colors.tabBarSelected : frame.context.colors.tabBarNormal,
            text: TextStyle(isSelected ? [.bold, .underline] : [.dim])
        )
    }

    private func renderCompact(in bar: Rect, frame: Frame) {
        frame.canvas.fill(
            bar, with: Cell(" ", style: frame.context.style(background: frame.context.colors.tabBarBackground)))
        let labels = items.enumerated().map { index, item in
            index == selectedIndex
                ? "\(frame.context.text(item.icon)) \(item.title) \(index + 1)"
                : "\(frame.context.text(item.icon)) \(index + 1)"
        }
        // Centred with three cells between; a bar too narrow cuts the last ones.
        let slots = Layout.horizontal(labels.map { .length($0.cellWidth) }).spacing(3).flex(.center).overflow(.clip)
            .split(bar)
        for ((index, label), slot) in zip(labels.enumerated(), slots) {
            frame.render(Label(label, style: itemStyle(isSelected: index == selectedIndex, frame: frame)), in: slot)
            frame.onTap(slot) { onSelect(index) }
        }
    }

    /// The screen-reader mode's bar: one plain line of titles and their keys, the selected
    /// one saying so ("Examples 1, selected   Components 2   Settings 3").
    private func renderLine(in bar: Rect, frame: Frame) {
        let selected = frame.context.strings.screenReader.selected
        let labels = items.enumerated().map { index, item in
            "\(item.title) \(index + 1)" + (index == selectedIndex ? ", \(selected)" : "")
        }
        let slots = Layout.horizontal(labels.map { .length($0.cellWidth) }).spacing(3).overflow(.clip)
            .split(bar.inset(by: EdgeInsets(horizontal: 1)))
        for ((index, label), slot) in zip(labels.enumerated(), slots) {
            frame.render(Label(label, style: itemStyle(isSelected: index == selectedIndex, frame: frame)), in: slot)
            frame.onTap(slot) { onSelect(index) }
        }
    }

    private func renderClassic(in area: Rect, frame: Frame) {
        let colors = frame.context.colors
        Divider().render(in: area.row(0), frame: frame)
        let bar = area.row(1)
        frame.canvas.fill(bar, with: Cell(" ", style: frame.context.style(background: colors.tabBarBackground)))
        guard !items.isEmpty else { return }
        // Equal slots; the last also takes what the division leaves.
        let slots = Layout.horizontal(
            Array(repeating: .length(bar.width / items.count), count: items.count - 1) + [.fill]
        ).split(bar)
        for ((index, item), slot) in zip(items.enumerated(), slots) {
            let isSelected = index == selectedIndex
            let label = "\(frame.context.text(item.icon)) \(item.title) \(index + 1)"
            let style = itemStyle(isSelected: isSelected, frame: frame)
            let shown = label.truncated(toWidth: slot.width - 2)
            Label(shown, style: style, alignment: .center).render(in: slot, frame: frame)
            frame.onTap(slot) { onSelect(index) }
        }
    }
}
