import TUIKit

@MainActor
final class SkeletonDemoCoordinator {
    weak var router: NavigationRouter?
    private let dependencies: AppDependencies

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }

    func showErrorStateDemo() {
        router?.push(controller: ErrorStateDemoFactory.createErrorStateDemoController(dependencies: dependencies))
    }
}
