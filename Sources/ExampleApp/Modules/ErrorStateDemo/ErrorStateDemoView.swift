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
            KeyBinding(keys: [.enter, .space], id: "error.retry", R.string.statesDemo.bindingRetry()) { _ in
                viewModel.onRetryKeyPressed()
            },
            KeyBinding("f", id: "error-state.fail-next", R.string.statesDemo.bindingFailNext()) {
                viewModel.onFailNextLoadToggled()
            },
            .inherited(.character("r")),
            KeyBinding("s", id: "error-state.skeleton", R.string.statesDemo.bindingSkeleton()) {
                viewModel.onSkeletonButtonTapped()
            },
            .inherited(.escape),
        ]
        // The list takes its keys only while it shows, not behind the skeleton or the error view.
        if viewModel.isLoaded {
            bindings.append(.list(Binding(viewModel, \.selection), R.string.common.bindingMove(), isShown: false))
        }
        return bindings
    }

    func render(in area: Rect, frame: Frame) {
        let status = StatusView(
            .line(viewModel.attemptStatus), .line(viewModel.nextLoadStatus, onTap: viewModel.onFailNextLoadToggled))
        let (_, feedArea, statusArea, hintArea) = area.rows(.length(1), .fill, .length(status.height), .length(1))
        frame.render(feed, in: feedArea)
        frame.render(status, in: statusArea)
        frame.render(KeyHintsView(), in: hintArea)
    }
}
