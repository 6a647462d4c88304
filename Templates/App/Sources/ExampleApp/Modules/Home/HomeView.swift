import TUIKit

/// The app's screens as a list, or how to add the first one while there is none.
struct HomeView: View {
    let viewModel: HomeViewModel

    var bindings: [KeyBinding] {
        CatalogListBindings.make(selection: Binding(viewModel, \.selection)) { viewModel.openSelected() }
    }

    func render(in area: Rect, frame: Frame) {
        let (_, list, hints) = area.rows(.length(1), .fill, .length(1))
        if viewModel.entries.isEmpty {
            frame.render(
                Label(R.string.home.empty(), style: frame.context.style(R.color.text.secondary)),
                in: list.inset(by: EdgeInsets(horizontal: 2)))
        } else {
            let rows = viewModel.entries.map { ListView.Row(title: $0.title(), subtitle: $0.subtitle(), icon: $0.icon) }
            frame.render(
                ListView(rows: rows, selection: Binding(viewModel, \.selection)) { viewModel.open(at: $0) }, in: list)
        }
        frame.render(KeyHintsView(), in: hints)
    }
}
