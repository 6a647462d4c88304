import TUIKit

enum UtilsDemoFactory {
    /// Every utility's live result, each one triggered from a row.
    @MainActor
    static func createUtilsDemoController(dependencies: AppDependencies) -> ScreenController {
        let viewModel = UtilsDemoViewModel(dependencies: dependencies)
        return HostingController(
            rootView: UtilsDemoView(viewModel: viewModel),
            navigationBarItem: { .title(R.string.utilsDemo.title()) },
            onViewDidLoad: viewModel.onViewDidLoad)
    }
}
