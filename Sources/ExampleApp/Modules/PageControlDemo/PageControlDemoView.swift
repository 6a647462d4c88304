import TUIKit

struct PageControlDemoView: View {
    let viewModel: PageControlDemoViewModel

    var bindings: [KeyBinding] {
        [
            KeyBinding(
                keys: [.left, .right],
                slots: [.init("page-control.previous", [.left]), .init("page-control.next", [.right])], label: "←→",
                R.string.components.bindingPageControlPage()
            ) { key in
                viewModel.showPage(offsetBy: key == .left ? -1 : 1)
                return true
            },
            .note(R.string.components.bindingPageControlClick()),
            .inherited(.escape),
        ]
    }

    func render(in area: Rect, frame: Frame) {
        let (_, body, hintArea) = area.rows(.length(1), .fill, .length(1))
        let (_, content, _) = body.columns(.length(2), .fill, .length(2))
        let rows = Layout.vertical(.length(1), .length(1), .length(1), .length(1)).spacing(1).split(content)
        frame.render(Text(viewModel.status).font(R.font.text.heading2), in: rows[0])
        let select: @MainActor (Int) -> Void = { [viewModel] in viewModel.showPage($0) }
        // Both controls show the same page; the cursor follows the first.
        let standard = BeanPageControl(
            count: viewModel.pageCount, position: Double(viewModel.page), id: "standard", isFocused: true,
            onSelect: select)
        frame.render(standard, in: rows[1].centered(width: .length(standard.width), height: .length(1)))
        frame.render(Text(R.string.components.pageControlWide(), color: R.color.text.secondary), in: rows[2])
        let wide = BeanPageControl(
            count: viewModel.pageCount, position: Double(viewModel.page), id: "wide",
            appearance: BeanPageControl.Appearance(inactiveBeanWidth: 2, activeBeanWidth: 8, padding: 2),
            onSelect: select)
        frame.render(wide, in: rows[3].centered(width: .length(wide.width), height: .length(1)))
        frame.render(KeyHintsView(), in: hintArea)
    }
}
