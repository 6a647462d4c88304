import TUICore
import TUIKit

/// A list that fills the screen, the chosen row below it, and the hint line.
struct __NAME__View: View {
    let viewModel: __NAME__ViewModel

    var bindings: [KeyBinding] {
        [
            .list(Binding(viewModel, \.selection), R.string.common.bindingMove(), isShown: false),
            KeyBinding(.enter, R.string.__TABLE__.bindingChoose()) { viewModel.chooseSelected() },
        ]
    }

    func render(in area: Rect, frame: Frame) {
        let (_, list, status, hints) = area.rows(.length(1), .fill, .length(2), .length(1))
        let rows = viewModel.items.map { ListView.Row(title: $0) }
        let selection = Binding(viewModel, \.selection)
        frame.render(ListView(rows: rows, selection: selection) { viewModel.choose(at: $0) }, in: list)
        frame.render(
            Label(viewModel.status, style: frame.style(R.color.text.secondary)),
            in: status.inset(by: EdgeInsets(horizontal: 2)))
        frame.render(KeyHintsView(), in: hints)
    }
}
