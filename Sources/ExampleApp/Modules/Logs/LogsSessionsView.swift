import Logs
import TUIKit

/// The sessions to pick from: all of them, then each launch newest first, this one marked.
struct LogsSessionsView: View {
    let viewModel: LogsViewModel

    func render(in area: Rect, frame: Frame) {
        let sessions = viewModel.sessions
        let (title, listArea) = area.rows(.length(1), .fill)
        Label(R.string.logs.sessionsTitle(), style: frame.context.style(R.color.text.secondary))
            .render(in: title.inset(by: EdgeInsets(horizontal: 1)), frame: frame)
        let rows =
            [ListView.Row(title: R.string.logs.sessionsAll())]
            + sessions.sessions.map { session in
                ListView.Row(
                    title: sessions.title(of: session),
                    value: session.id == sessions.current ? R.string.logs.sessionsCurrent() : nil)
            }
        let list = ListView(rows: rows, selection: Binding(sessions, \.selection)) { index in
            sessions.selection.select(index)
            viewModel.commitSession()
        }
        frame.render(list, in: listArea)
    }
}
