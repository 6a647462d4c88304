import Logs
import TUICore
import TUIKit

/// The debug panel: the view tabs, the filter line, the list of messages or requests
/// (newest first) or the tools, and the key hints.
struct LogsView: InteractiveView {
    let viewModel: LogsViewModel

    func render(in area: Rect, frame: Frame) {
        LogsContentView(viewModel: viewModel)
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

    func handle(_ key: KeyEvent) -> Bool {
        if viewModel.editing != nil { return handleEditing(key) }
        if key == KeyEvent(.tab) || key == KeyEvent(.backTab) {
            viewModel.selectNextSegment(forward: key.key == .tab)
            return true
        }
        if viewModel.segment == .tools { return handleTools(key) }
        if viewModel.segment == .storage { return handleStorage(key) }
        if viewModel.listState.handle(key) { return true }
        guard key.modifiers.isEmpty else { return false }
        switch key.key {
        case .enter: viewModel.openSelected()
        case .character("/"): viewModel.beginSearch()
        case .character("l") where viewModel.segment == .messages: viewModel.cycleLevel()
        case .character("c") where viewModel.segment == .messages: viewModel.cycleCategory()
        case .character("s") where viewModel.segment == .requests: viewModel.cycleStatus()
        case .character("0"): viewModel.resetFilters()
        case .character("x"): viewModel.requestClear()
        case .character("e"): viewModel.export(.text)
        case .character("h"): viewModel.export(.har)
        case .character("1"): viewModel.select(.messages)
        case .character("2"): viewModel.select(.requests)
        case .character("3"): viewModel.select(.storage)
        case .character("4"): viewModel.select(.tools)
        default: return false
        }
        return true
    }

    private func handleTools(_ key: KeyEvent) -> Bool {
        if viewModel.toolsState.handle(key) { return true }
        switch key.key {
        case .enter where key.modifiers.isEmpty: viewModel.runTool(at: viewModel.toolsState.selectedIndex)
        case .character("1"): viewModel.select(.messages)
        case .character("2"): viewModel.select(.requests)
        case .character("3"): viewModel.select(.storage)
        default: return false
        }
        return true
    }

    private func handleStorage(_ key: KeyEvent) -> Bool {
        if viewModel.storageScroll.handle(key) { return true }
        switch key.key {
        case .character("1"): viewModel.select(.messages)
        case .character("2"): viewModel.select(.requests)
        case .character("4"): viewModel.select(.tools)
        default: return false
        }
        return true
    }

    /// While typing, every key is text (so `q` does not quit), except the editing keys.
    private func handleEditing(_ key: KeyEvent) -> Bool {
        switch key.key {
        case .enter: viewModel.commitEditing()
        case .escape: viewModel.cancelEditing()
        case .backspace: viewModel.deleteBackward()
        case .character(let character) where key.modifiers.isEmpty || key.modifiers == .shift:
            viewModel.type(character)
        default: break
        }
        return true
    }
}

/// Everything under the clear alert.
private struct LogsContentView: View {
    let viewModel: LogsViewModel

    func render(in area: Rect, frame: Frame) {
        let content = area.inset(by: EdgeInsets(top: 1))
        let (hintArea, body) = content.divided(bottom: 1)
        let (header, listArea) = body.divided(top: 3)
        let padded = header.inset(by: EdgeInsets(horizontal: 1))
        LogsSegmentsView(viewModel: viewModel).render(in: padded.row(0), frame: frame)
        LogsFilterBar(viewModel: viewModel).render(in: padded.row(1), frame: frame)
        Divider().render(in: padded.row(2), frame: frame)
        switch viewModel.segment {
        case .messages, .requests:
            renderList(in: listArea, frame: frame)
        case .storage:
            LogsStorageView(viewModel: viewModel).render(in: listArea, frame: frame)
        case .tools:
            LogsToolsView(viewModel: viewModel).render(in: listArea, frame: frame)
        }
        let hints: String =
            switch (viewModel.editing, viewModel.segment) {
            case (.search, _): R.string.logs.hintSearch()
            case (.deepLink, _): R.string.logs.hintTyping()
            case (nil, .tools): R.string.logs.hintTools()
            case (nil, .storage): R.string.logs.hintStorage()
            case (nil, _): R.string.logs.hint()
            }
        KeyHintsView(hints: hints).render(in: hintArea, frame: frame)
    }

    private func renderList(in area: Rect, frame: Frame) {
        let rows =
            viewModel.segment == .messages
            ? viewModel.messages.map(LogsRowFormatter.row) : viewModel.tasks.map(LogsRowFormatter.row)
        var listArea = area
        if viewModel.skippedLineCount > 0 {
            let (notice, rest) = area.divided(top: 1)
            Label(
                R.string.logs.skippedLines(viewModel.skippedLineCount),
                style: frame.style(R.color.text.error)
            ).render(in: notice.inset(by: EdgeInsets(horizontal: 1)), frame: frame)
            listArea = rest
        }
        guard rows.isEmpty else {
            ListView(rows: rows, state: viewModel.listState) { viewModel.open(at: $0) }
                .render(in: listArea, frame: frame)
            return
        }
        let empty: String =
            if viewModel.isFilteredEmpty {
                R.string.logs.emptyFiltered()
            } else if viewModel.segment == .messages {
                R.string.logs.emptyMessages()
            } else {
                R.string.logs.emptyRequests()
            }
        let text = Paragraph(empty, style: frame.style(R.color.text.secondary), alignment: .center)
        let inner = listArea.inset(by: EdgeInsets(horizontal: 2))
        let height = min(text.height(forWidth: inner.width), inner.height)
        text.render(
            in: Rect(x: inner.x, y: inner.y + max(0, (inner.height - height) / 2), width: inner.width, height: height),
            frame: frame)
    }
}
