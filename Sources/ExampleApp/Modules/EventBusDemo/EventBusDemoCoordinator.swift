import TUIKit

@MainActor
final class EventBusDemoCoordinator {
    weak var router: NavigationRouter?
    private let dependencies: AppDependencies

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }

    func showProfileEditor(profile: ProfileNameModel) {
        router?.push(
            controller: ProfileEditorFactory.createProfileEditorController(
                dependencies: dependencies, profile: profile),
            isAnimated: true, completion: nil)
    }
}
