import Logs
import TUIKit
import XCTest

@testable import ExampleApp

/// The bottom sheet demo's state without drawing: which presentation a row shows, and
/// the button that closes the sheet and pushes the next screen once it has gone.
@MainActor
final class BottomSheetDemoViewModelTests: XCTestCase {
    override func setUp() async throws {
        try Environments.setup(name: "dev")
        Localization.language = .en
    }

    private final class RecordingRouter: NavigationRouter {
        var pushed: [ScreenController] = []
        func push(controller: ScreenController, isAnimated: Bool, completion: (@MainActor () -> Void)?) {
            pushed.append(controller)
        }
        func pop(isAnimated: Bool, completion: (@MainActor () -> Void)?) {}
        func pop(to type: ScreenController.Type, isAnimated: Bool, completion: (@MainActor () -> Void)?) {}
        func popToRoot(isAnimated: Bool, completion: (@MainActor () -> Void)?) {}
    }

    private let clock = ManualClock()
    private let router = RecordingRouter()

    private func make() -> BottomSheetDemoViewModel {
        let options = LaunchOptions(language: .en, directories: .temporaryForTest())
        let logStore = LogDatabase.inMemory()
        let dependencies = AppDependencies(
            settings: AppSettings(language: .en, theme: .dark, instance: .dev), clock: clock,
            directories: options.directories, platform: options.platform, window: Window(clock: clock),
            logStore: logStore, services: { AppServices(options: options, logStore: logStore, send: $0) })
        let coordinator = BottomSheetDemoCoordinator(dependencies: dependencies)
        coordinator.router = router
        return BottomSheetDemoViewModel(coordinator: coordinator, clock: clock)
    }

    func testTheSelectedRowShowsTheSheetInItsPresentation() async {
        let model = make()
        XCTAssertEqual(model.styleTitles.count, BottomSheetDemoViewModel.SheetStyle.allCases.count)
        model.selection.move(by: 1)
        model.onShowSelectedBottomSheet()
        XCTAssertTrue(model.isBottomSheetPresented)
        XCTAssertEqual(model.sheetStyle, .detents)
    }

    func testAClickedRowIsSelectedAndOneOutsideTheListShowsNothing() async {
        let model = make()
        model.onShowBottomSheetButtonTapped(at: 5)
        XCTAssertFalse(model.isBottomSheetPresented)
        model.onShowBottomSheetButtonTapped(at: 2)
        XCTAssertEqual(model.selection.selectedIndex, 2)
        XCTAssertEqual(model.sheetStyle, .customOverlay)
    }

    func testTheButtonClosesTheSheetAndPushesOnlyAfterItHasGone() async {
        let model = make()
        model.onShowBottomSheetButtonTapped(at: 0)
        model.onShowSkeletonButtonTapped()
        XCTAssertFalse(model.isBottomSheetPresented, "the sheet lets go at once")
        clock.advance(by: BottomSheetDemoViewModel.skeletonDelay - .milliseconds(1))
        XCTAssertTrue(router.pushed.isEmpty, "nothing is pushed while the sheet slides away")
        clock.advance(by: .milliseconds(1))
        XCTAssertEqual(router.pushed.count, 1)
    }
}
