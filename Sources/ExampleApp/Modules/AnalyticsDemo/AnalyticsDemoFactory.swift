import TUIKit

enum AnalyticsDemoFactory {
    /// Reports events and shows, per provider, what each received and what it filtered out.
    @MainActor
    static func createAnalyticsDemoController(dependencies: AppDependencies) -> ScreenController {
        let viewModel = AnalyticsDemoViewModel(services: dependencies.services)
        return HostingController(
            rootView: AnalyticsDemoView(viewModel: viewModel),
            navigationBarItem: { .title(R.string.analyticsDemo.title()) })
    }
}
