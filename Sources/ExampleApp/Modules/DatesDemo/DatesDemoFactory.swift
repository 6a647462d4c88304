import TUIKit

enum DatesDemoFactory {
    /// A live clock and a date picker showing every DateService format in ru and en.
    @MainActor
    static func createDatesDemoController(dependencies: AppDependencies) -> ScreenController {
        let viewModel = DatesDemoViewModel(dependencies: dependencies)
        return HostingController(
            rootView: DatesDemoView(viewModel: viewModel),
            navigationBarItem: { .title(R.string.datesDemo.title()) })
    }
}
