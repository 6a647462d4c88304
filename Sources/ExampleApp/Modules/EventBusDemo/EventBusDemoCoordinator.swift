import TUIKit

@MainActor
final class EventBusDemoCoordinator {
    weak var router: NavigationRouter?
    private let dependencies: AppDependencies

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }

    func showProfileEditor(profile: ProfileModel) {
        router?.push(
            controller: ProfileEditorFactory.createProfileEditorController(
                dependencies: dependencies, profile: profile),
            isAnimated: true, completion: nil)
    }
}
