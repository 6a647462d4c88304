import TUICore
import TUIKit

struct ExamplesView: View {
    let viewModel: ExamplesViewModel

    var bindings: [KeyBinding] {
        CatalogListBindings.make(selection: Binding(viewModel, \.selection)) { viewModel.openSelected() }
    }

    func render(in area: Rect, frame: Frame) {
        let (_, list, hints) = area.rows(.length(1), .fill, .length(1))
        let rows = viewModel.demos.enumerated().map { index, demo in
            ListView.Row(
                title: demo.title(), subtitle: demo.subtitle(), icon: demo.icon,
                sectionTitle: viewModel.opensSection(at: index) ? demo.section?.title() : nil)
        }
        frame.render(
            ListView(rows: rows, selection: Binding(viewModel, \.selection)) { viewModel.openDemo(at: $0) }, in: list)
        frame.render(KeyHintsView(), in: hints)
    }
}
