import TUIKit

final class AvatarsDemoController: HostingController<AvatarsDemoView> {
    init(viewModel: AvatarsDemoViewModel) {
        super.init(rootView: AvatarsDemoView(viewModel: viewModel))
    }

    override var navigationBarItem: NavigationBarItem {
        get { .title(R.string.components.avatarsTitle()) }
        set {}
    }
}
