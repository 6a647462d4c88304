import AppSupport
import Logs
import TUIKit

/// The debug panel: the view tabs, the filter line, the list of messages or requests
/// (newest first) or the tools, and the key hints.
struct LogsView: View {
    typealias Segment = LogsViewModel.Segment

    let viewModel: LogsViewModel
    /// The storage viewer's scroll position: the screen's, not the view model's.
    let storageScroll: StateBox<ScrollState>

    func render(in area: Rect, frame: Frame) {
        LogsContentView(viewModel: viewModel, storageScroll: storageScroll)
            .alert(
                R.string.logs.clearTitle(),
                isPresented: Binding(viewModel, \.isClearAlertPresented),
                actions: {
                    AlertButton(R.string.logs.clearCancel(), role: .cancel)
                    AlertButton(R.string.logs.clearConfirm(), role: .destructive) { [viewModel] in
                        viewModel.confirmClear()
                    }
                },
                message: { R.string.logs.clearMessage(viewModel.recordCount) }
            )
            .render(in: area, frame: frame)
    }

    var bindings: [KeyBinding] {
        guard !viewModel.sessions.isOpen else { return sessionsBindings }
        return switch (viewModel.editing, viewModel.segment) {
        case (.search, _):
            editingBindings(
                R.string.logs.bindingTypeSearch(), enter: R.string.logs.bindingKeep(),
                escape: R.string.logs.bindingClearSearch())
        case (.deepLink, _):
            editingBindings(
                R.string.logs.bindingTypeUrl(), enter: R.string.common.bindingOpen(),
                escape: R.string.logs.bindingCancel())
        case (nil, .tools): toolsBindings
        case (nil, .storage): storageBindings
        case (nil, .messages), (nil, .requests): listBindings
        }
    }

    /// Messages and requests: "Tab view · / search · l c s filter · Enter open · x clear · e h export · y Y copy".
    private var listBindings: [KeyBinding] {
        let filters =
            viewModel.segment == .messages
            ? [
                KeyAction("l", id: "logs.filter-level") { viewModel.cycleLevel() },
                KeyAction("c", id: "logs.filter-category") { viewModel.cycleCategory() },
            ]
            : [KeyAction("s", id: "logs.filter-status") { viewModel.cycleStatus() }]
        return [
            .list(Binding(viewModel, \.selection), R.string.common.bindingMove(), isShown: false),
            nextSegment,
            KeyBinding("/", id: "logs.search", R.string.logs.bindingSearch()) { viewModel.beginSearch() },
            .group(label: "l c s", R.string.logs.bindingFilter(), filters),
            KeyBinding(.enter, id: "logs.open-entry", R.string.common.bindingOpen()) { viewModel.openSelected() },
            // Clear is not offered in the console, which has no app to clear the store of; the
            // console says instead how to leave, before the keys an 80-column line may cut.
            isConsole
                ? closePanel
                : KeyBinding("x", id: "logs.clear", R.string.logs.bindingClear()) { viewModel.requestClear() },
            .group(
                label: "e h", R.string.logs.bindingExport(),
                [
                    KeyAction("e", id: "logs.export-text") { viewModel.export(.text) },
                    KeyAction("h", id: "logs.export-har") { viewModel.export(.har) },
                ]),
            copyKeys,
            KeyBinding("0", id: "logs.reset-filters", R.string.logs.bindingResetFilters(), isShown: false) {
                viewModel.resetFilters()
            },
            KeyBinding("v", id: "logs.sessions", R.string.logs.bindingSessions(), isShown: false) {
                viewModel.pickSession()
            },
            segmentKeys(Segment.allCases, isShown: false),
            // The bar's "✕ Close" names Esc; the line keeps its room for the panel's own keys.
            isConsole ? clearInConsole : closePanel.hidden(),
        ]
    }

    /// Whether the panel is `example-tui console`'s whole screen, with no app behind it (whose
    /// tools, the Clear among them, are what is missing there).
    private var isConsole: Bool { !viewModel.tools.isAvailable }

    /// `x` in the console: a toast says Clear needs the app (it is not on the line).
    private var clearInConsole: KeyBinding {
        KeyBinding("x", id: "logs.clear", R.string.logs.bindingClear(), isShown: false) { viewModel.requestClear() }
    }

    /// `y` copies the selected record as text; on a request `Y` copies it as a curl command.
    private var copyKeys: KeyBinding {
        guard viewModel.segment == .requests else {
            return KeyBinding("y", id: "logs.copy", R.string.logs.bindingCopy()) { viewModel.copySelected() }
        }
        return .group(
            label: "y Y", R.string.logs.bindingCopy(),
            [
                KeyAction("y", id: "logs.copy") { viewModel.copySelected() },
                KeyAction("Y", id: "logs.copy-curl") { viewModel.copySelectedAsCurl() },
            ])
    }

    /// "Tab view · ↑↓ move · Enter run · Esc close".
    private var toolsBindings: [KeyBinding] {
        [
            nextSegment,
            .list(Binding(viewModel.tools, \.selection), R.string.common.bindingMove()),
            KeyBinding(.enter, id: "logs.run-tool", R.string.common.bindingRun()) { viewModel.openSelected() },
            segmentKeys([.messages, .requests, .storage], isShown: false),
            closePanel,
        ]
    }

    /// "↑↓ move · Enter show · Esc back": the sessions list.
    private var sessionsBindings: [KeyBinding] {
        [
            .list(Binding(viewModel.sessions, \.selection), R.string.common.bindingMove()),
            KeyBinding(.enter, id: "logs.pick-session", R.string.logs.bindingPick()) { viewModel.commitSession() },
            KeyBinding(.escape, id: "logs.cancel-session", R.string.logs.bindingCancel()) {
                viewModel.sessions.cancel()
            },
            .anyKey { _ in true },
        ]
    }

