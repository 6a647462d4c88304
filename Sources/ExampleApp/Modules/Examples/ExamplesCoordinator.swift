import TUIKit

@MainActor
final class ExamplesCoordinator {
    weak var router: NavigationRouter?
    private let dependencies: AppDependencies

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }

    func showDemo(_ demo: Demo) {
        dependencies.services.analytics.report(event: .rowTap, params: [.screen: "examples", .title: demo.id])
        router?.push(controller: demo.makeController(dependencies))
    }
}
