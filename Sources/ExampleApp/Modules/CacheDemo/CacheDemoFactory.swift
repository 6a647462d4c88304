import TUIKit

enum CacheDemoFactory {
    /// The app's RAM, disk and keychain stores, entry by entry.
    @MainActor
    static func createCacheDemoController(dependencies: AppDependencies) -> ScreenController {
        let viewModel = CacheDemoViewModel(
            storage: dependencies.storage, time: dependencies.storageTime, clock: dependencies.clock)
        return HostingController(
            rootView: CacheDemoView(viewModel: viewModel),
            navigationBarItem: { .title(R.string.cacheDemo.title()) },
            onViewDidLoad: viewModel.onViewDidLoad)
    }
}
