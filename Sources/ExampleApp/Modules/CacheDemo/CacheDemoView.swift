import TUICore
import TUIKit

struct CacheDemoView: InteractiveView {
    let viewModel: CacheDemoViewModel

    func render(in area: Rect, on canvas: inout Canvas, context: RenderContext) {
        let (hintArea, body) = area.inset(by: EdgeInsets(top: 1)).divided(bottom: 1)
        let (header, rest) = body.inset(by: EdgeInsets(horizontal: 1)).divided(top: 3)
        let (messageArea, listArea) = rest.divided(bottom: 2)
        renderTabs(in: header.row(0), on: &canvas, context: context)
        Label(viewModel.summary, style: context.style(R.color.text.secondary))
            .render(in: header.row(1), on: &canvas, context: context)
        Divider().render(in: header.row(2), on: &canvas, context: context)
        if viewModel.entries.isEmpty {
            Label(R.string.cacheDemo.noEntries(), style: context.style(R.color.text.secondary))
                .render(in: listArea.row(1), on: &canvas, context: context)
        } else {
            ListView(rows: viewModel.rows, state: viewModel.listState) { _ in }
                .render(in: listArea, on: &canvas, context: context)
        }
        Divider().render(in: messageArea.row(0), on: &canvas, context: context)
        Label(viewModel.message, style: context.style(R.color.text.primary))
            .render(in: messageArea.row(1), on: &canvas, context: context)
        KeyHintsView(hints: R.string.cacheDemo.hint()).render(in: hintArea, on: &canvas, context: context)
    }

    /// `[ RAM ]  Disk  Keychain`: the selected store is bracketed and bold; a click selects.
    private func renderTabs(in row: Rect, on canvas: inout Canvas, context: RenderContext) {
        var x = row.x
        for kind in CacheStoreKind.allCases {
            let isSelected = kind == viewModel.store
            let text = isSelected ? "[ \(kind.title) ]" : "  \(kind.title)  "
            let width = TextWidth.of(text)
            let tab = Rect(x: x, y: row.y, width: width, height: 1).intersection(row)
            let style =
                isSelected
                ? context.style(R.color.text.accent, text: TextStyle([.bold]))
                : context.style(R.color.text.secondary)
            Label(text, style: style).render(in: tab, on: &canvas, context: context)
            context.onTap(tab) { [viewModel] in viewModel.onStoreSelected(kind) }
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
