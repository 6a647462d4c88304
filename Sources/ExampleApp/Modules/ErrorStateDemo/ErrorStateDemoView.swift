import TUICore
import TUIKit

struct ErrorStateDemoView: InteractiveView {
    let viewModel: ErrorStateDemoViewModel

    /// The feed, its skeleton while loading, or the error view after a failed load.
    private var feed: some View {
        ListView(rows: viewModel.rows, state: viewModel.listState) { _ in }
            .skeleton(isLoading: viewModel.isLoading, configuration: .app()) {
                ExampleItemsPlaceholder()
            }
            .errorState(isError: viewModel.isError) {
                ErrorView(message: viewModel.errorMessage, onRetry: viewModel.onRetryButtonTapped)
            }
    }

    func render(in area: Rect, frame: Frame) {
        let (hintArea, body) = area.inset(by: EdgeInsets(top: 1)).divided(bottom: 1)
        let (statusArea, feedArea) = body.divided(bottom: 3)
        feed.render(in: feedArea, frame: frame)
        let status = statusArea.inset(by: EdgeInsets(horizontal: 1))
        Divider().render(in: status.row(0), frame: frame)
        let secondary = frame.style(R.color.text.secondary)
        Label(viewModel.attemptStatus, style: secondary).render(in: status.row(1), frame: frame)
        Label(viewModel.nextLoadStatus, style: secondary).render(in: status.row(2), frame: frame)
        frame.onTap(status.row(2)) { [viewModel] in viewModel.onFailNextLoadToggled() }
        KeyHintsView(hints: R.string.statesDemo.errorStateHint()).render(in: hintArea, frame: frame)
    }

    func handle(_ key: KeyEvent) -> Bool {
        guard key.modifiers.isEmpty else { return false }
        switch key.key {
        case .character("f"):
            viewModel.onFailNextLoadToggled()
            return true
        case .character("s"):
            viewModel.onSkeletonButtonTapped()
            return true
        default:
            let loaded = !viewModel.isLoading && !viewModel.isError
            return feed.bindings.handle(key) || (loaded && viewModel.listState.handle(key))
        }
    }
}
