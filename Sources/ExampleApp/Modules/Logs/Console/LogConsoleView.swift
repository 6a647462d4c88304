import Logs
import TUIKit

/// `console`'s full screen: a header (the session, or the bug report, and whether it
/// follows), the segment and filters, the list, and the hint line.
struct LogConsoleView: View {
    let viewModel: LogConsoleViewModel

    var bindings: [KeyBinding] {
        if viewModel.isEditingSearch {
            return [
                .text(R.string.logs.bindingTypeSearch()) { character in
                    viewModel.type(character)
                    return true
                },
                KeyBinding(.backspace, R.string.logs.bindingDelete(), isShown: false) { viewModel.deleteBackward() },
                KeyBinding(.enter, R.string.logs.bindingKeep()) { viewModel.keepSearch() },
                KeyBinding(.escape, R.string.logs.bindingClearSearch()) { viewModel.clearSearch() },
            ]
        }
        var bindings: [KeyBinding] = [
            .list(Binding(viewModel, \.selection), R.string.common.bindingMove()),
            KeyBinding(.tab, R.string.logs.bindingViews()) { viewModel.switchSegment() },
            KeyBinding("l", R.string.logs.bindingFilter()) { viewModel.cycleLevel() },
            KeyBinding("/", R.string.logs.bindingSearch()) { viewModel.startSearch() },
        ]
        if viewModel.canFollow {
            bindings.append(KeyBinding("f", R.string.logs.bindingFollow()) { viewModel.toggleFollow() })
        }
        return bindings
    }

    func render(in area: Rect, frame: Frame) {
        let (header, filters, list, hints) = area.rows(.length(1), .length(1), .fill, .length(1))
        let inset = EdgeInsets(horizontal: 1)
        frame.render(Label(title, style: frame.context.style(R.color.text.primary)), in: header.inset(by: inset))
        frame.render(
            Label(filterLine, style: frame.context.style(R.color.text.secondary)), in: filters.inset(by: inset))
        if viewModel.count == 0 {
            let empty =
                (viewModel.segment == .messages && viewModel.minimumLevel != nil) || !viewModel.searchText.isEmpty
                ? R.string.logs.consoleEmptyFiltered()
                : viewModel.segment == .messages ? R.string.logs.emptyMessages() : R.string.logs.emptyRequests()
            frame.render(
                Paragraph(empty, style: frame.context.style(R.color.text.secondary)),
                in: list.inset(by: EdgeInsets(top: 1, left: 1, bottom: 0, right: 1)))
        } else {
            let row: @MainActor (Int) -> ListView.Row = { [viewModel] index in
                if let message = viewModel.message(at: index) { return LogsRowFormatter.row(message) }
                if let request = viewModel.request(at: index) { return LogsRowFormatter.row(request) }
                return ListView.Row(title: "")
            }
            frame.render(
                ListView(count: viewModel.count, row: row, selection: Binding(viewModel, \.selection)), in: list)
        }
        frame.render(KeyHintsView(), in: hints)
    }

    private var title: String {
        let state =
            viewModel.canFollow
            ? (viewModel.isFollowing ? R.string.logs.consoleLive() : R.string.logs.consolePaused()) : ""
        let heading: String
        if let archive = viewModel.archive {
            heading = R.string.logs.consoleReport(archive["version"] ?? "", archive["environment"] ?? "")
        } else if let session = viewModel.session {
            heading = R.string.logs.consoleSession(String(session.id), session.environment, session.version)
        } else {
            heading = R.string.logs.consoleTitle()
        }
        return state.isEmpty ? heading : "\(heading) · \(state)"
    }

    private var filterLine: String {
        let segment =
            viewModel.segment == .messages
            ? R.string.logs.segmentMessages(viewModel.count) : R.string.logs.segmentRequests(viewModel.count)
        var parts = [segment]
        if viewModel.segment == .messages {
            parts.append(
                viewModel.minimumLevel.map { R.string.logs.consoleLevelMinimum($0.rawValue) }
                    ?? R.string.logs.consoleLevelAll())
        }
        if viewModel.isEditingSearch || !viewModel.searchText.isEmpty {
            parts.append(R.string.logs.search(viewModel.searchText + (viewModel.isEditingSearch ? "▏" : "")))
        }
        return parts.joined(separator: " · ")
    }
}
