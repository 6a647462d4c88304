import TUICore
import TUIKit
import XCTest

@testable import ExampleApp

/// The launch screen's dots tick on the app's clock until it hands over to the main screen;
/// after that, or once stopped, nothing is scheduled.
@MainActor
final class LaunchViewModelTests: XCTestCase {
    /// How many times the launch handed over to the main screen.
    private var handOvers = 0

    private func make() throws -> (LaunchViewModel, ManualClock) {
        let dependencies = try makeShellDependencies()
        let clock = try XCTUnwrap(dependencies.clock as? ManualClock)
        dependencies.restart = { [unowned self] _ in handOvers += 1 }
        let coordinator = LaunchCoordinator(dependencies: dependencies, route: nil)
        return (LaunchViewModel(coordinator: coordinator, clock: clock), clock)
    }

    func testTheDotsTickUntilTheScreenHandsOverThenNothingIsScheduled() async throws {
        let (viewModel, clock) = try make()
        viewModel.start()
        viewModel.start()
        XCTAssertEqual(viewModel.dots, 0)
        clock.advance(by: LaunchViewModel.tick)
        XCTAssertEqual(viewModel.dots, 1)
        clock.advance(by: LaunchViewModel.tick * 2)
        XCTAssertEqual(viewModel.dots, 3, "a second start schedules nothing more")
        XCTAssertEqual(handOvers, 0)
        clock.advance(by: LaunchViewModel.duration)
        XCTAssertEqual(handOvers, 1, "handed over to the main screen once")
        XCTAssertEqual(clock.pendingCount, 0)
    }

    func testStoppingCancelsTheTimers() async throws {
        let (viewModel, clock) = try make()
        viewModel.start()
        viewModel.stop()
        XCTAssertEqual(clock.pendingCount, 0)
        clock.advance(by: LaunchViewModel.duration * 2)
        XCTAssertEqual(viewModel.dots, 0)
        XCTAssertEqual(handOvers, 0, "a stopped launch never hands over")
    }
}
