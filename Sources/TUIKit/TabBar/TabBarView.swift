import TUICore

/// The tab bar: a rule, then one item per tab (icon, title and its number key), spread
/// evenly; the selected one is bold and accented, the rest dim, so it reads without color.
struct TabBarView: View {
    static let height = 2

    struct Item {
        let icon: Icon
        let title: String
    }

    let items: [Item]
    let selectedIndex: Int
    let onSelect: @MainActor (Int) -> Void

    func render(in area: Rect, on canvas: inout Canvas, context: RenderContext) {
        guard !area.isEmpty, !items.isEmpty else { return }
        let colors = context.colors
        Divider().render(in: area.row(0), on: &canvas, context: context)
        let bar = area.row(1)
        canvas.fill(bar, with: Cell(" ", style: context.style(background: colors.tabBarBackground)))
        let slotWidth = bar.width / items.count
        for (index, item) in items.enumerated() {
            let isSelected = index == selectedIndex
            let width = index == items.count - 1 ? bar.width - slotWidth * index : slotWidth
            let slot = Rect(x: bar.x + slotWidth * index, y: bar.y, width: width, height: 1)
            let label = "\(context.text(item.icon)) \(item.title) \(index + 1)"
            let style = context.style(
                isSelected ? colors.tabBarSelected : colors.tabBarNormal,
                text: TextStyle(isSelected ? [.bold, .underline] : [.dim])
            )
            let shown = label.truncated(toWidth: slot.width - 2)
            Label(shown, style: style, alignment: .center).render(in: slot, on: &canvas, context: context)
            context.onTap(slot) { onSelect(index) }
        }
    }
}
