import TUIKit

@MainActor
final class ProfileEditorCoordinator {
    weak var router: NavigationRouter?

    func close() {
        router?.pop(isAnimated: true, completion: nil)
    }
}
