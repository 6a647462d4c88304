import TUIKit

struct CacheDemoView: View {
    let viewModel: CacheDemoViewModel

    var bindings: [KeyBinding] {
        [
            KeyBinding(
                keys: [.left, .right],
                slots: [.init("cache.previous-store", [.left]), .init("cache.next-store", [.right])],
                label: "←→", R.string.cacheDemo.bindingStore()
            ) { key in
                viewModel.onNextStore(key == .left ? -1 : 1)
                return true
            },
            KeyBinding("s", id: "cache.set", R.string.cacheDemo.bindingSet()) {
                viewModel.onSetTapped(expiring: false)
            },
            KeyBinding("e", id: "cache.set-expiring", R.string.cacheDemo.bindingSetExpiring()) {
                viewModel.onSetTapped(expiring: true)
            },
            KeyBinding([.character("g"), .enter], id: "cache.get", R.string.cacheDemo.bindingGet()) {
                viewModel.onGetTapped()
            },
            KeyBinding([.character("d"), KeyEvent(.delete)], id: "cache.delete", R.string.cacheDemo.bindingDelete()) {
                viewModel.onDeleteTapped()
            },
            KeyBinding("x", id: "cache.sweep", R.string.cacheDemo.bindingSweep()) { viewModel.onSweepTapped() },
            KeyBinding("c", id: "cache.clear", R.string.cacheDemo.bindingClear()) { viewModel.onClearTapped() },
            .inherited(.escape),
            .list(Binding(viewModel, \.selection), R.string.common.bindingMove(), isShown: false),
        ]
    }

    func render(in area: Rect, frame: Frame) {
        let (_, body, hintArea) = area.rows(.length(1), .fill, .length(1))
        let parts = Layout.vertical(.length(1), .length(1), .length(1), .fill, .length(1), .length(1))
            .margin(EdgeInsets(horizontal: 1))
            .split(body)
        let (tabsArea, summaryArea, divider, listArea, messageDivider, messageArea) =
            (parts[0], parts[1], parts[2], parts[3], parts[4], parts[5])
        renderTabs(in: tabsArea, frame: frame)
        frame.render(Label(viewModel.summary, style: frame.context.style(R.color.text.secondary)), in: summaryArea)
        frame.render(Divider(), in: divider)
        if viewModel.entries.isEmpty {
            let (_, emptyLine) = listArea.rows(.length(1), .length(1))
            frame.render(
                Label(R.string.cacheDemo.noEntries(), style: frame.context.style(R.color.text.secondary)), in: emptyLine
            )
        } else {
            let rows = viewModel.entries.map { entry in
                ListView.Row(title: entry.key, subtitle: entry.sizeText, value: entry.expiryText(at: viewModel.now))
            }
            frame.render(ListView(rows: rows, selection: Binding(viewModel, \.selection)), in: listArea)
        }
        frame.render(Divider(), in: messageDivider)
        frame.render(Label(viewModel.message, style: frame.context.style(R.color.text.primary)), in: messageArea)
        frame.render(KeyHintsView(), in: hintArea)
    }

    /// `[ RAM ]  Disk  Keychain`: the selected store is bracketed and bold, and has the focus
    /// while the store is empty; a click selects.
    private func renderTabs(in row: Rect, frame: Frame) {
        let tabs = CacheStoreKind.allCases.map { kind in
            (kind: kind, text: kind == viewModel.store ? "[ \(kind.title) ]" : "  \(kind.title)  ")
        }
        let areas = Layout.horizontal(tabs.map { .length(TextWidth.of($0.text)) }).spacing(1).split(row)
        for (tab, area) in zip(tabs, areas) {
            let style =
                tab.kind == viewModel.store
                ? frame.context.style(R.color.text.accent, text: TextStyle([.bold]))
                : frame.context.style(R.color.text.secondary)
            frame.render(Label(tab.text, style: style), in: area)
            // The cursor sits on the selected store until the list, drawn later, takes it.
            if tab.kind == viewModel.store { frame.canvas.focus = area.origin }
            frame.onTap(area) { [viewModel] in viewModel.onStoreSelected(tab.kind) }
        }
    }
}
