import TUICore

/// Draws a navigation bar: left item, central item, right items, and a rule beneath.
struct NavigationBarView: View {
    static let height = 2

    let item: NavigationBarItem
    let showsBack: Bool
    let onBack: @MainActor () -> Void

    func render(in area: Rect, frame: Frame) {
        guard !area.isEmpty else { return }
        let colors = frame.context.colors
        let bar = area.row(0)
        frame.canvas.fill(bar, with: Cell(" ", style: frame.context.style(background: colors.navigationBarBackground)))
        Divider().render(in: area.row(1), frame: frame)

        var content = bar.inset(by: EdgeInsets(horizontal: 1))
        let leftItem = item.leftItem ?? (showsBack ? NavigationBarSideItem(type: .back) : nil)
        var leftWidth = 0
        if let leftItem {
            leftWidth = drawSideItem(leftItem, alignedLeftIn: content, frame: frame)
        }
        var rightWidth = 0
        for rightItem in item.rightItems.reversed() {
            let remaining = content.divided(right: content.width - leftWidth - 1).slice
            let width = drawSideItem(rightItem, alignedRightIn: remaining, frame: frame)
            content = content.inset(by: EdgeInsets(right: width + 1))
            rightWidth += width + 1
        }
        // The title centres on the whole bar, but never runs under the side items.
        let side = max(leftWidth, rightWidth) + 1
        let titleArea = bar.inset(by: EdgeInsets(left: side + 1, right: side + 1))
        switch item.centralItem?.type {
        case .title(let title):
            let style = frame.context.style(colors.navigationBarTitle, text: TextStyle([.bold]))
            Label(title, style: style, alignment: .center).render(in: titleArea, frame: frame)
        case .view(let view):
            view.render(in: titleArea, frame: frame)
        case nil:
            break
        }
    }

    private func text(of item: NavigationBarSideItem, frame: Frame) -> String {
        let text: String
        switch item.type {
        case .back: text = frame.context.text(Icon(glyph: "‹", ascii: "<")) + " " + frame.context.strings.back
        case .close: text = frame.context.text(Icon(glyph: "✕", ascii: "x")) + " " + frame.context.strings.close
        case .icon(let icon): text = frame.context.text(icon)
        case .title(let title): text = title
        }
        guard let key = item.key else { return text }
        return text + " " + key.description
    }

    private func action(of item: NavigationBarSideItem) -> @MainActor () -> Void {
        if let action = item.onTapAction { return action }
        switch item.type {
        case .back, .close: return onBack
        default: return {}
        }
    }

    private func drawSideItem(
        _ item: NavigationBarSideItem, alignedLeftIn area: Rect, frame: Frame
    ) -> Int {
        let label = text(of: item, frame: frame)
        let width = min(label.cellWidth, area.width)
        let itemArea = area.row(0).columns(.length(width), .fill).0
        draw(label, item: item, in: itemArea, frame: frame)
        return width
    }

    private func drawSideItem(
        _ item: NavigationBarSideItem, alignedRightIn area: Rect, frame: Frame
    ) -> Int {
        let label = text(of: item, frame: frame)
        let width = min(label.cellWidth, area.width)
        let itemArea = area.row(0).columns(.fill, .length(width)).1
        draw(label, item: item, in: itemArea, frame: frame)
        return width
    }

    private func draw(
        _ label: String, item: NavigationBarSideItem, in area: Rect, frame: Frame
    ) {
        Label(label, style: frame.context.style(frame.context.colors.accent)).render(in: area, frame: frame)
        // A click target one cell wider on each side is easier to hit.
        frame.onTap(area.inset(by: EdgeInsets(horizontal: -1)), action(of: item))
    }
}
