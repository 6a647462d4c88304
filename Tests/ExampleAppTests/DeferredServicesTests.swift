import AppSupport
import Foundation
import Storage
import TUIKit
import XCTest

@testable import ExampleApp

/// A launch shows its first frame before it makes the services, the stores and the network
/// layer (the main screen needs none of them), and makes them as soon as that frame is on
/// screen; a launch route needs the deeplink service, so it makes them before.
@MainActor
final class DeferredServicesTests: XCTestCase {
    private lazy var directories = StorageDirectories.temporaryForTest()

    override func tearDown() async throws {
        try Environments.setup(name: "dev")
        if let home = directories.environment["HOME"] { try? FileManager.default.removeItem(atPath: home) }
    }

    private func launch(route: AppRoute? = nil) throws -> (ExampleApplication, WindowHost, VirtualTerminal) {
        let options = LaunchOptions(language: .en, route: route, directories: directories)
        let application = try ExampleApplication(options: options, clock: ManualClock())
        let terminal = VirtualTerminal(size: Size(width: 100, height: 30))
        return (application, WindowHost(window: application.window, terminal: terminal), terminal)
    }

    private let main = ReadyMarkers.mainScreen(language: .en)

    /// The disk store's folder, which opening the stores makes.
    private var diskStoreFolder: String {
        get throws { try directories.cache().appendingPathComponent("PersistentStorage").path }
    }

    func testTheFirstFrameComesBeforeTheServicesWhichFollowOnceItIsShown() async throws {
        let (application, host, terminal) = try launch()
        XCTAssertFalse(application.dependencies.areServicesMade)
        host.draw()
        XCTAssertTrue(terminal.screen.text.contains(main), terminal.screen.text)
        XCTAssertFalse(application.dependencies.areServicesMade, "made before the first frame was shown")
        XCTAssertFalse(FileManager.default.fileExists(atPath: try diskStoreFolder), "the stores opened before it")

        application.window.frameDidShow()
        XCTAssertTrue(application.dependencies.areServicesMade)
        XCTAssertTrue(FileManager.default.fileExists(atPath: try diskStoreFolder), "the stores did not open")
    }

    func testALaunchRouteMakesTheServicesFirstSoTheFirstFrameShowsIt() async throws {
        let (application, host, terminal) = try launch(route: .settings)
        XCTAssertTrue(application.dependencies.areServicesMade)
        host.draw()
        XCTAssertFalse(terminal.screen.text.contains(main), "not the route's first frame:\n\(terminal.screen.text)")
        XCTAssertEqual((application.window.rootController as? CustomTabBarController)?.selectedIndex, 2)
    }

    func testWhatListensToTheServicesIsConnectedOnceTheyAreMade() async throws {
        let (application, host, terminal) = try launch()
        host.draw()
        application.window.frameDidShow()
        let tabBar = try XCTUnwrap(application.window.rootController as? CustomTabBarController)
        XCTAssertEqual(tabBar.selectedIndex, 0)
        // The tab bar's router listens to the deeplink service...
        application.dependencies.services.deepLinks.receive(url: "exampletui://settings", source: "test")
        XCTAssertEqual(tabBar.selectedIndex, 2)
        // ...and the window shows the push prompt's alert.
        let alertTitle = R.string.app.pushAlertTitle(R.string.common.appName())
        host.draw()
        XCTAssertFalse(terminal.screen.text.contains(alertTitle))
        application.dependencies.services.pushPrompt.isPresented = true
        host.draw()
        XCTAssertTrue(terminal.screen.text.contains(alertTitle), terminal.screen.text)
    }

    func testANetworkMadeLateStillTellsTheAppOfALogout() async throws {
        // The host stays: a toast asks it for a frame.
        let (application, host, _) = try launch()
        let dependencies = application.dependencies
        // A switch before the network layer exists rebuilds nothing: it is made for prod.
        try dependencies.settings.switchEnvironment(to: .prod)
        dependencies.rebuildNetworkIfEnvironmentChanged()
        XCTAssertFalse(dependencies.network.canMock, "made for dev, not the environment of the moment")
        dependencies.network.onLogout()
        XCTAssertEqual(
            application.window.toastPresenter.current?.item.viewItem.message,
            application.context.run { R.string.app.logoutToast() }, "the app's toast")
        XCTAssertTrue(host.needsDisplay)
    }
}
