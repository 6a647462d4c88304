import XCTest

@testable import __APP__

/// The __TITLE_LOWER__ screen's logic, without rendering.
@MainActor
final class __NAME__ViewModelTests: XCTestCase {
    private func makeViewModel() throws -> __NAME__ViewModel {
        let dependencies = try makeShellDependencies()
        return __NAME__ViewModel(coordinator: __NAME__Coordinator(dependencies: dependencies))
    }

    func testNothingIsChosenAtFirst() async throws {
        let viewModel = try makeViewModel()
        XCTAssertNil(viewModel.chosen)
        XCTAssertEqual(viewModel.status, R.string.__TABLE__.nothingChosen())
        XCTAssertEqual(viewModel.selection.count, viewModel.items.count)
    }

    func testChoosingTheSelectedRowNamesIt() async throws {
        let viewModel = try makeViewModel()
        viewModel.selection.move(by: 1)
        viewModel.chooseSelected()
        XCTAssertEqual(viewModel.chosen, viewModel.items[1])
        XCTAssertEqual(viewModel.status, R.string.__TABLE__.chosen(viewModel.items[1]))
    }

    func testChoosingARowThatIsNotThereChangesNothing() async throws {
        let viewModel = try makeViewModel()
        viewModel.choose(at: viewModel.items.count)
        XCTAssertNil(viewModel.chosen)
        XCTAssertEqual(viewModel.selection.selectedIndex, 0)
    }
}
