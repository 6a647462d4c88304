import TUICore
import TUIKit

struct NetworkDemoView: InteractiveView {
    let viewModel: NetworkDemoViewModel

    /// The items, their skeleton while loading, or the error view for the last failure.
    private var feed: some View {
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

    func render(in area: Rect, frame: Frame) {
        let (hintArea, body) = area.inset(by: EdgeInsets(top: 1)).divided(bottom: 2)
        let (statusArea, rest) = body.divided(top: 3)
        let (requestsArea, feedArea) = rest.divided(bottom: max(4, rest.height / 3))
        let status = statusArea.inset(by: EdgeInsets(horizontal: 1))
        Label(viewModel.statusLine, style: frame.style(R.color.text.secondary))
            .render(in: status.row(0), frame: frame)
        renderProfile(in: status.row(1), frame: frame)
        Divider().render(in: status.row(2), frame: frame)
        feed.render(in: feedArea, frame: frame)
        renderRequests(in: requestsArea.inset(by: EdgeInsets(horizontal: 1)), frame: frame)
        KeyHintsView(hints: R.string.networkDemo.hint()).render(in: hintArea.row(0), frame: frame)
        KeyHintsView(hints: R.string.networkDemo.hintServer())
            .render(in: hintArea.row(1), frame: frame)
    }

    /// The profile's name and details, and on the right where it came from: the cache or the server.
    private func renderProfile(in area: Rect, frame: Frame) {
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
        Label(text, style: frame.style(viewModel.profile == nil ? R.color.text.secondary : R.color.text.primary))
            .render(in: leading, frame: frame)
        Label(marker, style: frame.style(R.color.text.secondary, text: TextStyle([.bold])), alignment: .trailing)
            .render(in: markerArea, frame: frame)
    }

    /// The newest requests that fit, newest last, under a titled divider.
    private func renderRequests(in area: Rect, frame: Frame) {
        guard area.height > 1 else { return }
        Divider().render(in: area.row(0), frame: frame)
        let title = " \(R.string.networkDemo.requests()) (\(viewModel.activity.records.count)) "
        Label(title, style: frame.style(R.color.text.secondary, text: TextStyle([.bold])))
            .render(in: area.row(0).inset(by: EdgeInsets(left: 2)), frame: frame)
        let records = viewModel.activity.records.suffix(area.height - 1)
        guard !records.isEmpty else {
            Label(R.string.networkDemo.noRequests(), style: frame.style(R.color.text.secondary))
                .render(in: area.row(1), frame: frame)
            return
        }
        for (index, record) in records.enumerated() {
            NetworkRequestRow(record: record).render(in: area.row(index + 1), frame: frame)
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
            return feed.bindings.handle(key) || (loaded && viewModel.listState.handle(key))
        }
        return true
    }
}
