import TUICore
import TUIKit

struct SkeletonDemoView: InteractiveView {
    let viewModel: SkeletonDemoViewModel

    /// The feed, or its shimmering placeholder while it loads.
    private var feed: some View {
        ListView(rows: viewModel.rows, state: viewModel.listState) { _ in }
            .skeleton(isLoading: viewModel.isLoading, configuration: viewModel.shimmer) {
                ExampleItemsPlaceholder()
            }
    }

    func render(in area: Rect, frame: Frame) {
        let (hintArea, body) = area.inset(by: EdgeInsets(top: 1)).divided(bottom: 1)
        let (statusArea, listArea) = body.divided(bottom: 3)
        feed.render(in: listArea, frame: frame)
        let status = statusArea.inset(by: EdgeInsets(horizontal: 1))
        Divider().render(in: status.row(0), frame: frame)
        let secondary = frame.style(R.color.text.secondary)
        Label(viewModel.status, style: secondary).render(in: status.row(1), frame: frame)
        Label(viewModel.shimmerSummary, style: secondary).render(in: status.row(2), frame: frame)
        frame.onTap(status.row(2)) { [viewModel] in viewModel.onDirectionButtonTapped() }
        KeyHintsView(hints: R.string.statesDemo.skeletonHint()).render(in: hintArea, frame: frame)
    }

    func handle(_ key: KeyEvent) -> Bool {
        guard key.modifiers.isEmpty else { return false }
        switch key.key {
        case .character("d"):
            viewModel.onDirectionButtonTapped()
            return true
        case .character("e"):
            viewModel.onErrorStateButtonTapped()
            return true
        default:
            return !viewModel.isLoading && viewModel.listState.handle(key)
        }
    }
}
