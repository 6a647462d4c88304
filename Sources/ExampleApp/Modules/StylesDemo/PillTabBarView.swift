import TUIKit

/// The showcase's own tab bar view (the template's custom `tabBarView`): one row of pills,
/// `1 Mail`, the selected one in reverse video and bold, so it reads without colour; a
/// click on a pill selects its tab.
struct PillTabBarView: View {
    let bar: TabBarView

    func render(in area: Rect, frame: Frame) {
        guard !area.isEmpty else { return }
        let row = area.row(area.height - 1)
        let colors = frame.context.colors
        frame.canvas.fill(row, with: Cell(" ", style: frame.context.style(background: colors.tabBarBackground)))
        let labels = bar.items.enumerated().map { " \($0.offset + 1) \($0.element.title) " }
        let slots = Layout.horizontal(labels.map { .length($0.cellWidth) }).spacing(1).overflow(.clip)
            .split(row.inset(by: EdgeInsets(horizontal: 1)))
        for ((index, label), slot) in zip(labels.enumerated(), slots) {
            let isSelected = index == bar.selectedIndex
            let style = frame.context.style(
                isSelected ? colors.tabBarSelected : colors.tabBarNormal, background: colors.tabBarBackground,
                text: TextStyle(isSelected ? [.reverse, .bold] : []))
            frame.render(Label(label, style: style), in: slot)
            frame.onTap(slot) { bar.onSelect(index) }
        }
    }
}

// docs: components.md
extension TabBarViewStyle {
    /// The showcase's pills: one row in every `TabBarStyle`.
    static let pills = TabBarViewStyle(height: { _ in 1 }, makeView: { PillTabBarView(bar: $0) })
}
// docs: end
