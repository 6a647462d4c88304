import TUICore
import TUIKit

final class EventBusDemoController: HostingController<EventBusDemoView> {
    private let viewModel: EventBusDemoViewModel

    init(viewModel: EventBusDemoViewModel) {
        self.viewModel = viewModel
        super.init(rootView: EventBusDemoView(viewModel: viewModel))
    }

    override var navigationBarItem: NavigationBarItem {
        get { .title(R.string.eventBusDemo.title()) }
        set {}
    }

    override func viewDidLoad() {
        viewModel.onViewDidLoad()
    }
}
