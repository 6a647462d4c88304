import TUICore
import TUIKit

struct NetworkDemoView: InteractiveView {
    let viewModel: NetworkDemoViewModel

    /// The items, their skeleton while loading, or the error view for the last failure.
    private var feed: some InteractiveView {
        ListView(rows: viewModel.rows, state: viewModel.listState) { _ in }
            .skeleton(isLoading: viewModel.isLoading, configuration: .app()) {
                ExampleItemsPlaceholder()
            }
            .errorState(isError: viewModel.isError) {
                ErrorView(
                    title: viewModel.errorContent?.title, message: viewModel.errorContent?.message,
                    onRetry: viewModel.onRetryButtonTapped)
            }
    }

    func render(in area: Rect, on canvas: inout Canvas, context: RenderContext) {
        let (hintArea, body) = area.inset(by: EdgeInsets(top: 1)).divided(bottom: 2)
        let (statusArea, rest) = body.divided(top: 3)
        let (requestsArea, feedArea) = rest.divided(bottom: max(4, rest.height / 3))
        let status = statusArea.inset(by: EdgeInsets(horizontal: 1))
        Label(viewModel.statusLine, style: context.style(R.color.text.secondary))
            .render(in: status.row(0), on: &canvas, context: context)
        renderProfile(in: status.row(1), on: &canvas, context: context)
        Divider().render(in: status.row(2), on: &canvas, context: context)
        feed.render(in: feedArea, on: &canvas, context: context)
        renderRequests(in: requestsArea.inset(by: EdgeInsets(horizontal: 1)), on: &canvas, context: context)
        KeyHintsView(hints: R.string.networkDemo.hint()).render(in: hintArea.row(0), on: &canvas, context: context)
        KeyHintsView(hints: R.string.networkDemo.hintServer())
            .render(in: hintArea.row(1), on: &canvas, context: context)
    }

    /// The profile's name and details, and on the right where it came from: the cache or the server.
    private func renderProfile(in area: Rect, on canvas: inout Canvas, context: RenderContext) {
        let marker =
            if viewModel.isProfileLoading {
                R.string.networkDemo.profileLoading()
            } else if viewModel.profile == nil {
                ""
            } else if viewModel.isProfileCached {
                R.string.networkDemo.profileCached()
            } else {
                R.string.networkDemo.profileFresh()
            }
        let (markerArea, leading) = area.divided(right: min(area.width, marker.cellWidth + 1))
        let text = viewModel.profile.map { "\($0.title) · \($0.details)" } ?? R.string.networkDemo.profileNone()
        Label(text, style: context.style(viewModel.profile == nil ? R.color.text.secondary : R.color.text.primary))
            .render(in: leading, on: &canvas, context: context)
        Label(marker, style: context.style(R.color.text.secondary, text: TextStyle([.bold])), alignment: .trailing)
            .render(in: markerArea, on: &canvas, context: context)
    }

    /// The newest requests that fit, newest last, under a titled divider.
    private func renderRequests(in area: Rect, on canvas: inout Canvas, context: RenderContext) {
        guard area.height > 1 else { return }
        Divider().render(in: area.row(0), on: &canvas, context: context)
        let title = " \(R.string.networkDemo.requests()) (\(viewModel.activity.records.count)) "
        Label(title, style: context.style(R.color.text.secondary, text: TextStyle([.bold])))
            .render(in: area.row(0).inset(by: EdgeInsets(left: 2)), on: &canvas, context: context)
        let records = viewModel.activity.records.suffix(area.height - 1)
        guard !records.isEmpty else {
            Label(R.string.networkDemo.noRequests(), style: context.style(R.color.text.secondary))
                .render(in: area.row(1), on: &canvas, context: context)
            return
        }
        for (index, record) in records.enumerated() {
            NetworkRequestRow(record: record).render(in: area.row(index + 1), on: &canvas, context: context)
        }
    }

    func handle(_ key: KeyEvent) -> Bool {
        guard key.modifiers.isEmpty else { return false }
        switch key.key {
        case .character("m"): viewModel.onMockToggled()
        case .character("s"): viewModel.onServerScenarioTapped()
        case .character("p"): viewModel.onProfileRefreshTapped()
        case .character("x"): viewModel.onExpireTokenTapped()
        case .character("f"): viewModel.onFailRefreshTapped()
        case .character("l"): viewModel.onLoginToggled()
        default:
            let loaded = !viewModel.isLoading && !viewModel.isError
            return feed.handle(key) || (loaded && viewModel.listState.handle(key))
        }
        return true
    }
}
