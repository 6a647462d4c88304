import TUIKit
import XCTest

@testable import ExampleApp

/// The Home list: selection over its entries, and opening a row pushes that screen.
@MainActor
final class HomeViewModelTests: XCTestCase {
    private let entries = ["first", "second"].map { id in
        CatalogEntry(
            id: id, icon: R.image.ic24.components, title: { id }, subtitle: { "" },
            makeController: { _ in ScreenController() })
    }

    func testOpeningARowPushesItsScreenAndSelectsIt() async throws {
        let coordinator = HomeCoordinator(dependencies: try makeShellDependencies())
        let navigation = NavigationController(rootViewController: ScreenController())
        coordinator.router = navigation
        let viewModel = HomeViewModel(coordinator: coordinator, entries: entries)
        XCTAssertEqual(viewModel.selection.count, 2)

        viewModel.open(at: 1)
        XCTAssertEqual(viewModel.selection.selectedIndex, 1)
        XCTAssertEqual(navigation.viewControllers.count, 2)
        viewModel.open(at: 2)
        XCTAssertEqual(navigation.viewControllers.count, 2, "a row past the end opens nothing")
    }

    func testEnterOpensTheSelectedRow() async throws {
        let coordinator = HomeCoordinator(dependencies: try makeShellDependencies())
        let navigation = NavigationController(rootViewController: ScreenController())
        coordinator.router = navigation
        let viewModel = HomeViewModel(coordinator: coordinator, entries: entries)
        viewModel.selection.moveToEnd()
        viewModel.openSelected()
        XCTAssertEqual(navigation.viewControllers.count, 2)
    }

    func testTheListIsTheCatalog() async throws {
        let viewModel = HomeViewModel(coordinator: HomeCoordinator(dependencies: try makeShellDependencies()))
        XCTAssertEqual(viewModel.entries.map(\.id), HomeCatalog.ids)
    }
}
