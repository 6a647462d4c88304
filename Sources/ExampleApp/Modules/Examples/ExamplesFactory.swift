import TUIKit

enum ExamplesFactory {
    /// The Examples tab: the list in the primary column of a split view, and the selected
    /// demo's preview as the secondary column's root; collapsed below the wide size class,
    /// the list's stack alone.
    @MainActor
    static func createExamplesSplit(dependencies: AppDependencies) -> SplitViewController {
        let coordinator = ExamplesCoordinator(dependencies: dependencies)
        let viewModel = ExamplesViewModel(coordinator: coordinator)
        let list = ExamplesController(viewModel: viewModel)
        coordinator.router = list
        return SplitViewController(primary: list, secondary: ExamplePreviewController(viewModel: viewModel))
    }
}
