import Push
import TUIKit

/// Answers the app's commands (`AppCommand`): the one place that replaces the window's
/// root, presents the debug panel or tells the user the session ended.
@MainActor
struct AppCommandHandler {
    /// Held weakly by the dependencies that send commands, so neither keeps the other alive.
    weak var window: Window?

    func handle(_ command: AppCommand, dependencies: AppDependencies) {
        guard let window else { return }
        switch command {
        case .restart(let route):
            dependencies.rebuildNetworkIfEnvironmentChanged()
            // Each environment has its own display name: the window title follows a switch.
            window.title = dependencies.settings.configuration.appDisplayName
            showMain(route: route, in: window, dependencies: dependencies)
        case .launch(let work):
            showLaunch(route: nil, work: work, in: window, dependencies: dependencies)
        case .restartWithLaunch(let route):
            // Nothing to wait for: the launch screen shows until the run loop's next turn, then
            // the root router replaces it again.
            showLaunch(route: route, work: StartupWork {}, in: window, dependencies: dependencies)
        case .showDebugPanel:
            guard dependencies.settings.isDebugPanelEnabled else {
                window.showToast(with: ToastItem(message: R.string.logs.unavailable(), style: .failure))
                return
            }
            showLogs(in: window, dependencies: dependencies)
        case .openDebugPanel:
            showLogs(in: window, dependencies: dependencies)
        case .showKeyHelp:
            guard !window.presentedControllers.contains(where: KeyHelpFactory.isKeyHelp) else { return }
            let help = KeyHelpFactory.createKeyHelpController(
                chain: window.keyBindings, settings: dependencies.settings)
            window.present(controller: NavigationController(rootViewController: help), isAnimated: true)
        case .openDeepLink(let url):
            while !window.presentedControllers.isEmpty { window.dismiss(isAnimated: false, completion: nil) }
            dependencies.services.deepLinks.receive(url: url, source: "debug panel")
        case .openRoute(let route):
            while !window.presentedControllers.isEmpty { window.dismiss(isAnimated: false, completion: nil) }
            dependencies.services.deepLinks.receive(url: route.url, source: "palette")
        case .logOut:
            window.showToast(
                with: ToastItem(
                    viewItem: ToastViewItem(style: .warning, message: R.string.app.logoutToast()),
                    toastType: .global))
        case .showServerShutdown:
            window.showToast(
                with: ToastItem(
                    viewItem: ToastViewItem(style: .warning, message: R.string.app.serverShutdownToast()),
                    toastType: .global, direction: .top, duration: .five))
        case .showDeepLinkRejected(let url):
            window.showToast(
                with: ToastItem(
                    viewItem: ToastViewItem(style: .failure, message: R.string.app.deeplinkRejected(url)),
                    toastType: .global, direction: .top, duration: .five))
        case .receivePush(let payload):
            dependencies.services.deliverPush(payload)
        case .showPush(let payload):
            showBanner(of: payload, in: window, services: dependencies.services)
            dependencies.services.desktopAlerts.pushArrived(
                payload, windowIsFocused: window.lifecycle.state == .active)
        case .postTerminalNotification(let notification):
            window.request(.notify(notification))
        }
    }

    /// The launch screen as the root, handing over to the tab bar once `work` is done.
    private func showLaunch(route: AppRoute?, work: StartupWork, in window: Window, dependencies: AppDependencies) {
        let launch = LaunchFactory.createLaunchController(dependencies: dependencies, route: route, work: work)
        window.showApplicationRoot(controller: launch, animated: false)
    }

    /// The main tab bar as the root, opened at `route`.
    private func showMain(route: AppRoute?, in window: Window, dependencies: AppDependencies) {
        let main = MainTabBarFactory.createTabBarController(dependencies: dependencies)
        // Links open before the tab bar shows, so no screen flashes by on the way; the debug
        // panel, presented over the root, waits until the tab bar is it.
        if let route { main.router.open(DeepLink(route: route), isReported: false) }
        main.router.listen()
        window.showApplicationRoot(controller: main.tabBar, animated: true)
        main.router.tabBarDidBecomeRoot()
    }

    /// An authorized push as a banner at the top; a tap opens it (`PushService.open`).
    private func showBanner(of payload: PushPayloadModel, in window: Window, services: AppServices) {
        window.showToast(
            with: ToastItem(
                viewItem: ToastViewItem(
                    style: .information, message: payload.bannerText, leftIcon: R.image.platform.push,
                    rightIcon: payload.deeplink == nil ? nil : R.image.ic16.chevronRight),
                toastType: .global, direction: .top, duration: .five,
                onTap: { [weak services] in services?.push.open(payload) }))
    }

    /// Presents the debug panel over everything, unless it is already open.
    private func showLogs(in window: Window, dependencies: AppDependencies) {
        guard !window.presentedControllers.contains(where: LogsFactory.isLogsPanel) else { return }
        window.present(controller: LogsFactory.createLogsController(dependencies: dependencies), isAnimated: true)
    }
}
