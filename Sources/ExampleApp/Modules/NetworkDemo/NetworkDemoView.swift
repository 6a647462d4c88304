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
            KeyBinding("m", id: "network.mock", R.string.networkDemo.bindingMock()) { viewModel.onMockToggled() },
            KeyBinding("s", id: "network.scenario", R.string.networkDemo.bindingScenario()) {
                viewModel.onServerScenarioTapped()
            },
            KeyBinding("p", id: "network.profile", R.string.networkDemo.bindingProfile()) {
                viewModel.onProfileRefreshTapped()
            },
        ]
    }

    var bindings: [KeyBinding] {
        var bindings: [KeyBinding] = [
            .inherited(.character("r")),
            KeyBinding("x", id: "network.expire-token", R.string.networkDemo.bindingExpireToken()) {
                viewModel.onExpireTokenTapped()
            },
            KeyBinding("f", id: "network.fail-refresh", R.string.networkDemo.bindingFailRefresh()) {
                viewModel.onFailRefreshTapped()
            },
            KeyBinding("l", id: "network.login", R.string.networkDemo.bindingLogin()) { viewModel.onLoginToggled() },
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

    /// By size class: regular puts the requests under the feed, a third of the height;
    /// wide puts them beside it, full height; compact keeps three of them and one hint line
    /// (the server's keys still work, unnamed).
    func render(in area: Rect, frame: Frame) {
        let hintLines = frame.context.sizeClass == .compact ? 1 : 2
        let (_, statusArea, rest, hintArea) = area.rows(.length(1), .length(3), .fill, .length(hintLines))
        let status = Layout.vertical(.length(1), .length(1), .length(1))
            .margin(EdgeInsets(horizontal: 1))
            .split(statusArea)
        frame.render(Label(viewModel.statusLine, style: frame.context.style(R.color.text.secondary)), in: status[0])
        renderProfile(in: status[1], frame: frame)
        frame.render(Divider(), in: status[2])
        switch frame.context.sizeClass {
        case .wide:
            let (feedArea, requestsArea) = rest.columns(.percentage(55), .fill, spacing: 1)
            frame.render(feed, in: feedArea)
            frame.render(
                SidePane(NetworkRequestsView(activity: viewModel.activity, showsDivider: false)), in: requestsArea)
        case .regular, .compact:
            let requestsHeight = frame.context.sizeClass == .compact ? 4 : max(4, rest.height / 3)
            let (feedArea, requestsArea) = rest.rows(.fill, .length(requestsHeight))
            frame.render(feed, in: feedArea)
            frame.render(
                NetworkRequestsView(activity: viewModel.activity, showsDivider: true),
                in: requestsArea.inset(by: EdgeInsets(horizontal: 1)))
        }
        guard hintLines == 2 else {
            frame.render(KeyHintsView(), in: hintArea)
            return
        }
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
        frame.render(Label(text, style: frame.context.style(textColor)), in: leading)
        frame.render(
            Label(
                marker, style: frame.context.style(R.color.text.secondary, text: TextStyle([.bold])),
                alignment: .trailing),
            in: markerArea)
    }
}
