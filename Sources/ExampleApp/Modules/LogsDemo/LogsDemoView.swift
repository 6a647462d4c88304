import TUIKit

struct LogsDemoView: View {
    let viewModel: LogsDemoViewModel

    var bindings: [KeyBinding] {
        [
            .list(Binding(viewModel, \.selection), R.string.common.bindingMove(), isShown: false),
            KeyBinding([.enter, .space], id: "logs-demo.run", R.string.logsDemo.bindingRun()) {
                viewModel.runSelected()
            },
            .note(viewModel.isPanelAvailable ? R.string.logsDemo.bindingPanel() : R.string.logsDemo.bindingPanelProd()),
            .inherited(.escape),
        ]
    }

    func render(in area: Rect, frame: Frame) {
        let status = StatusView(.line(R.string.logsDemo.entries(viewModel.entryCount)))
        let (_, listArea, statusArea, hints) = area.rows(.length(1), .fill, .length(status.height), .length(1))
        let rows = viewModel.items.map { ListView.Row(title: $0.title, value: $0.value) }
        let list = ListView(rows: rows, selection: Binding(viewModel, \.selection)) { viewModel.run(at: $0) }
        frame.render(list, in: listArea)
        frame.render(status, in: statusArea)
        frame.render(KeyHintsView(), in: hints)
    }
}
