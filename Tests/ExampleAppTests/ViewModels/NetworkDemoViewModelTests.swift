import AppSupport
import Network
import XCTest

@testable import ExampleApp

/// The Network demo's logic on mocks and the app's clock, without drawing it.
@MainActor
final class NetworkDemoViewModelTests: XCTestCase {
    private var fixture: DataDemosViewModelFixture!
    private var toasts: RecordingToastRouter!

    override func tearDown() async throws {
        try Environments.setup(name: "dev")
    }

    private func makeViewModel() throws -> NetworkDemoViewModel {
        fixture = try DataDemosViewModelFixture()
        toasts = RecordingToastRouter()
        let dependencies = fixture.dependencies
        let network = dependencies.network
        let coordinator = NetworkDemoCoordinator()
        coordinator.router = toasts
        return NetworkDemoViewModel(
            network: network,
            repository: ItemsRepository(networkService: network.mobileService),
            profileRepository: ProfileRepository(
                networkService: network.mobileService, storage: dependencies.storage.profileCache),
            authRepository: AuthRepository(authService: network.authService, tokens: network.tokens),
            coordinator: coordinator)
    }

    private func loaded() throws -> NetworkDemoViewModel {
        let viewModel = try makeViewModel()
        viewModel.onViewDidLoad()
        return viewModel
    }

    func testTheFirstLoadLogsInAndListsBothPagesAndTheProfile() async throws {
        let viewModel = try loaded()
        XCTAssertTrue(viewModel.isLoading)
        XCTAssertFalse(viewModel.isLoaded, "the skeleton shows: the list takes no keys")
        await fixture.wait { viewModel.isLoaded }
        XCTAssertTrue(viewModel.isLoggedIn)
        XCTAssertEqual(viewModel.items.first?.title, "Borscht with sour cream")
        XCTAssertGreaterThan(viewModel.items.count, 5, "two pages")
        XCTAssertEqual(viewModel.selection.count, viewModel.items.count, "the selection spans the items")
        XCTAssertEqual(viewModel.profile?.title, "Anna Petrova")
        XCTAssertFalse(viewModel.isProfileCached)
        XCTAssertTrue(viewModel.statusLine.contains("Session: logged in"), viewModel.statusLine)
    }

    func testLoggingOutEmptiesTheListAndShowsTheSessionError() async throws {
        let viewModel = try loaded()
        await fixture.wait { viewModel.isLoaded }
        viewModel.selection.move(by: 3)
        viewModel.onLoginToggled()
        XCTAssertFalse(viewModel.isLoggedIn)
        XCTAssertEqual(viewModel.items, [])
        XCTAssertEqual(viewModel.selection.count, 0)
        XCTAssertEqual(viewModel.selection.selectedIndex, 0)
        XCTAssertEqual(viewModel.errorContent?.title, "Logged out")
        XCTAssertFalse(viewModel.isLoaded)

        viewModel.onLoginToggled()  // the login form (no screen here)
        XCTAssertFalse(viewModel.isLoggedIn, "the form logs in, not the key")
        viewModel.onLoginFormFilled()
        await fixture.wait { viewModel.isLoaded }
        XCTAssertTrue(viewModel.isLoggedIn)
        XCTAssertEqual(viewModel.selection.count, viewModel.items.count)
    }

    func testKeysThatNeedASessionWarnWhileLoggedOut() async throws {
        let viewModel = try loaded()
        await fixture.wait { viewModel.isLoaded }
        viewModel.onLoginToggled()
        viewModel.onProfileRefreshTapped()
        viewModel.onExpireTokenTapped()
        viewModel.onFailRefreshTapped()
        XCTAssertFalse(viewModel.isProfileLoading, "nothing was asked of the server")
        XCTAssertEqual(toasts.items.map(\.message), Array(repeating: "Log in first (l)", count: 3))
        XCTAssertEqual(Set(toasts.items.map(\.style)), [.warning])
    }

    func testEachServerScenarioFailsTheLoadWithItsOwnErrorAndTheLastOneRecovers() async throws {
        let viewModel = try loaded()
        await fixture.wait { viewModel.isLoaded }
        var titles: [String] = []
        for _ in 0..<4 {
            viewModel.onServerScenarioTapped()
            XCTAssertTrue(viewModel.isLoading, "a new scenario reloads")
            await fixture.wait { !viewModel.isLoading }
            XCTAssertTrue(viewModel.isError, "\(viewModel.serverScenario)")
            titles.append(viewModel.errorContent?.title ?? "")
            XCTAssertTrue(viewModel.statusLine.contains("Mock: on (\(viewModel.serverScenario.title))"))
        }
        XCTAssertEqual(
            titles, ["You are offline", "The server is too slow", "The server refused", "Unexpected answer"])
        viewModel.onServerScenarioTapped()
        XCTAssertEqual(viewModel.serverScenario, .normal)
        await fixture.wait { viewModel.isLoaded }
        XCTAssertNil(viewModel.errorContent)
    }

    func testAnExpiredTokenIsRefreshedOnceForEveryRequestThatFollows() async throws {
        let viewModel = try loaded()
        await fixture.wait { viewModel.isLoaded }
        await fixture.wait { viewModel.activity.records.count == 4 }
        viewModel.onExpireTokenTapped()
        XCTAssertEqual(toasts.items.last?.style, .information)
        await fixture.wait { viewModel.isLoaded && viewModel.activity.refreshCount == 1 }
        XCTAssertTrue(viewModel.isLoggedIn)
        XCTAssertFalse(viewModel.isProfileCached, "the profile came from the server, past its cache")
        XCTAssertTrue(viewModel.statusLine.contains("Refreshes: 1"), viewModel.statusLine)
    }
}
