import Network
import TUIKit

/// The newest requests that fit, newest last, under their titled header: a divider under
/// the feed, or a plain heading in the pane beside it on a wide terminal.
struct NetworkRequestsView: View {
    let activity: NetworkActivity
    let showsDivider: Bool

    func render(in area: Rect, frame: Frame) {
        let (header, list) = area.rows(.length(1), .fill)
        guard !list.isEmpty else { return }
        let title = " \(R.string.networkDemo.requests()) (\(activity.records.count)) "
        let titleStyle = frame.context.style(R.color.text.secondary, text: TextStyle([.bold]))
        if showsDivider {
            frame.render(Divider(), in: header)
            frame.render(Label(title, style: titleStyle), in: header.columns(.length(2), .fill).1)
        } else {
            frame.render(Label(title.trimmingCharacters(in: .whitespaces), style: titleStyle), in: header)
        }
        let records = activity.records.suffix(list.height)
        let lines = Layout.vertical(Array(repeating: .length(1), count: max(1, records.count))).split(list)
        guard !records.isEmpty else {
            frame.render(
                Label(R.string.networkDemo.noRequests(), style: frame.context.style(R.color.text.secondary)),
                in: lines[0])
            return
        }
        for (line, record) in zip(lines, records) {
            frame.render(NetworkRequestRow(record: record), in: line)
        }
    }
}
