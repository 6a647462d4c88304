import TUIKit

enum OTPDemoFactory {
    /// A six-digit code field whose code is checked asynchronously on the app's clock.
    @MainActor
    static func createOTPDemoController(dependencies: AppDependencies) -> ScreenController {
        let coordinator = OTPDemoCoordinator()
        let viewModel = OTPDemoViewModel(clock: dependencies.clock, coordinator: coordinator)
        let controller = HostingController(
            rootView: OTPDemoView(viewModel: viewModel),
            navigationBarItem: { .title(R.string.otpDemo.demoTitle()) })
        coordinator.router = controller
        return controller
    }
}
