import TUIKit

@MainActor
final class ExamplesCoordinator {
    weak var router: NavigationRouter?
    private let dependencies: AppDependencies

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }

    func showDemo(_ demo: CatalogEntry) {
        // Beside the list when the terminal is wide, pushed over it when not.
        router?.showDetail(controller: dependencies.open(demo, from: "examples"))
    }
}
