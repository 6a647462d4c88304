import TUIKit

/// The demos by section. By size class: compact drops the subtitles (a row a line, more
/// demos in sight); wide shows the selected demo's preview beside the list.
struct ExamplesView: View {
    let viewModel: ExamplesViewModel

    var bindings: [KeyBinding] {
        CatalogListBindings.make(selection: Binding(viewModel, \.selection)) { viewModel.openSelected() }
    }

    // docs: layout-and-motion.md
    func render(in area: Rect, frame: Frame) {
        let (_, content, hints) = area.rows(.length(1), .fill, .length(1))
        let showsSubtitles = frame.context.sizeClass != .compact
        let rows = viewModel.demos.enumerated().map { index, demo in
            ListView.Row(
                title: demo.title(), subtitle: showsSubtitles ? demo.subtitle() : nil, icon: demo.icon,
                sectionTitle: viewModel.opensSection(at: index) ? demo.section?.title() : nil)
        }
        var listArea = content
        if frame.context.sizeClass == .wide, let selected = viewModel.selectedDemo {
            let (list, preview) = content.columns(.percentage(55), .fill, spacing: 1)
            listArea = list
            frame.render(SidePane(ExamplePreviewView(demo: selected)), in: preview)
        }
        frame.render(
            ListView(rows: rows, selection: Binding(viewModel, \.selection)) { viewModel.openDemo(at: $0) },
            in: listArea)
        frame.render(KeyHintsView(), in: hints)
    }
    // docs: end
}
