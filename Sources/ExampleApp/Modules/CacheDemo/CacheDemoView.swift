import TUICore
import TUIKit

struct CacheDemoView: InteractiveView {
    let viewModel: CacheDemoViewModel

    func render(in area: Rect, frame: Frame) {
        let (hintArea, body) = area.inset(by: EdgeInsets(top: 1)).divided(bottom: 1)
        let (header, rest) = body.inset(by: EdgeInsets(horizontal: 1)).divided(top: 3)
        let (messageArea, listArea) = rest.divided(bottom: 2)
        renderTabs(in: header.row(0), frame: frame)
        Label(viewModel.summary, style: frame.style(R.color.text.secondary))
            .render(in: header.row(1), frame: frame)
        Divider().render(in: header.row(2), frame: frame)
        if viewModel.entries.isEmpty {
            Label(R.string.cacheDemo.noEntries(), style: frame.style(R.color.text.secondary))
                .render(in: listArea.row(1), frame: frame)
        } else {
            ListView(rows: viewModel.rows, state: viewModel.listState) { _ in }
                .render(in: listArea, frame: frame)
        }
        Divider().render(in: messageArea.row(0), frame: frame)
        Label(viewModel.message, style: frame.style(R.color.text.primary))
            .render(in: messageArea.row(1), frame: frame)
        KeyHintsView(hints: R.string.cacheDemo.hint()).render(in: hintArea, frame: frame)
    }

    /// `[ RAM ]  Disk  Keychain`: the selected store is bracketed and bold; a click selects.
    private func renderTabs(in row: Rect, frame: Frame) {
        var x = row.x
        for kind in CacheStoreKind.allCases {
            let isSelected = kind == viewModel.store
            let text = isSelected ? "[ \(kind.title) ]" : "  \(kind.title)  "
            let width = TextWidth.of(text)
            let tab = Rect(x: x, y: row.y, width: width, height: 1).intersection(row)
            let style =
                isSelected
                ? frame.style(R.color.text.accent, text: TextStyle([.bold]))
                : frame.style(R.color.text.secondary)
            Label(text, style: style).render(in: tab, frame: frame)
            frame.onTap(tab) { [viewModel] in viewModel.onStoreSelected(kind) }
            x += width + 1
        }
    }

    func handle(_ key: KeyEvent) -> Bool {
        guard key.modifiers.isEmpty else { return false }
        switch key.key {
        case .left: viewModel.onNextStore(-1)
        case .right: viewModel.onNextStore(1)
        case .character("s"): viewModel.onSetTapped(expiring: false)
        case .character("e"): viewModel.onSetTapped(expiring: true)
        case .character("g"), .enter: viewModel.onGetTapped()
        case .character("d"), .delete: viewModel.onDeleteTapped()
        case .character("x"): viewModel.onSweepTapped()
        case .character("c"): viewModel.onClearTapped()
        default: return viewModel.listState.handle(key)
        }
        return true
    }
}
