import TUICore
import TUIKit

struct ErrorStateDemoView: InteractiveView {
    let viewModel: ErrorStateDemoViewModel

    /// The feed, its skeleton while loading, or the error view after a failed load.
    private var feed: some InteractiveView {
        ListView(rows: viewModel.rows, state: viewModel.listState) { _ in }
            .skeleton(isLoading: viewModel.isLoading, configuration: .app()) {
                ExampleItemsPlaceholder()
            }
            .errorState(isError: viewModel.isError) {
                ErrorView(message: viewModel.errorMessage, onRetry: viewModel.onRetryButtonTapped)
            }
    }

    func render(in area: Rect, on canvas: inout Canvas, context: RenderContext) {
        let (hintArea, body) = area.inset(by: EdgeInsets(top: 1)).divided(bottom: 1)
        let (statusArea, feedArea) = body.divided(bottom: 3)
        feed.render(in: feedArea, on: &canvas, context: context)
        let status = statusArea.inset(by: EdgeInsets(horizontal: 1))
        Divider().render(in: status.row(0), on: &canvas, context: context)
        let secondary = context.style(R.color.text.secondary)
        Label(viewModel.attemptStatus, style: secondary).render(in: status.row(1), on: &canvas, context: context)
        Label(viewModel.nextLoadStatus, style: secondary).render(in: status.row(2), on: &canvas, context: context)
        context.onTap(status.row(2)) { [viewModel] in viewModel.onFailNextLoadToggled() }
        KeyHintsView(hints: R.string.statesDemo.errorStateHint()).render(in: hintArea, on: &canvas, context: context)
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
            return feed.handle(key) || (loaded && viewModel.listState.handle(key))
        }
    }
}
