import TUIKit

@MainActor
final class ErrorStateDemoCoordinator {
    weak var router: NavigationRouter?
    private let dependencies: AppDependencies

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }

    func showSkeletonDemo() {
        router?.push(controller: SkeletonDemoFactory.createSkeletonDemoController(dependencies: dependencies))
    }
}
