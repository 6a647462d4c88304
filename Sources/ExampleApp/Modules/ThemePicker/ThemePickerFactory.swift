import TUIKit

enum ThemePickerFactory {
    /// Every theme of the app, each with a swatch in its own colors; Enter applies one.
    @MainActor
    static func createThemePickerController(dependencies: AppDependencies) -> ScreenController {
        let coordinator = ThemePickerCoordinator(dependencies: dependencies)
        let viewModel = ThemePickerViewModel(settings: dependencies.settings, coordinator: coordinator)
        return HostingController(
            rootView: ThemePickerView(viewModel: viewModel, themes: dependencies.settings.themes),
            navigationBarItem: { .title(R.string.themes.title()) })
    }
}
