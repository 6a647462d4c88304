import TUIKit

/// Where Home goes: a chosen screen is pushed on the Home tab's stack.
@MainActor
final class HomeCoordinator {
    weak var router: NavigationRouter?
    private let dependencies: AppDependencies

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }

    func show(_ entry: CatalogEntry) {
        router?.push(controller: dependencies.open(entry, from: "home"))
    }
}
