import AppSupport
import TUIKit
import XCTest

@testable import ExampleApp

/// The skeleton and error-state demos' logic on the app's clock, without drawing them.
@MainActor
final class StatesDemoViewModelTests: XCTestCase {
    private var fixture: DataDemosViewModelFixture!

    private func makeErrorStateViewModel(failingLoads: Int = 1) throws -> ErrorStateDemoViewModel {
        fixture = try DataDemosViewModelFixture()
        let repository = ExampleItemsRepository(clock: fixture.clock, failingLoads: failingLoads)
        return ErrorStateDemoViewModel(
            repository: repository, coordinator: ErrorStateDemoCoordinator(dependencies: fixture.dependencies))
    }

    private func makeSkeletonViewModel() throws -> SkeletonDemoViewModel {
        fixture = try DataDemosViewModelFixture()
        return SkeletonDemoViewModel(
            repository: ExampleItemsRepository(clock: fixture.clock),
            coordinator: SkeletonDemoCoordinator(dependencies: fixture.dependencies))
    }

    func testTheFirstLoadFailsAndRetryByKeyLoadsTheFeed() async throws {
        let viewModel = try makeErrorStateViewModel()
        XCTAssertFalse(viewModel.onRetryKeyPressed(), "no error yet: the key passes on")
        viewModel.onViewDidLoad()
        XCTAssertEqual(viewModel.attemptStatus, "Attempt 1: loading…")
        await fixture.wait { !viewModel.isLoading }
        XCTAssertTrue(viewModel.isError)
        XCTAssertFalse(viewModel.isLoaded, "the error view shows: the list takes no keys")
        XCTAssertEqual(viewModel.errorMessage, "The server did not answer. Check the connection and try again.")
        XCTAssertEqual(viewModel.nextLoadStatus, "The next load will succeed")

        XCTAssertTrue(viewModel.onRetryKeyPressed())
        XCTAssertTrue(viewModel.isLoading)
        XCTAssertFalse(viewModel.isError)
        await fixture.wait { viewModel.isLoaded }
        XCTAssertEqual(viewModel.attemptStatus, "Attempt 2: \(viewModel.items.count) items loaded")
        XCTAssertEqual(viewModel.selection.count, viewModel.items.count)
        XCTAssertFalse(viewModel.onRetryKeyPressed(), "loaded: Enter is the list's again")
    }

    func testAFailureCanBeAskedForAndTakesBackTheList() async throws {
        let viewModel = try makeErrorStateViewModel(failingLoads: 0)
        viewModel.onViewDidLoad()
        await fixture.wait { viewModel.isLoaded }
        viewModel.selection.moveToEnd()
        viewModel.onFailNextLoadToggled()
        XCTAssertEqual(viewModel.nextLoadStatus, "The next load will fail")
        viewModel.onReloadButtonTapped()
        await fixture.wait { !viewModel.isLoading }
        XCTAssertTrue(viewModel.isError)
        XCTAssertEqual(viewModel.attemptStatus, "Attempt 2 failed: the server did not answer")
        XCTAssertEqual(viewModel.nextLoadStatus, "The next load will succeed", "one failure, then back to normal")
    }

    func testTheSkeletonLoadFillsTheListAndTheDirectionTurns() async throws {
        let viewModel = try makeSkeletonViewModel()
        viewModel.onViewDidLoad()
        XCTAssertTrue(viewModel.isLoading)
        XCTAssertEqual(viewModel.status, "Loading the feed…")
        XCTAssertEqual(viewModel.selection.count, 0)
        await fixture.wait { !viewModel.isLoading }
        XCTAssertEqual(viewModel.status, "Feed loaded: \(viewModel.items.count) items")
        XCTAssertEqual(viewModel.selection.count, viewModel.items.count)
        XCTAssertFalse(viewModel.items.isEmpty)

        // The view makes the shimmer and its summary from the view model's direction.
        let view = SkeletonDemoView(viewModel: viewModel)
        XCTAssertTrue(view.shimmerSummary.hasPrefix("Shimmer: left to right"), view.shimmerSummary)
        viewModel.onDirectionButtonTapped()
        XCTAssertEqual(view.shimmer.direction, .rightToLeft)
        XCTAssertTrue(view.shimmerSummary.hasPrefix("Shimmer: right to left"), view.shimmerSummary)

        viewModel.selection.move(by: 2)
        viewModel.onReloadButtonTapped()
        XCTAssertTrue(viewModel.isLoading, "a reload shows the skeleton again")
        await fixture.wait { !viewModel.isLoading }
        XCTAssertEqual(viewModel.selection.selectedIndex, 2, "the same feed: the selection stays")
    }
}
