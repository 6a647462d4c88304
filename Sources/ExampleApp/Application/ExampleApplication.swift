import TUICore
import TUIKit

/// The app's setup (the AppDelegate twin): checks the configuration, builds the window
/// and its theme, shows the launch screen and hands over to the tab bar.
@MainActor
public final class ExampleApplication {
    public let window: Window
    public let settings: AppSettings
    private let dependencies: AppDependencies

    /// How long the launch screen stays before the tab bar replaces it.
    public static let launchDuration = LaunchViewModel.duration

    public init(options: LaunchOptions, clock: any AppClock) throws(ConfigurationError) {
        let configuration = try Environments.setup(name: options.environmentName)
        settings = AppSettings(language: options.language, theme: options.theme, instance: configuration.instance)
        window = Window(clock: clock)
        let services = AppServices(options: options)
        dependencies = AppDependencies(
            settings: settings, clock: clock, directories: options.directories, services: services)
        window.colors = .app
        window.toastPresenter.colors = .app
        window.minimumSize = Size(width: 40, height: 12)
        window.toolkitStrings = {
            ToolkitStrings(
                back: R.string.common.back(),
                close: R.string.common.close(),
                ok: R.string.common.ok(),
                retry: R.string.statesDemo.retry(),
                errorTitle: R.string.statesDemo.errorTitle(),
                errorMessage: R.string.statesDemo.errorMessage()
            )
        }
        window.tooSmallText = { minimum, current in
            (
                R.string.common.terminalTooSmallTitle(),
                R.string.common.terminalTooSmallMessage(minimum.width, minimum.height, current.width, current.height)
            )
        }
        // The window and the screens in it own the app's state from here on; these hooks
        // hold them weakly so an app object need not outlive its setup.
        dependencies.restart = { [weak window, weak dependencies] route in
            guard let window, let dependencies else { return }
            Self.showMain(route: route, in: window, dependencies: dependencies)
        }
        dependencies.restartWithLaunch = { [weak window, weak dependencies] route in
            guard let window, let dependencies else { return }
            Self.showLaunch(route: route, in: window, dependencies: dependencies)
        }
        window.theme = settings.theme
        settings.onChange = { [weak window, weak settings] in
            guard let window, let settings else { return }
            window.theme = settings.theme
            window.setNeedsDisplay()
        }
        PlatformServicesSetup.connect(services, to: window)
        // The launch route reaches the tab bar as the launch deeplink, once it listens.
        Self.showLaunch(route: nil, in: window, dependencies: dependencies)
    }

    private static func showLaunch(route: AppRoute?, in window: Window, dependencies: AppDependencies) {
        let launch = LaunchFactory.createLaunchController(dependencies: dependencies, route: route)
        window.showApplicationRoot(controller: launch, animated: false)
    }

    private static func showMain(route: AppRoute?, in window: Window, dependencies: AppDependencies) {
        let tabBar = MainTabBarFactory.createTabBarController(dependencies: dependencies, route: route)
        window.showApplicationRoot(controller: tabBar, animated: true)
    }
}
