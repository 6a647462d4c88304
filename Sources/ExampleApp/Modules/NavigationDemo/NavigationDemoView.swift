import TUICore
import TUIKit

struct NavigationDemoView: View {
    let viewModel: NavigationDemoViewModel

    var bindings: [KeyBinding] {
        [
            .list(Binding(viewModel, \.selection), R.string.common.bindingMove()),
            KeyBinding([.enter, .space], R.string.common.bindingRun()) { viewModel.runSelected() },
        ]
    }

    func render(in area: Rect, frame: Frame) {
        let bannerHeight = viewModel.mode == .withoutNavigationBar ? 2 : 0
        let statusHeight = viewModel.isInfoShown ? 7 : 3
        let parts = area.split(
            .vertical(.length(1), .length(bannerHeight), .fill, .length(statusHeight), .length(1)))
        let (banner, list, status, hints) = (parts[1], parts[2], parts[3], parts[4])
        if bannerHeight > 0 {
            frame.render(
                Label(
                    " " + R.string.navigationDemo.noNavBarHint(),
                    style: frame.style(R.color.text.accent, text: R.font.heading.primary)),
                in: banner.row(0))
        }
        let rows = viewModel.actions.map { ListView.Row(title: viewModel.title(of: $0)) }
        frame.render(
            ListView(rows: rows, selection: Binding(viewModel, \.selection)) { viewModel.run(at: $0) }, in: list)
        renderStatus(in: status.inset(by: EdgeInsets(horizontal: 1)), frame: frame)
        frame.render(KeyHintsView(), in: hints)
    }

    private func renderStatus(in area: Rect, frame: Frame) {
        let (divider, lifecycleRow, completionRow, info) = area.rows(.length(1), .length(1), .length(1), .fill)
        frame.render(Divider(), in: divider)
        let secondary = frame.style(R.color.text.secondary)
        let lifecycle = viewModel.lifecycle.map(\.rawValue).joined(separator: frame.unicode ? " → " : " -> ")
        frame.render(Label(R.string.navigationDemo.lifecycle(lifecycle), style: secondary), in: lifecycleRow)
        let completion =
            viewModel.lastCompletion.map { "\($0) " + frame.text(R.image.ic16.check) }
            ?? R.string.navigationDemo.completionNone()
        frame.render(Label(R.string.navigationDemo.completion(completion), style: secondary), in: completionRow)
        if viewModel.isInfoShown {
            frame.render(
                Paragraph(
                    R.string.navigationDemo.info(),
                    style: frame.style(R.color.text.primary, text: R.font.caption.italic)),
                in: info)
        }
    }
}
