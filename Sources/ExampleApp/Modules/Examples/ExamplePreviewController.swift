import TUIKit

/// The secondary column's root in the wide Examples split: the preview of the demo the
/// list has selected, shown until a demo is opened beside the list.
final class ExamplePreviewController: HostingController<ExamplePreviewPane> {
    init(viewModel: ExamplesViewModel) {
        super.init(
            rootView: ExamplePreviewPane(viewModel: viewModel),
            navigationBarItem: { .title(R.string.examples.previewTitle()) })
    }
}

/// The selected demo's preview, a cell in from the split's divider.
struct ExamplePreviewPane: View {
    let viewModel: ExamplesViewModel

    func render(in area: Rect, frame: Frame) {
        guard let demo = viewModel.selectedDemo else { return }
        frame.render(ExamplePreviewView(demo: demo), in: area.inset(by: EdgeInsets(horizontal: 1)))
    }
}
