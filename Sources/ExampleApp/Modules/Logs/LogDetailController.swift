import AppSupport
import Logs
import TUIKit

final class LogDetailController: HostingController<LogDetailView> {
    private let record: LogRecord

    init(record: LogRecord) {
        self.record = record
        super.init(rootView: LogDetailView(lines: LogDetailContent.lines(for: record), scroll: StateBox(ScrollState())))
    }

    override var navigationBarItem: NavigationBarItem {
        get {
            switch record {
            case .message: .title(R.string.logs.detailMessage())
            case .task: .title(R.string.logs.detailRequest())
            }
        }
        set {}
    }
}
