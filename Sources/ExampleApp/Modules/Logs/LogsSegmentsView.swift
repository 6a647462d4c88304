import TUIKit

/// The panel's views as tabs: Messages n │ Requests n │ Storage │ Tools; the current one reversed.
struct LogsSegmentsView: View {
    let viewModel: LogsViewModel

    func render(in area: Rect, frame: Frame) {
        let segments = LogsViewModel.Segment.allCases
        let titles = segments.map { " \(Self.title(of: $0, viewModel: viewModel)) " }
        let places = Layout.horizontal(titles.map { .length($0.cellWidth) }).spacing(1).split(area)
        for (segment, (title, place)) in zip(segments, zip(titles, places)) {
            let style =
                segment == viewModel.segment
                ? frame.context.style(R.color.text.accent, text: TextStyle([.bold, .reverse]))
                : frame.context.style(R.color.text.secondary)
            frame.canvas.write(title, at: Point(x: place.x, y: place.y), style: style, clip: place)
            frame.onTap(place) { [viewModel] in viewModel.select(segment) }
        }
    }

    static func title(of segment: LogsViewModel.Segment, viewModel: LogsViewModel) -> String {
        switch segment {
        // "…" while a large store is counted off the main actor, never a wrong 0.
        case .messages:
            viewModel.totalMessages.map(R.string.logs.segmentMessages) ?? R.string.logs.segmentMessagesCounting()
        case .requests:
            viewModel.totalTasks.map(R.string.logs.segmentRequests) ?? R.string.logs.segmentRequestsCounting()
        case .storage: R.string.logs.segmentStorage()
        case .tools: R.string.logs.segmentTools()
        }
    }
}
