import TUIKit

enum DeepLinksDemoFactory {
    /// Links to try from inside, the instance's socket and the links received so far.
    @MainActor
    static func createDeepLinksDemoController(dependencies: AppDependencies) -> ScreenController {
        let viewModel = DeepLinksDemoViewModel(services: dependencies.services)
        return HostingController(
            rootView: DeepLinksDemoView(viewModel: viewModel),
            navigationBarItem: { .title(R.string.deepLinksDemo.title()) })
    }
}
