import TUIKit

enum PushDemoFactory {
    /// The permission and its alert, the device token, sample pushes and the pushes received.
    @MainActor
    static func createPushDemoController(dependencies: AppDependencies) -> ScreenController {
        let viewModel = PushDemoViewModel(services: dependencies.services)
        return PushDemoController(viewModel: viewModel)
    }
}