    /// "Tab view · ↑↓ scroll · 1 2 4 views · Esc close".
    private var storageBindings: [KeyBinding] {
        [
            nextSegment,
            .scroll(Binding(storageScroll, \.value), R.string.common.bindingScroll()),
            segmentKeys([.messages, .requests, .tools], isShown: true),
            closePanel,
        ]
    }

    /// While typing, every key is text (so `q` does not quit), except the editing keys.
    private func editingBindings(_ typing: String, enter: String, escape: String) -> [KeyBinding] {
        [
            .text(typing) { character in
                viewModel.type(character)
                return true
            },
            KeyBinding(.enter, id: "logs.edit-done", enter) { viewModel.commitEditing() },
            KeyBinding(.escape, id: "logs.edit-cancel", escape) { viewModel.cancelEditing() },
            KeyBinding(.backspace, id: "logs.edit-delete", R.string.logs.bindingDelete(), isShown: false) {
                viewModel.deleteBackward()
            },
            .anyKey { _ in true },
        ]
    }

    /// Esc closes the panel, which its stack would call "back"; in the console it quits.
    private var closePanel: KeyBinding {
        let label = isConsole ? R.string.common.bindingQuit() : R.string.common.bindingClose()
        return KeyBinding(.escape, id: "logs.close", label) { viewModel.close() }
    }

    /// Tab and Shift-Tab step through the views.
    private var nextSegment: KeyBinding {
        KeyBinding(
            keys: [.tab, .backTab],
            slots: [KeyBinding.Slot("logs.next-view", [.tab]), KeyBinding.Slot("logs.previous-view", [.backTab])],
            R.string.logs.bindingView()
        ) { key in
            viewModel.selectNextSegment(forward: key == .tab)
            return true
        }
    }

    /// The digits of `segments` ("1 2 4") open them.
    private func segmentKeys(_ segments: [Segment], isShown: Bool) -> KeyBinding {
        .group(
            label: segments.map { "\($0.rawValue + 1)" }.joined(separator: " "), R.string.logs.bindingViews(),
            isShown: isShown,
            segments.map { segment in
                KeyAction(Character("\(segment.rawValue + 1)"), id: KeyBinding.ID("logs.show-\(segment)")) {
                    viewModel.select(segment)
                }
            })
    }
}

/// Everything under the clear alert.
private struct LogsContentView: View {
    let viewModel: LogsViewModel
    let storageScroll: StateBox<ScrollState>

    func render(in area: Rect, frame: Frame) {
        let (_, header, body, hints) = area.rows(.length(1), .length(3), .fill, .length(1))
        let bar = Layout.vertical(.length(1), .length(1), .length(1)).margin(EdgeInsets(horizontal: 1)).split(header)
        frame.render(LogsSegmentsView(viewModel: viewModel), in: bar[0])
        frame.render(LogsFilterBar(viewModel: viewModel), in: bar[1])
        frame.render(Divider(), in: bar[2])
        if viewModel.sessions.isOpen {
            frame.render(LogsSessionsView(viewModel: viewModel), in: body)
            frame.render(KeyHintsView(), in: hints)
            return
        }
        switch viewModel.segment {
        case .messages, .requests: renderList(in: body, frame: frame)
        case .storage: frame.render(LogsStorageView(viewModel: viewModel, scroll: storageScroll), in: body)
        case .tools: frame.render(LogsToolsView(viewModel: viewModel), in: body)
        }
        frame.render(KeyHintsView(), in: hints)
    }

    private func renderList(in area: Rect, frame: Frame) {
        // Rows are made only for what shows: the lists may hold a hundred thousand records.
        let count = viewModel.listCount
        // A line a row: what the list shows at most, which each read of rows is sized to.
        let shown = max(1, area.height)
        let row: @MainActor (Int) -> ListView.Row =
            if viewModel.segment == .messages {
                { [viewModel] in
                    viewModel.message(at: $0, rowsShown: shown).map(LogsRowFormatter.row) ?? ListView.Row(title: "")
                }
            } else {
                { [viewModel] in
                    viewModel.task(at: $0, rowsShown: shown).map(LogsRowFormatter.row) ?? ListView.Row(title: "")
                }
            }
        var listArea = area
        if let problem = viewModel.storeProblem {
            let (notice, rest) = area.rows(.length(3), .fill)
            let text = Paragraph(problem, style: frame.context.style(R.color.text.error))
            frame.render(text, in: notice.inset(by: EdgeInsets(horizontal: 1)))
            listArea = rest
        }
        guard count == 0 else {
            let list = ListView(count: count, row: row, selection: Binding(viewModel, \.selection)) {
                viewModel.open(at: $0)
            }
            if viewModel.showsDetailBeside, let lines = viewModel.selectedDetailLines() {
                let (listPart, detail) = listArea.columns(.percentage(50), .fill, spacing: 1)
                frame.render(list, in: listPart)
                frame.render(SidePane(LogDetailLinesView(lines: lines, scroll: StateBox(ScrollState()))), in: detail)
                return
            }
            frame.render(list, in: listArea)
            return
        }
        let empty: String =
            if viewModel.isReadingOlder {
                R.string.logs.emptyReadingOlder()
            } else if viewModel.isFilteredEmpty {
                R.string.logs.emptyFiltered()
            } else if viewModel.segment == .messages {
                R.string.logs.emptyMessages()
            } else {
                R.string.logs.emptyRequests()
            }
        frame.render(LogsEmptyView(text: empty), in: listArea)
    }
}
