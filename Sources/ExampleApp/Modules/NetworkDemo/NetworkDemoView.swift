import TUICore
import TUIKit

struct NetworkDemoView: View {
    let viewModel: NetworkDemoViewModel

    /// The items, their skeleton while loading, or the error view for the last failure.
    private var feed: some View {
        ListView(rows: viewModel.items.map(\.row), selection: Binding(viewModel, \.selection))
            .skeleton(isLoading: viewModel.isLoading, configuration: .app()) {
                ExampleItemsPlaceholder()
            }
            .errorState(isError: viewModel.isError) {
                ErrorView(
                    title: viewModel.errorContent?.title, message: viewModel.errorContent?.message,
                    onRetry: viewModel.onRetryButtonTapped)
            }
    }

    /// The mock server's keys, on the second hint line.
    private var serverBindings: [KeyBinding] {
        [
            KeyBinding("m", R.string.networkDemo.bindingMock()) { viewModel.onMockToggled() },
            KeyBinding("s", R.string.networkDemo.bindingScenario()) { viewModel.onServerScenarioTapped() },
            KeyBinding("p", R.string.networkDemo.bindingProfile()) { viewModel.onProfileRefreshTapped() },
        ]
    }

    var bindings: [KeyBinding] {
        var bindings: [KeyBinding] = [
            .inherited(.character("r")),
            KeyBinding("x", R.string.networkDemo.bindingExpireToken()) { viewModel.onExpireTokenTapped() },
            KeyBinding("f", R.string.networkDemo.bindingFailRefresh()) { viewModel.onFailRefreshTapped() },
            KeyBinding("l", R.string.networkDemo.bindingLogin()) { viewModel.onLoginToggled() },
            .inherited(.escape),
        ]
        bindings += serverBindings.map { $0.hidden() }
        bindings += feed.bindings  // the error view's Enter and Space retry (hidden)
        // The list takes its keys only while it shows, not behind the skeleton or the error view.
        if viewModel.isLoaded {
            bindings.append(.list(Binding(viewModel, \.selection), R.string.common.bindingMove(), isShown: false))
        }
        return bindings
    }

    func render(in area: Rect, frame: Frame) {
        let (_, statusArea, rest, hintArea) = area.rows(.length(1), .length(3), .fill, .length(2))
        let (feedArea, requestsArea) = rest.rows(.fill, .length(max(4, rest.height / 3)))
        let status = Layout.vertical(.length(1), .length(1), .length(1))
            .margin(EdgeInsets(horizontal: 1))
            .split(statusArea)
        frame.render(Label(viewModel.statusLine, style: frame.style(R.color.text.secondary)), in: status[0])
        renderProfile(in: status[1], frame: frame)
        frame.render(Divider(), in: status[2])
        frame.render(feed, in: feedArea)
        let requests = Layout.vertical(.length(1), .fill).margin(EdgeInsets(horizontal: 1)).split(requestsArea)
        renderRequests(header: requests[0], list: requests[1], frame: frame)
        let (hintLine, serverHintLine) = hintArea.rows(.length(1), .length(1))
        frame.render(KeyHintsView(), in: hintLine)
        frame.render(KeyHintsView(bindings: serverBindings), in: serverHintLine)
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
        let (leading, markerArea) = area.columns(.fill, .length(marker.cellWidth + 1))
        let text = viewModel.profile.map { "\($0.title) · \($0.details)" } ?? R.string.networkDemo.profileNone()
        let textColor = viewModel.profile == nil ? R.color.text.secondary : R.color.text.primary
        frame.render(Label(text, style: frame.style(textColor)), in: leading)
        frame.render(
            Label(marker, style: frame.style(R.color.text.secondary, text: TextStyle([.bold])), alignment: .trailing),
            in: markerArea)
    }

    /// The newest requests that fit, newest last, under a titled divider.
    private func renderRequests(header: Rect, list: Rect, frame: Frame) {
        guard !list.isEmpty else { return }
        frame.render(Divider(), in: header)
        let title = " \(R.string.networkDemo.requests()) (\(viewModel.activity.records.count)) "
        frame.render(
            Label(title, style: frame.style(R.color.text.secondary, text: TextStyle([.bold]))),
            in: header.columns(.length(2), .fill).1)
        let records = viewModel.activity.records.suffix(list.height)
        let lines = Layout.vertical(Array(repeating: .length(1), count: max(1, records.count))).split(list)
        guard !records.isEmpty else {
            frame.render(
                Label(R.string.networkDemo.noRequests(), style: frame.style(R.color.text.secondary)), in: lines[0])
            return
        }
        for (line, record) in zip(lines, records) {
            frame.render(NetworkRequestRow(record: record), in: line)
        }
    }
}
