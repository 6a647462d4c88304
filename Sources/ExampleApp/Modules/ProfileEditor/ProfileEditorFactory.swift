import TUIKit

enum ProfileEditorFactory {
    /// Edits the profile's name; a save goes through the repository, which announces it
    /// on the event bus.
    @MainActor
    static func createProfileEditorController(dependencies: AppDependencies, profile: ProfileNameModel)
        -> ScreenController
    {
        let coordinator = ProfileEditorCoordinator()
        let repository = ProfileNameRepository(clock: dependencies.clock, eventBus: dependencies.eventBus)
        let viewModel = ProfileEditorViewModel(
            profile: profile, repository: repository, haptics: dependencies.haptics, coordinator: coordinator)
        let controller = ProfileEditorController(viewModel: viewModel)
        coordinator.router = controller
        return controller
    }
}
