import TUIKit

/// The demos by section. By size class: compact drops the subtitles (a row a line, more
/// demos in sight); wide, the tab's split view shows the selected demo's preview beside
/// the list (`ExamplePreviewController`).
struct ExamplesView: View {
    let viewModel: ExamplesViewModel

    var bindings: [KeyBinding] {
        var bindings = CatalogListBindings.make(selection: Binding(viewModel, \.selection)) { viewModel.openSelected() }
        // The wide split's keys, before the tabs' in a line as narrow as the list's column.
        bindings.insert(contentsOf: SplitViewController.inheritedHints, at: 2)
        return bindings
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
        frame.render(
            ListView(rows: rows, selection: Binding(viewModel, \.selection)) { viewModel.openDemo(at: $0) },
            in: content)
        frame.render(KeyHintsView(), in: hints)
    }
    // docs: end
}
