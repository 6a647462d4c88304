import TUIKit

enum UtilsDemoFactory {
    /// Every utility's live result, each one triggered from a row.
    @MainActor
    static func createUtilsDemoController(dependencies: AppDependencies) -> ScreenController {
        UtilsDemoController(viewModel: UtilsDemoViewModel(dependencies: dependencies))
    }
}
