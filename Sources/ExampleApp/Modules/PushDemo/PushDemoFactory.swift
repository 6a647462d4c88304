import TUIKit

enum PushDemoFactory {
    /// The permission and its alert, the device token, sample pushes and the pushes received.
    @MainActor
    static func createPushDemoController(dependencies: AppDependencies) -> ScreenController {
        let viewModel = PushDemoViewModel(
            services: dependencies.services, settings: dependencies.settings, server: dependencies.pushServer,
            urlScheme: dependencies.identity.urlScheme)
        return HostingController(
            rootView: PushDemoView(viewModel: viewModel),
            navigationBarItem: { .title(R.string.pushDemo.title()) })
    }
}
