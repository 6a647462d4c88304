import TUIKit
import XCTest

@testable import ExampleApp

/// The toasts demo's actions without drawing: which toasts each asks for, and taps.
@MainActor
final class ToastsDemoViewModelTests: XCTestCase {
    override func setUp() async throws {
        try Environments.setup(name: "dev")
        Localization.language = .en
    }

    private func make() -> (ToastsDemoViewModel, RecordingToastRouter) {
        let router = RecordingToastRouter()
        let coordinator = ToastsDemoCoordinator()
        coordinator.router = router
        return (ToastsDemoViewModel(coordinator: coordinator), router)
    }

    func testTheSelectedActionShowsItsToast() async {
        let (model, router) = make()
        model.selection.move(by: 2)
        model.runSelected()
        XCTAssertEqual(router.toasts.map(\.viewItem.style), [.failure])
        XCTAssertEqual(router.toasts.first?.viewItem.message, R.string.toastsDemo.messageFailure())
    }

    func testABurstQueuesOneToastOfEachStyle() async throws {
        let (model, router) = make()
        let burst = try XCTUnwrap(model.actions.firstIndex(of: .burst))
        model.run(at: burst)
        XCTAssertEqual(router.toasts.map(\.viewItem.style), [.information, .success, .warning, .failure])
        model.run(at: model.actions.count)
        XCTAssertEqual(router.toasts.count, 4, "a row outside the list shows nothing")
    }

    func testTappingATappableToastIsCountedAndOnlyOneStays() async throws {
        let (model, router) = make()
        model.run(at: try XCTUnwrap(model.actions.firstIndex(of: .tapAction)))
        model.run(at: try XCTUnwrap(model.actions.firstIndex(of: .stayOnTap)))
        XCTAssertEqual(router.toasts.map(\.isHideOnTap), [true, false])
        for item in router.toasts { item.onTap?() }
        XCTAssertEqual(model.tapCount, 2)
    }

    func testTheRowsShowEachActionsStyleAndPlace() async {
        let (model, _) = make()
        let items = model.actionItems
        XCTAssertEqual(items.count, ToastsDemoViewModel.Action.allCases.count)
        XCTAssertEqual(items.map(\.style), model.actions.map(model.style(of:)))
        XCTAssertEqual(items.map(\.value), model.actions.map(model.value(of:)))
    }
}
