import TUIKit

enum PaletteDemoFactory {
    /// The command palette: what opens it, a screen's own commands in it, and a thousand
    /// of them to feel how fast it filters.
    @MainActor
    static func createPaletteDemoController() -> ScreenController {
        let coordinator = PaletteDemoCoordinator()
        let viewModel = PaletteDemoViewModel(coordinator: coordinator)
        let controller = HostingController(
            rootView: PaletteDemoView(viewModel: viewModel),
            navigationBarItem: { .title(R.string.paletteDemo.title()) })
        coordinator.router = controller  // weak; only the router it needs
        return controller
    }
}
