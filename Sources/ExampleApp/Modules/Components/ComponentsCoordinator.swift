import TUIKit

@MainActor
final class ComponentsCoordinator {
    weak var router: NavigationRouter?
    private let dependencies: AppDependencies

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }

    func showComponent(_ component: Demo) {
        router?.push(controller: dependencies.openDemo(component, from: "components"))
    }
}
