import TUIKit

enum ResourcesDemoFactory {
    /// A read-only gallery: it has no transitions beyond back, so no coordinator.
    @MainActor
    static func createResourcesDemoController() -> ScreenController {
        HostingController(
            rootView: ResourcesDemoView(viewModel: ResourcesDemoViewModel()),
            navigationBarItem: { .title(R.string.examples.resourcesTitle()) })
    }
}
