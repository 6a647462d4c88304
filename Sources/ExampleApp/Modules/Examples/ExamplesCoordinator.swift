import TUIKit

@MainActor
final class ExamplesCoordinator {
    weak var router: NavigationRouter?
    private let dependencies: AppDependencies

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }

    func showDemo(_ demo: CatalogEntry) {
        router?.push(controller: dependencies.open(demo, from: "examples"))
    }
}
