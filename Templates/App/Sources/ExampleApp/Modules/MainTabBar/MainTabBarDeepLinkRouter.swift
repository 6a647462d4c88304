import Logs
import TUIKit

/// Opens deeplinks and tapped pushes in the tab bar, as the template's `TabBarViewModel`
/// does: it listens to `DeepLinkService` and `PushService` while its tab bar is the root.
@MainActor
final class MainTabBarDeepLinkRouter {
    private weak var tabBar: CustomTabBarController?
    private weak var home: NavigationController?
    /// Weak: the deeplink service keeps the router, and the dependencies keep the service,
    /// so a strong reference would keep a closed app alive.
    private weak var dependencies: AppDependencies?
    /// Whether the tab bar is the window's root yet: the debug panel is presented over it,
    /// so a link to the panel that arrives earlier (the launch URL) waits for it.
    private var isRoot = false
    private var isDebugPanelPending = false

    init(tabBar: CustomTabBarController, home: NavigationController, dependencies: AppDependencies) {
        self.tabBar = tabBar
        self.home = home
        self.dependencies = dependencies
    }

    /// Takes over the services' handlers (the latest tab bar wins) once they are made; a
    /// link that arrived before, such as the launch URL, opens then.
    func listen() {
        dependencies?.whenServicesMade { [self] services in listen(to: services) }
    }

    private func listen(to services: AppServices) {
        // A tapped push with a link opens it through the deeplink service, so a bad link
        // gets the same toast and log as any other.
        services.push.onPushReceive = { [weak services] payload in
            guard let services else { return }
            services.analytics.report(event: .pushOpened, params: [.url: .string(payload.deeplink ?? "")])
            if let deeplink = payload.deeplink {
                services.deepLinks.receive(url: deeplink, source: "push")
            }
        }
        // The service keeps the router; the router holds its tab bar weakly.
        services.deepLinks.onDeeplinkReceived = { link in
            self.open(link)
        }
    }

    /// Call once the tab bar is the window's root: opens a debug panel link that came before.
    func tabBarDidBecomeRoot() {
        isRoot = true
        if isDebugPanelPending {
            isDebugPanelPending = false
            dependencies?.send(.showDebugPanel)
        }
    }

    /// Shows the place `link` names. `isReported` is false when the app itself rebuilds its
    /// root at a route (a language change, the environment switcher): no link was opened.
    func open(_ link: DeepLink, isReported: Bool = true) {
        guard let tabBar, let home, let dependencies else { return }
        // `DeepLinkService` logs a link's arrival; this is where it goes.
        if isReported {
            Log.deeplinks.info(logEntry: .detailed("Deeplink routed", ["route": link.route.url]))
            dependencies.services.analytics.report(event: .deeplinkOpened, params: [.url: .string(link.route.url)])
        }
        switch link {
        case .settings:
            tabBar.selectTab(index: MainTab.settings.rawValue)
        case .home:
            show(in: .home, stack: home)
        case .screen(let id):
            guard let entry = HomeCatalog.entry(id: id) else { return logUnknown(link) }
            show(entry.makeController(dependencies), in: .home, stack: home)
        case .logs:
            if isRoot { dependencies.send(.showDebugPanel) } else { isDebugPanelPending = true }
        }
    }

    /// A link that parsed but names no screen leaves the app where it is.
    private func logUnknown(_ link: DeepLink) {
        Log.deeplinks.error(logEntry: .detailed("Deeplink names no screen", ["route": link.route.url]))
    }

    /// Selects `tab` with its stack at the root, and `controller` on top when there is one.
    private func show(_ controller: ScreenController? = nil, in tab: MainTab, stack: NavigationController) {
        tabBar?.selectTab(index: tab.rawValue)
        stack.popToRoot(isAnimated: false)
        if let controller { stack.push(controller: controller, isAnimated: false) }
    }
}
