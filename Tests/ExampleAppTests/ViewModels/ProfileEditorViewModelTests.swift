import AppSupport
import EventBus
import Logs
import TUIKit
import XCTest

@testable import ExampleApp

/// The name editor's typing, checks and save on a manual clock, without drawing. The event
/// bus demo's view model listens on the same bus, as the two screens do in the app.
@MainActor
final class ProfileEditorViewModelTests: XCTestCase {
    private let clock = ManualClock()
    private var dependencies: AppDependencies!
    private var haptics: HapticFeedbackGenerator!
    private let router = RecordingNavigationRouter()

    override func setUp() async throws {
        // The services read the configuration: without this the class fails when run alone.
        try Environments.setup(name: "dev")
        let options = LaunchOptions(language: .en, directories: .temporaryForTest())
        let logStore = LogDatabase.inMemory()
        dependencies = AppDependencies(
            settings: AppSettings(language: .en, theme: .dark, instance: .dev), clock: clock,
            directories: options.directories, platform: options.platform, window: Window(clock: clock),
            logStore: logStore, services: { AppServices(options: options, logStore: logStore, send: $0) })
        haptics = HapticFeedbackGenerator(clock: clock) { _ in }
    }

    private func makeEditor(name: String = "Anna") -> ProfileEditorViewModel {
        let coordinator = ProfileEditorCoordinator()
        coordinator.router = router
        return ProfileEditorViewModel(
            profile: ProfileNameModel(name: name),
            repository: ProfileNameRepository(clock: clock, eventBus: dependencies.eventBus), haptics: haptics,
            coordinator: coordinator)
    }

    private func waitUntil(_ condition: @MainActor () -> Bool, file: StaticString = #filePath, line: UInt = #line)
        async throws
    {
        for _ in 0..<200 where !condition() { try await Task.sleep(for: .milliseconds(10)) }
        XCTAssertTrue(condition(), "timed out", file: file, line: line)
    }

    /// Who hears the bus: the event bus demo's view model, on the same app's bus.
    private func makeListener() -> EventBusDemoViewModel {
        EventBusDemoViewModel(
            repository: ProfileNameRepository(clock: clock, eventBus: dependencies.eventBus),
            dependencies: dependencies, coordinator: EventBusDemoCoordinator(dependencies: dependencies))
    }

    func testTypingAddsPrintableTextAndStopsAtTheLimitWithAWarning() async throws {
        let editor = makeEditor(name: "")
        editor.onTextTyped("Bo\nris\u{7}")
        XCTAssertEqual(editor.name, "Boris", "newlines and control characters are dropped")
        XCTAssertNil(haptics.playing)
        editor.onTextTyped(String(repeating: "x", count: ProfileNameRepository.maximumNameLength))
        XCTAssertEqual(editor.name.count, ProfileNameRepository.maximumNameLength)
        XCTAssertEqual(haptics.playing, .notification(.warning), "what did not fit is felt")
        XCTAssertEqual(
            editor.characterCount,
            R.string.eventBusDemo.characterCount(
                ProfileNameRepository.maximumNameLength, ProfileNameRepository.maximumNameLength))
    }

    func testBackspaceAndClearEditTheName() async throws {
        let editor = makeEditor(name: "Anna")
        editor.onBackspace()
        XCTAssertEqual(editor.name, "Ann")
        editor.onClear()
        XCTAssertEqual(editor.name, "")
        editor.onBackspace()
        XCTAssertEqual(editor.name, "", "nothing to erase")
    }

    func testAnEmptyNameIsRefusedWithAMessageThatTypingClears() async throws {
        let editor = makeEditor(name: "  ")
        editor.onSaveTapped()
        XCTAssertTrue(editor.isSaving)
        try await waitUntil { editor.errorMessage != nil }
        XCTAssertEqual(editor.errorMessage, ProfileNameError.emptyName.message)
        XCTAssertFalse(editor.isSaving)
        XCTAssertEqual(haptics.playing, .notification(.error))
        XCTAssertEqual(editor.name, "  ", "what was typed is kept")
        editor.onTextTyped("V")
        XCTAssertNil(editor.errorMessage)
        XCTAssertEqual(router.popCount, 0, "a refused name keeps the editor open")
    }

    func testEscLeavesWithoutSaving() async throws {
        let listener = makeListener()
        let editor = makeEditor(name: "Vera")
        editor.onCancel()
        XCTAssertEqual(router.popCount, 1)
        XCTAssertFalse(editor.isSaving)
        XCTAssertEqual(clock.pendingCount, 0, "no save was started")
        XCTAssertTrue(listener.received.isEmpty)
    }

    func testASaveWaitsForTheServerThenAnnouncesTheNameOnTheBus() async throws {
        let listener = makeListener()
        let editor = makeEditor(name: "Boris ")
        editor.onSaveTapped()
        editor.onTextTyped("x")
        XCTAssertEqual(editor.name, "Boris ", "no typing while the save runs")
        try await waitUntil { clock.pendingCount > 0 }
        XCTAssertTrue(listener.received.isEmpty, "nothing is sent before the server answers")
        clock.advance(by: ProfileNameRepository.saveDuration)
        try await waitUntil { !editor.isSaving }
        XCTAssertEqual(listener.received, ["Boris"], "the saved name is trimmed")
        XCTAssertEqual(listener.profile?.name, "Boris")
        XCTAssertEqual(listener.loadCount, 0, "the listener never loaded: the bus brought the name")
        XCTAssertEqual(haptics.playing, .notification(.success))
        XCTAssertEqual(router.popCount, 1, "the editor closes once the save is done")
    }

    func testLeavingMidSaveDropsIt() async throws {
        let listener = makeListener()
        let editor = makeEditor(name: "Jr")
        editor.onSaveTapped()
        try await waitUntil { clock.pendingCount > 0 }
        editor.onViewDidDisappear()
        XCTAssertFalse(editor.isSaving)
        clock.advance(by: ProfileNameRepository.saveDuration)
        try await Task.sleep(for: .milliseconds(50))
        XCTAssertTrue(listener.received.isEmpty)
    }
}
