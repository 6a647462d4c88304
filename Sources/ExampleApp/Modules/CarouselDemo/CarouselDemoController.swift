import TUIKit

final class CarouselDemoController: HostingController<CarouselDemoView> {
    init(viewModel: CarouselDemoViewModel) {
        super.init(rootView: CarouselDemoView(viewModel: viewModel))
    }

    override var navigationBarItem: NavigationBarItem {
        get { .title(R.string.components.carouselTitle()) }
        set {}
    }
}
