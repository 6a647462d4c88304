import TUICore
import TUIKit

/// The panel's views as tabs: Messages n │ Requests n │ Storage │ Tools; the current one reversed.
struct LogsSegmentsView: View {
    let viewModel: LogsViewModel

    func render(in area: Rect, frame: Frame) {
        var x = area.x
        for segment in LogsViewModel.Segment.allCases {
            let title = " \(Self.title(of: segment, viewModel: viewModel)) "
            let isSelected = segment == viewModel.segment
            let style =
                isSelected
                ? frame.style(R.color.text.accent, text: TextStyle([.bold, .reverse]))
                : frame.style(R.color.text.secondary)
            let width = min(title.cellWidth, max(0, area.maxX - x))
            let rect = Rect(x: x, y: area.y, width: width, height: 1)
            frame.canvas.write(title, at: Point(x: x, y: area.y), style: style, clip: area)
            frame.onTap(rect) { [viewModel] in viewModel.select(segment) }
            x += title.cellWidth + 1
        }
    }

    static func title(of segment: LogsViewModel.Segment, viewModel: LogsViewModel) -> String {
        switch segment {
        case .messages: R.string.logs.segmentMessages(viewModel.totalMessages)
        case .requests: R.string.logs.segmentRequests(viewModel.totalTasks)
        case .storage: R.string.logs.segmentStorage()
        case .tools: R.string.logs.segmentTools()
        }
    }
}
