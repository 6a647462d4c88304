import TUIKit

final class AnalyticsDemoController: HostingController<AnalyticsDemoView> {
    init(viewModel: AnalyticsDemoViewModel) {
        super.init(rootView: AnalyticsDemoView(viewModel: viewModel))
    }

    override var navigationBarItem: NavigationBarItem {
        get { .title(R.string.analyticsDemo.title()) }
        set {}
    }
}
