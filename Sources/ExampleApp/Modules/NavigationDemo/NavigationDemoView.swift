import TUIKit

struct NavigationDemoView: View {
    let viewModel: NavigationDemoViewModel

    var bindings: [KeyBinding] {
        [
            .list(Binding(viewModel, \.selection), R.string.common.bindingMove()),
            KeyBinding([.enter, .space], id: "navigation-demo.run", R.string.common.bindingRun()) {
                viewModel.runSelected()
            },
        ]
    }

    func render(in area: Rect, frame: Frame) {
        let bannerHeight = viewModel.mode == .withoutNavigationBar ? 2 : 0
        let lifecycle = viewModel.lifecycle.map(\.rawValue).joined(separator: frame.context.unicode ? " → " : " -> ")
        let completion =
            viewModel.lastCompletion.map { "\($0) " + frame.context.text(R.image.ic16.check) }
            ?? R.string.navigationDemo.completionNone()
        let status = StatusView(
            .line(R.string.navigationDemo.lifecycle(lifecycle)), .line(R.string.navigationDemo.completion(completion)))
        let parts = area.split(
            .vertical(
                .length(1), .length(bannerHeight), .fill, .length(status.height),
                .length(viewModel.isInfoShown ? 4 : 0), .length(1)))
        let (banner, list, statusArea, info, hints) = (parts[1], parts[2], parts[3], parts[4], parts[5])
        if bannerHeight > 0 {
            frame.render(
                Label(
                    " " + R.string.navigationDemo.noNavBarHint(),
                    style: frame.context.style(R.color.text.accent, text: R.font.heading.primary)),
                in: banner.row(0))
        }
        let rows = viewModel.actions.map { ListView.Row(title: viewModel.title(of: $0)) }
        frame.render(
            ListView(rows: rows, selection: Binding(viewModel, \.selection)) { viewModel.run(at: $0) }, in: list)
        frame.render(status, in: statusArea)
        if viewModel.isInfoShown {
            frame.render(
                Paragraph(
                    R.string.navigationDemo.info(),
                    style: frame.context.style(R.color.text.primary, text: R.font.caption.italic)),
                in: info.inset(by: EdgeInsets(horizontal: 1)))
        }
        frame.render(KeyHintsView(), in: hints)
    }
}
