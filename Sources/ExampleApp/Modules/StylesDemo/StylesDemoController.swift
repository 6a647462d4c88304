import TUIKit

final class StylesDemoController: HostingController<StylesDemoView> {
    init() {
        super.init(rootView: StylesDemoView())
    }

    override var navigationBarItem: NavigationBarItem {
        get { .title(R.string.components.stylesTitle()) }
        set {}
    }
}
