import TUIKit
import XCTest

@testable import ExampleApp

/// The launch screen's dots tick on the app's clock while its start-up work runs, and it
/// hands over to the main screen the moment the work ends; after that, or once stopped,
/// nothing is scheduled.
@MainActor
final class LaunchViewModelTests: XCTestCase {
    /// How many times the launch handed over to the main screen.
    private var handOvers = 0

    /// A launch whose work sleeps `work` on the clock.
    private func make(work: Duration) throws -> (LaunchViewModel, ManualClock) {
        let dependencies = try makeShellDependencies { [unowned self] command, _ in
            if case .restart = command { handOvers += 1 }
        }
        let clock = try XCTUnwrap(dependencies.clock as? ManualClock)
        let coordinator = LaunchCoordinator(dependencies: dependencies, route: nil)
        let viewModel = LaunchViewModel(
            coordinator: coordinator, clock: clock, work: StartupWork { await clock.sleep(for: work) })
        return (viewModel, clock)
    }

    /// Lets the work's task run up to its next wait.
    private func settle() async {
        for _ in 0..<20 { await Task.yield() }
    }

    func testTheDotsTickWhileTheWorkRunsThenItHandsOverAndNothingIsScheduled() async throws {
        let (viewModel, clock) = try make(work: .seconds(1))
        viewModel.start()
        viewModel.start()
        await settle()
        XCTAssertEqual(viewModel.dots, 0)
        clock.advance(by: LaunchViewModel.tick)
        XCTAssertEqual(viewModel.dots, 1)
        clock.advance(by: LaunchViewModel.tick * 2)
        XCTAssertEqual(viewModel.dots, 3, "a second start schedules nothing more")
        await settle()
        XCTAssertEqual(handOvers, 0, "the work is still running")
        clock.advance(by: .seconds(1) - LaunchViewModel.tick * 3)
        await settle()
        XCTAssertEqual(handOvers, 1, "handed over to the main screen once, as the work ended")
        XCTAssertEqual(clock.pendingCount, 0)
    }

    func testWorkThatIsAlreadyDoneHandsOverWithoutAWait() async throws {
        let (viewModel, clock) = try make(work: .zero)
        viewModel.start()
        await settle()
        clock.advance(by: .zero)
        await settle()
        XCTAssertEqual(handOvers, 1)
        XCTAssertEqual(clock.now, .zero, "no time had to pass")
        XCTAssertEqual(clock.pendingCount, 0)
    }

    func testStoppingCancelsTheTimersAndTheHandOver() async throws {
        let (viewModel, clock) = try make(work: .seconds(1))
        viewModel.start()
        await settle()
        viewModel.stop()
        await settle()
        XCTAssertEqual(clock.pendingCount, 0, "the tick and the work's sleep are gone")
        clock.advance(by: .seconds(2))
        await settle()
        XCTAssertEqual(viewModel.dots, 0)
        XCTAssertEqual(handOvers, 0, "a stopped launch never hands over")
    }
}
