import TUIKit

/// The actions as a list, the loading line and the status line under it, and the hints.
struct ScreenReaderDemoView: View {
    let viewModel: ScreenReaderDemoViewModel

    var bindings: [KeyBinding] {
        [
            .list(Binding(viewModel, \.selection), R.string.common.bindingMove()),
            KeyBinding([.enter, .space], id: "screen-reader.run", R.string.common.bindingRun()) {
                viewModel.runSelected()
            },
        ]
    }

    func render(in area: Rect, frame: Frame) {
        let status = StatusView(.line(viewModel.valueLine))
        let parts = Layout.vertical(.length(1), .fill, .length(1), .length(status.height), .length(1)).split(area)
        let (listArea, loadArea, statusArea, hintArea) = (parts[1], parts[2], parts[3], parts[4])
        let rows = viewModel.actions.map {
            ListView.Row(title: viewModel.title(of: $0), value: viewModel.value(of: $0))
        }
        frame.render(
            ListView(rows: rows, selection: Binding(viewModel, \.selection)) { viewModel.run(at: $0) }, in: listArea)
        let loaded = Label(
            viewModel.loadedLine, style: frame.context.style(frame.context.colors.textSecondary))
        frame.render(
            loaded.skeleton(isLoading: viewModel.isLoading) { SkeletonBlock(width: 0.5) },
            in: loadArea.inset(by: EdgeInsets(horizontal: 1)))
        frame.render(status, in: statusArea)
        frame.render(KeyHintsView(), in: hintArea)
    }
}
