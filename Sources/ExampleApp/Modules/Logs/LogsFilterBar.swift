import Logs
import TUIKit

/// The active filters and the search field of the current view.
struct LogsFilterBar: View {
    let viewModel: LogsViewModel

    func render(in area: Rect, frame: Frame) {
        guard viewModel.segment == .messages || viewModel.segment == .requests else { return }
        let filter = viewModel.filter
        let all = R.string.logs.filterAll()
        var parts: [String] = []
        if viewModel.segment == .messages {
            // The panel keeps one level and one category; `console --level` keeps a level and
            // those above it, `--category` may name several.
            let lowest = filter.levels.min()
            let level =
                filter.levels.count > 1
                ? lowest.map { R.string.logs.consoleLevelMinimum($0.rawValue) } : lowest?.rawValue
            parts.append(R.string.logs.filterLevel(level ?? all))
            let categories = filter.categories.sorted().joined(separator: ", ")
            parts.append(R.string.logs.filterCategory(categories.isEmpty ? all : categories))
        } else {
            parts.append(R.string.logs.filterStatus(filter.statuses.first.map(Self.title) ?? all))
        }
        let search: String
        if viewModel.editing == .search {
            search = R.string.logs.search(filter.searchText + (frame.context.unicode ? "▏" : "_"))
        } else if filter.searchText.isEmpty {
            search = R.string.logs.searchPrompt()
        } else {
            search = R.string.logs.search(filter.searchText)
        }
        parts.append(search)
        // Only a session other than this launch's is named: the usual line stays as it was.
        if let session = viewModel.sessions.label(of: viewModel.search.session) {
            parts.append(R.string.logs.filterSession(session))
        }
        let style = frame.context.style(
            filter.isEmpty && viewModel.search.session == viewModel.sessions.current
                ? R.color.text.secondary : R.color.text.accent)
        Label(parts.joined(separator: " · "), style: style).render(in: area, frame: frame)
    }

    static func title(of status: NetworkStatusClass) -> String {
        switch status {
        case .success: R.string.logs.statusSuccess()
        case .clientError: R.string.logs.statusClientError()
        case .serverError: R.string.logs.statusServerError()
        case .other: R.string.logs.statusOther()
        case .failed: R.string.logs.statusFailed()
        }
    }
}
