import AppSupport
import EventBus
import Logs
import TUIKit
import XCTest

@testable import ExampleApp

/// The event bus demo loads its profile once and then follows the bus, without drawing.
@MainActor
final class EventBusDemoViewModelTests: XCTestCase {
    private var dependencies: AppDependencies!

    override func setUp() async throws {
        // The services read the configuration: without this the class fails when run alone.
        try Environments.setup(name: "dev")
        let options = LaunchOptions(language: .en, directories: .temporaryForTest())
        let clock = ManualClock()
        let logStore = LogDatabase.inMemory()
        dependencies = AppDependencies(
            settings: AppSettings(language: .en, theme: .dark, instance: .dev), clock: clock,
            directories: options.directories, platform: options.platform, window: Window(clock: clock),
            logStore: logStore, services: { AppServices(options: options, logStore: logStore, send: $0) })
    }

    private func makeViewModel() -> EventBusDemoViewModel {
        EventBusDemoViewModel(
            repository: ProfileNameRepository(clock: dependencies.clock, eventBus: dependencies.eventBus),
            dependencies: dependencies, coordinator: EventBusDemoCoordinator(dependencies: dependencies))
    }

    private func send(_ name: String) {
        EventBus<ProfileUpdatedEvent>(registry: dependencies.eventBus)
            .send(event: ProfileUpdatedEvent(profile: ProfileNameModel(name: name)))
    }

    private func waitUntil(_ condition: @MainActor () -> Bool, file: StaticString = #filePath, line: UInt = #line)
        async throws
    {
        for _ in 0..<200 where !condition() { try await Task.sleep(for: .milliseconds(10)) }
        XCTAssertTrue(condition(), "timed out", file: file, line: line)
    }

    func testTheProfileIsLoadedOnceWhenTheScreenLoads() async throws {
        let viewModel = makeViewModel()
        XCTAssertNil(viewModel.profile, "nothing before the screen loads")
        viewModel.onViewDidLoad()
        XCTAssertEqual(viewModel.profile?.name, R.string.eventBusDemo.defaultName())
        XCTAssertEqual(viewModel.loadCount, 1)
    }

    func testNamesFromTheBusReplaceTheProfileWithoutALoad() async throws {
        let viewModel = makeViewModel()
        viewModel.onViewDidLoad()
        send("Boris")
        send("Vera")
        try await waitUntil { viewModel.received.count == 2 }
        XCTAssertEqual(viewModel.received, ["Boris", "Vera"], "newest last")
        XCTAssertEqual(viewModel.profile?.name, "Vera")
        XCTAssertEqual(viewModel.loadCount, 1)
    }

    func testEachScreenIsOneSubscriberWhileItLives() async throws {
        let first = makeViewModel()
        XCTAssertEqual(first.subscriberCount, 1)
        var second: EventBusDemoViewModel? = makeViewModel()
        XCTAssertEqual(first.subscriberCount, 2)
        XCTAssertNotNil(second)
        second = nil
        send("Gleb")
        try await waitUntil { first.received == ["Gleb"] }
        XCTAssertEqual(first.subscriberCount, 1, "the bus holds screens weakly")
    }

    func testEditOpensTheEditorOnceTheProfileIsLoaded() async throws {
        let router = RecordingNavigationRouter()
        let coordinator = EventBusDemoCoordinator(dependencies: dependencies)
        coordinator.router = router
        let viewModel = EventBusDemoViewModel(
            repository: ProfileNameRepository(clock: dependencies.clock, eventBus: dependencies.eventBus),
            dependencies: dependencies, coordinator: coordinator)
        viewModel.onEditButtonTapped()
        XCTAssertTrue(router.pushed.isEmpty, "nothing to edit before the profile loads")
        viewModel.onViewDidLoad()
        viewModel.onEditButtonTapped()
        XCTAssertEqual(router.pushed.count, 1)
        XCTAssertTrue(router.pushed.first is ProfileEditorController)
    }
}

/// A navigation stack that only records what a coordinator asks of it.
@MainActor
final class RecordingNavigationRouter: NavigationRouter {
    private(set) var pushed: [ScreenController] = []
    private(set) var popCount = 0

    func push(controller: ScreenController, isAnimated: Bool, completion: (@MainActor () -> Void)?) {
        pushed.append(controller)
        completion?()
    }

    func pop(isAnimated: Bool, completion: (@MainActor () -> Void)?) {
        popCount += 1
        completion?()
    }

    func pop(to type: ScreenController.Type, isAnimated: Bool, completion: (@MainActor () -> Void)?) {
        popCount += 1
        completion?()
    }

    func popToRoot(isAnimated: Bool, completion: (@MainActor () -> Void)?) {
        popCount += 1
        completion?()
    }
}
