import TUIKit

struct SkeletonDemoView: View {
    let viewModel: SkeletonDemoViewModel

    /// The feed, or its shimmering placeholder while it loads.
    private var feed: some View {
        ListView(
            rows: viewModel.items.map { ListView.Row(title: $0.title, subtitle: $0.subtitle) },
            selection: Binding(viewModel, \.selection)
        )
        .skeleton(isLoading: viewModel.isLoading, configuration: viewModel.shimmer) {
            ExampleItemsPlaceholder()
        }
    }

    var bindings: [KeyBinding] {
        var bindings: [KeyBinding] = [
            .inherited(.character("r")),
            KeyBinding("d", R.string.statesDemo.bindingDirection()) { viewModel.onDirectionButtonTapped() },
            KeyBinding("e", R.string.statesDemo.bindingErrorState()) { viewModel.onErrorStateButtonTapped() },
            .inherited(.escape),
        ]
        // The list takes its keys only once loaded, not behind the skeleton.
        if !viewModel.isLoading {
            bindings.append(.list(Binding(viewModel, \.selection), R.string.common.bindingMove(), isShown: false))
        }
        return bindings
    }

    func render(in area: Rect, frame: Frame) {
        let status = StatusView(
            .line(viewModel.status), .line(viewModel.shimmerSummary, onTap: viewModel.onDirectionButtonTapped))
        let (_, listArea, statusArea, hintArea) = area.rows(.length(1), .fill, .length(status.height), .length(1))
        frame.render(feed, in: listArea)
        frame.render(status, in: statusArea)
        frame.render(KeyHintsView(), in: hintArea)
    }
}
