import TUIKit

struct SkeletonDemoView: View {
    let viewModel: SkeletonDemoViewModel

    var shimmer: ShimmerConfiguration {
        .app(direction: viewModel.direction == .leftToRight ? .leftToRight : .rightToLeft)
    }

    /// The shimmer's direction, speed, pause and band, on the status line.
    var shimmerSummary: String {
        let direction =
            viewModel.direction == .leftToRight
            ? R.string.statesDemo.directionLeftToRight() : R.string.statesDemo.directionRightToLeft()
        let shimmer = shimmer
        let band: Int
        switch shimmer.bandSize {
        case .ratio(let share): band = Int((share * 100).rounded())
        case .cells(let cells): band = cells
        }
        return R.string.statesDemo.shimmerSummary(
            direction,
            Int(shimmer.movingAnimationDuration / .milliseconds(1)),
            Int(shimmer.delayBetweenAnimationLoops / .milliseconds(1)),
            band
        )
    }

    /// The feed, or its shimmering placeholder while it loads.
    private var feed: some View {
        ListView(
            rows: viewModel.items.map { ListView.Row(title: $0.title, subtitle: $0.subtitle) },
            selection: Binding(viewModel, \.selection)
        )
        .skeleton(isLoading: viewModel.isLoading, configuration: shimmer) {
            ExampleItemsPlaceholder()
        }
    }

    var bindings: [KeyBinding] {
        var bindings: [KeyBinding] = [
            .inherited(.character("r")),
            KeyBinding("d", id: "skeleton.direction", R.string.statesDemo.bindingDirection()) {
                viewModel.onDirectionButtonTapped()
            },
            KeyBinding("e", id: "skeleton.error-state", R.string.statesDemo.bindingErrorState()) {
                viewModel.onErrorStateButtonTapped()
            },
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
            .line(viewModel.status), .line(shimmerSummary, onTap: viewModel.onDirectionButtonTapped))
        let (_, listArea, statusArea, hintArea) = area.rows(.length(1), .fill, .length(status.height), .length(1))
        frame.render(feed, in: listArea)
        frame.render(status, in: statusArea)
        frame.render(KeyHintsView(), in: hintArea)
    }
}
