import TUICore
import TUIKit

struct NavigationDemoView: InteractiveView {
    let viewModel: NavigationDemoViewModel

    func render(in area: Rect, frame: Frame) {
        var content = area.inset(by: EdgeInsets(top: 1))
        let (hintArea, body) = content.divided(bottom: 1)
        content = body
        if viewModel.mode == .withoutNavigationBar {
            let (banner, rest) = content.divided(top: 2)
            Label(
                " " + R.string.navigationDemo.noNavBarHint(),
                style: frame.style(R.color.text.accent, text: R.font.heading.primary)
            )
            .render(in: banner.row(0), frame: frame)
            content = rest
        }
        let statusHeight = viewModel.isInfoShown ? 7 : 3
        let (status, listArea) = content.divided(bottom: statusHeight)
        let rows = viewModel.actions.map { ListView.Row(title: viewModel.title(of: $0)) }
        ListView(rows: rows, state: viewModel.listState) { viewModel.run(at: $0) }
            .render(in: listArea, frame: frame)
        renderStatus(in: status.inset(by: EdgeInsets(horizontal: 1)), frame: frame)
        KeyHintsView(hints: R.string.navigationDemo.hint()).render(in: hintArea, frame: frame)
    }

    private func renderStatus(in area: Rect, frame: Frame) {
        Divider().render(in: area.row(0), frame: frame)
        let lifecycle = viewModel.lifecycle.map(\.rawValue).joined(separator: frame.unicode ? " → " : " -> ")
        Label(R.string.navigationDemo.lifecycle(lifecycle), style: frame.style(R.color.text.secondary))
            .render(in: area.row(1), frame: frame)
        let completion =
            viewModel.lastCompletion.map { "\($0) " + frame.text(R.image.ic16.check) }
            ?? R.string.navigationDemo.completionNone()
        Label(R.string.navigationDemo.completion(completion), style: frame.style(R.color.text.secondary))
            .render(in: area.row(2), frame: frame)
        if viewModel.isInfoShown {
            let info = area.inset(by: EdgeInsets(top: 3))
            Paragraph(
                R.string.navigationDemo.info(), style: frame.style(R.color.text.primary, text: R.font.caption.italic)
            )
            .render(in: info, frame: frame)
        }
    }

    func handle(_ key: KeyEvent) -> Bool {
        viewModel.listState.handle(key, activate: viewModel.runSelected)
    }
}
