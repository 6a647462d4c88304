import TUICore
import TUIKit

struct NavigationDemoView: InteractiveView {
    let viewModel: NavigationDemoViewModel

    func render(in area: Rect, on canvas: inout Canvas, context: RenderContext) {
        var content = area.inset(by: EdgeInsets(top: 1))
        let (hintArea, body) = content.divided(bottom: 1)
        content = body
        if viewModel.mode == .withoutNavigationBar {
            let (banner, rest) = content.divided(top: 2)
            Label(
                " " + R.string.navigationDemo.noNavBarHint(),
                style: context.style(R.color.text.accent, text: R.font.heading.primary)
            )
            .render(in: banner.row(0), on: &canvas, context: context)
            content = rest
        }
        let statusHeight = viewModel.isInfoShown ? 7 : 3
        let (status, listArea) = content.divided(bottom: statusHeight)
        let rows = viewModel.actions.map { ListView.Row(title: viewModel.title(of: $0)) }
        ListView(rows: rows, state: viewModel.listState) { viewModel.run(at: $0) }
            .render(in: listArea, on: &canvas, context: context)
        renderStatus(in: status.inset(by: EdgeInsets(horizontal: 1)), on: &canvas, context: context)
        KeyHintsView(hints: R.string.navigationDemo.hint()).render(in: hintArea, on: &canvas, context: context)
    }

    private func renderStatus(in area: Rect, on canvas: inout Canvas, context: RenderContext) {
        Divider().render(in: area.row(0), on: &canvas, context: context)
        let lifecycle = viewModel.lifecycle.map(\.rawValue).joined(separator: context.unicode ? " → " : " -> ")
        Label(R.string.navigationDemo.lifecycle(lifecycle), style: context.style(R.color.text.secondary))
            .render(in: area.row(1), on: &canvas, context: context)
        let completion =
            viewModel.lastCompletion.map { "\($0) " + context.text(R.image.ic16.check) }
            ?? R.string.navigationDemo.completionNone()
        Label(R.string.navigationDemo.completion(completion), style: context.style(R.color.text.secondary))
            .render(in: area.row(2), on: &canvas, context: context)
        if viewModel.isInfoShown {
            let info = area.inset(by: EdgeInsets(top: 3))
            Paragraph(
                R.string.navigationDemo.info(), style: context.style(R.color.text.primary, text: R.font.caption.italic)
            )
            .render(in: info, on: &canvas, context: context)
        }
    }

    func handle(_ key: KeyEvent) -> Bool {
        viewModel.listState.handle(key, activate: viewModel.runSelected)
    }
}
