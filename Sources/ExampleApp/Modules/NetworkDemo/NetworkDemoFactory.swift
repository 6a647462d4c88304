import TUIKit

enum NetworkDemoFactory {
    /// Items and the profile from the backend or its mocks, with the session's refresh and
    /// logout, the profile's cache and the mock server's failures made visible.
    @MainActor
    static func createNetworkDemoController(dependencies: AppDependencies) -> ScreenController {
        let network = dependencies.network
        let coordinator = NetworkDemoCoordinator()
        let viewModel = NetworkDemoViewModel(
            network: network,
            repository: ItemsRepository(networkService: network.mobileService),
            profileRepository: ProfileRepository(
                networkService: network.mobileService, storage: dependencies.storage.profileCache),
            authRepository: AuthRepository(authService: network.authService, tokens: network.tokens),
            coordinator: coordinator
        )
        let controller = HostingController(
            rootView: NetworkDemoView(viewModel: viewModel),
            navigationBarItem: {
                let reload = NavigationBarSideItem(
                    type: .icon(R.image.ic16.reload), key: .character("r"), id: "network.reload",
                    hint: R.string.networkDemo.bindingReload(),
                    onTapAction: viewModel.onReloadButtonTapped)
                return .title(R.string.networkDemo.title(), rightItems: [reload])
            },
            onViewDidLoad: viewModel.onViewDidLoad)
        coordinator.router = controller
        coordinator.navigationRouter = controller
        return controller
    }
}
