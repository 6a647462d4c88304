import TUIKit

@MainActor
final class ComponentsCoordinator {
    weak var router: NavigationRouter?
    private let dependencies: AppDependencies

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }

    func showComponent(_ component: CatalogEntry) {
        router?.push(controller: dependencies.open(component, from: "components"))
    }
}
