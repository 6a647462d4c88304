import TUIKit

struct ComponentsView: View {
    let viewModel: ComponentsViewModel

    var bindings: [KeyBinding] {
        CatalogListBindings.make(selection: Binding(viewModel, \.selection)) { viewModel.openSelected() }
    }

    func render(in area: Rect, frame: Frame) {
        let (_, list, hints) = area.rows(.length(1), .fill, .length(1))
        let rows = viewModel.components.map { ListView.Row(title: $0.title(), subtitle: $0.subtitle(), icon: $0.icon) }
        frame.render(
            ListView(rows: rows, selection: Binding(viewModel, \.selection)) { viewModel.openComponent(at: $0) },
            in: list)
        frame.render(KeyHintsView(), in: hints)
    }
}
