import TUIKit

final class OTPDemoController: HostingController<OTPDemoView> {
    init(viewModel: OTPDemoViewModel) {
        super.init(rootView: OTPDemoView(viewModel: viewModel))
    }

    override var navigationBarItem: NavigationBarItem {
        get { .title(R.string.otpDemo.demoTitle()) }
        set {}
    }
}
