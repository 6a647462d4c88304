import TUIKit
import XCTest

@testable import ExampleApp

/// The navigation demo's actions per mode, its lifecycle record and the completions it
/// reports, driven through a real navigation stack without drawing.
@MainActor
final class NavigationDemoViewModelTests: XCTestCase {
    private func viewModel(_ mode: NavigationDemoViewModel.Mode, depth: Int = 1) throws
        -> (NavigationDemoViewModel, NavigationController)
    {
        let dependencies = try makeShellDependencies()
        let coordinator = NavigationDemoCoordinator(dependencies: dependencies)
        let navigation = NavigationController(rootViewController: ScreenController())
        coordinator.router = navigation
        return (NavigationDemoViewModel(depth: depth, mode: mode, coordinator: coordinator), navigation)
    }

    func testAPresentedScreenOffersDismissInsteadOfTheTabActions() async throws {
        let (standard, _) = try viewModel(.standard)
        let (modal, _) = try viewModel(.modal)
        XCTAssertFalse(standard.actions.contains(.dismiss))
        XCTAssertTrue(standard.actions.contains(.selectSettings))
        XCTAssertTrue(modal.actions.contains(.dismiss))
        XCTAssertFalse(modal.actions.contains(.toggleTabBar))
        XCTAssertEqual(modal.selection.count, modal.actions.count)
    }

    func testPushRunsThroughTheStackAndReportsItsCompletion() async throws {
        let (viewModel, navigation) = try viewModel(.standard)
        viewModel.selection.select(try XCTUnwrap(viewModel.actions.firstIndex(of: .push)))
        viewModel.runSelected()
        XCTAssertEqual(navigation.viewControllers.count, 2)
        XCTAssertEqual(viewModel.lastCompletion, "push")
    }

    func testANewAppearanceStartsTheLifecycleRecordOver() async throws {
        let (viewModel, _) = try viewModel(.standard)
        for event: NavigationDemoViewModel.LifecycleEvent in [
            .didLoad, .willAppear, .didAppear, .willDisappear, .didDisappear,
        ] {
            viewModel.record(event)
        }
        XCTAssertEqual(viewModel.lifecycle.count, 5)
        viewModel.record(.willAppear)
        XCTAssertEqual(viewModel.lifecycle, [.willAppear])
        viewModel.toggleInfo()
        XCTAssertTrue(viewModel.isInfoShown)
    }
}
