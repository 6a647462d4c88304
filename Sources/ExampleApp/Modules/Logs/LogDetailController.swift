import AppSupport
import Logs
import TUIKit

final class LogDetailController: HostingController<LogDetailView> {
    private let record: LogRecord

    init(record: LogRecord, copy: @escaping @MainActor (_ asCurl: Bool) -> Void) {
        self.record = record
        let isRequest = if case .task = record { true } else { false }
        super.init(
            rootView: LogDetailView(
                lines: LogDetailContent.lines(for: record), scroll: StateBox(ScrollState()), isRequest: isRequest,
                copy: copy))
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
