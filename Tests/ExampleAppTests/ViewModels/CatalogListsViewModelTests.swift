import TUIKit
import XCTest

@testable import ExampleApp

/// The Examples and Components lists: selection over the catalogs, and opening a row
/// pushes its screen, without drawing anything.
@MainActor
final class CatalogListsViewModelTests: XCTestCase {
    private func stack() -> NavigationController {
        NavigationController(rootViewController: ScreenController())
    }

    func testExamplesOpensTheSelectedDemoAndKnowsWhereSectionsStart() async throws {
        let coordinator = ExamplesCoordinator(dependencies: try makeShellDependencies())
        let navigation = stack()
        coordinator.router = navigation
        let viewModel = ExamplesViewModel(coordinator: coordinator)
        XCTAssertEqual(viewModel.selection.count, DemoCatalog.demos.count)
        XCTAssertTrue(viewModel.opensSection(at: 0))
        let starts = viewModel.demos.indices.filter(viewModel.opensSection(at:))
        XCTAssertEqual(
            starts.count, Set(viewModel.demos.map(\.section)).count, "one header per section, in catalog order")

        viewModel.selection.move(by: 2)
        XCTAssertEqual(viewModel.selectedDemo?.id, viewModel.demos[2].id, "the wide layout previews it")
        viewModel.openSelected()
        XCTAssertEqual(navigation.viewControllers.count, 2)
        viewModel.openDemo(at: viewModel.demos.count)
        XCTAssertEqual(navigation.viewControllers.count, 2, "a row past the end opens nothing")
    }

    func testComponentsOpensTheSelectedComponent() async throws {
        let coordinator = ComponentsCoordinator(dependencies: try makeShellDependencies())
        let navigation = stack()
        coordinator.router = navigation
        let viewModel = ComponentsViewModel(coordinator: coordinator)
        XCTAssertEqual(viewModel.components.count, ComponentCatalog.components.count)
        viewModel.selection.moveToEnd()
        viewModel.selection.move(by: 1)
        XCTAssertEqual(viewModel.selection.selectedIndex, viewModel.components.count - 1, "the end stops it")
        viewModel.openSelected()
        XCTAssertEqual(navigation.viewControllers.count, 2)
    }
}
