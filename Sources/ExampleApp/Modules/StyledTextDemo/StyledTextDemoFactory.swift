import TUIKit

enum StyledTextDemoFactory {
    /// A `StringBuilder` text in a box whose width the keys change, to watch it wrap.
    @MainActor
    static func createStyledTextDemoController(dependencies: AppDependencies) -> ScreenController {
        HostingController(
            rootView: StyledTextDemoView(
                viewModel: StyledTextDemoViewModel(links: LinkOpening(dependencies: dependencies))),
            navigationBarItem: { .title(R.string.components.styledTextTitle()) })
    }
}
