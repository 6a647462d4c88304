import TUIKit

final class DatesDemoController: HostingController<DatesDemoView> {
    init(viewModel: DatesDemoViewModel) {
        super.init(rootView: DatesDemoView(viewModel: viewModel))
    }

    override var navigationBarItem: NavigationBarItem {
        get { .title(R.string.datesDemo.title()) }
        set {}
    }
}
