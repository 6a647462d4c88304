import TUIKit

/// Hosts the charts demo and tells its view model when it shows and when it goes, so the
/// sampling timer runs only while the figures are on screen.
final class ChartsDemoController: HostingController<ChartsDemoView> {
    private let viewModel: ChartsDemoViewModel

    init(viewModel: ChartsDemoViewModel) {
        self.viewModel = viewModel
        super.init(
            rootView: ChartsDemoView(viewModel: viewModel), navigationBarItem: { .title(R.string.chartsDemo.title()) })
    }

    override func viewDidAppear() {
        viewModel.onViewDidAppear()
    }

    override func viewDidDisappear() {
        viewModel.onViewDidDisappear()
    }
}
