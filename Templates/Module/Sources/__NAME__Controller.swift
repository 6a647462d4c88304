import TUIKit

final class __NAME__Controller: HostingController<__NAME__View> {
    init(viewModel: __NAME__ViewModel) {
        super.init(rootView: __NAME__View(viewModel: viewModel))
    }

    override var navigationBarItem: NavigationBarItem {
        get { .title(R.string.__TABLE__.title()) }
        set {}
    }
}
