import TUIKit

@MainActor
final class ExamplesCoordinator {
    weak var router: NavigationRouter?
    private let dependencies: AppDependencies

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }

    func showDemo(_ demo: Demo) {
        router?.push(controller: dependencies.openDemo(demo, from: "examples"))
    }
}
