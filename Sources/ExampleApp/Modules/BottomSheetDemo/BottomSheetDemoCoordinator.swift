import TUIKit

@MainActor
final class BottomSheetDemoCoordinator {
    weak var router: NavigationRouter?
    private let dependencies: AppDependencies

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }

    /// Pushes the Skeleton demo; the Navigation demo stands in where there is none.
    func showSkeletonModule() {
        let controller =
            DemoCatalog.demo(id: "skeleton")?.makeController(dependencies)
            ?? NavigationDemoFactory.createNavigationDemoController(dependencies: dependencies, depth: 1)
        router?.push(controller: controller)
    }
}
