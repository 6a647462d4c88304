import TUICore
import TUIKit

struct ErrorStateDemoView: View {
    let viewModel: ErrorStateDemoViewModel

    /// The feed, its skeleton while loading, or the error view after a failed load.
    private var feed: some View {
        ListView(
            rows: viewModel.items.map { ListView.Row(title: $0.title, subtitle: $0.subtitle) },
            selection: Binding(viewModel, \.selection)
        )
        .skeleton(isLoading: viewModel.isLoading, configuration: .app()) {
            ExampleItemsPlaceholder()
        }
        .errorState(isError: viewModel.isError) {
            ErrorView(message: viewModel.errorMessage, onRetry: viewModel.onRetryButtonTapped)
        }
    }

    var bindings: [KeyBinding] {
        var bindings: [KeyBinding] = [
            // The error view's button: Enter or Space retries while it shows; otherwise
            // the keys pass on.
            KeyBinding(keys: [.enter, .space], R.string.statesDemo.bindingRetry()) { _ in
                viewModel.onRetryKeyPressed()
            },
            KeyBinding("f", R.string.statesDemo.bindingFailNext()) { viewModel.onFailNextLoadToggled() },
            .inherited(.character("r")),
            KeyBinding("s", R.string.statesDemo.bindingSkeleton()) { viewModel.onSkeletonButtonTapped() },
            .inherited(.escape),
        ]
        // The list takes its keys only while it shows, not behind the skeleton or the error view.
        if viewModel.isLoaded {
            bindings.append(.list(Binding(viewModel, \.selection), R.string.common.bindingMove(), isShown: false))
        }
        return bindings
    }

    func render(in area: Rect, frame: Frame) {
        let (_, feedArea, statusArea, hintArea) = area.rows(.length(1), .fill, .length(3), .length(1))
        frame.render(feed, in: feedArea)
        let status = Layout.vertical(.length(1), .length(1), .length(1))
            .margin(EdgeInsets(horizontal: 1))
            .split(statusArea)
        frame.render(Divider(), in: status[0])
        let secondary = frame.style(R.color.text.secondary)
        frame.render(Label(viewModel.attemptStatus, style: secondary), in: status[1])
        frame.render(Label(viewModel.nextLoadStatus, style: secondary), in: status[2])
        frame.onTap(status[2]) { [viewModel] in viewModel.onFailNextLoadToggled() }
        frame.render(KeyHintsView(), in: hintArea)
    }
}
