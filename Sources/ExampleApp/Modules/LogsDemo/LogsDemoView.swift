import TUICore
import TUIKit

struct LogsDemoView: View {
    let viewModel: LogsDemoViewModel

    var bindings: [KeyBinding] {
        [
            .list(Binding(viewModel, \.selection), R.string.common.bindingMove(), isShown: false),
            KeyBinding([.enter, .space], R.string.logsDemo.bindingRun()) { viewModel.runSelected() },
            .note(viewModel.isPanelAvailable ? R.string.logsDemo.bindingPanel() : R.string.logsDemo.bindingPanelProd()),
            .inherited(.escape),
        ]
    }

    func render(in area: Rect, frame: Frame) {
        let (_, listArea, status, hints) = area.rows(.length(1), .fill, .length(2), .length(1))
        let rows = viewModel.items.map { ListView.Row(title: $0.title, value: $0.value) }
        let list = ListView(rows: rows, selection: Binding(viewModel, \.selection)) { viewModel.run(at: $0) }
        frame.render(list, in: listArea)
        let (divider, entries) = status.inset(by: EdgeInsets(horizontal: 1)).rows(.length(1), .length(1))
        frame.render(Divider(), in: divider)
        let entryCount = Label(
            R.string.logsDemo.entries(viewModel.entryCount), style: frame.style(R.color.text.secondary))
        frame.render(entryCount, in: entries)
        frame.render(KeyHintsView(), in: hints)
    }
}
