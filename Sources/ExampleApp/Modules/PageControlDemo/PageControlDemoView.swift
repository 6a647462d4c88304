import TUICore
import TUIKit

struct PageControlDemoView: InteractiveView {
    let viewModel: PageControlDemoViewModel

    func render(in area: Rect, frame: Frame) {
        let (hintArea, body) = area.inset(by: EdgeInsets(top: 1)).divided(bottom: 1)
        let content = body.inset(by: EdgeInsets(horizontal: 2))
        Text(viewModel.status).font(R.font.text.heading2).render(in: content.row(0), frame: frame)
        let select: @MainActor (Int) -> Void = { [viewModel] in viewModel.showPage($0) }
        let standard = BeanPageControl(
            count: viewModel.pageCount, position: Double(viewModel.page), id: "standard", onSelect: select)
        standard.render(in: content.row(2).centered(width: standard.width), frame: frame)
        Text(R.string.components.pageControlWide(), color: R.color.text.secondary)
            .render(in: content.row(4), frame: frame)
        let wide = BeanPageControl(
            count: viewModel.pageCount, position: Double(viewModel.page), id: "wide",
            appearance: BeanPageControl.Appearance(inactiveBeanWidth: 2, activeBeanWidth: 8, padding: 2),
            onSelect: select)
        wide.render(in: content.row(6).centered(width: wide.width), frame: frame)
        KeyHintsView(hints: R.string.components.pageControlHint()).render(in: hintArea, frame: frame)
    }

    func handle(_ key: KeyEvent) -> Bool {
        guard key.modifiers.isEmpty else { return false }
        switch key.key {
        case .left:
            viewModel.showPage(offsetBy: -1)
        case .right:
            viewModel.showPage(offsetBy: 1)
        default:
            return false
        }
        return true
    }
}

extension Rect {
    /// A part of this row `width` columns wide in its middle.
    func centered(width: Int) -> Rect {
        let width = min(width, self.width)
        return Rect(x: x + (self.width - width) / 2, y: y, width: width, height: height)
    }
}
