import TUIKit

/// A line about the folder, its tree, a line about the selected entry, and the hint line.
struct TreeDemoView: View {
    let viewModel: TreeDemoViewModel

    private var tree: TreeView<FileTreeSource> {
        TreeView(
            model: viewModel.tree, strings: Self.strings,
            label: { node, context in
                Self.label(of: node, context: context)
            })
    }

    var bindings: [KeyBinding] {
        tree.bindings + [.inherited(.escape)]
    }

    func render(in area: Rect, frame: Frame) {
        let (intro, treeArea, detail, hints) = area.rows(.length(2), .fill, .length(1), .length(1))
        frame.render(
            Label(viewModel.intro, style: frame.context.style(R.color.text.secondary)),
            in: intro.row(0).inset(by: EdgeInsets(horizontal: 2)))
        frame.render(tree, in: treeArea)
        frame.render(
            Label(viewModel.detail, style: frame.context.style(R.color.text.primary, text: TextStyle([.bold]))),
            in: detail.inset(by: EdgeInsets(horizontal: 2)))
        frame.render(KeyHintsView(), in: hints)
    }

    /// A link's name with `→ target` after it, dimmed; other names as they are.
    private static func label(of node: FileNode, context: RenderContext) -> StyledString {
        guard case .symlink(let target) = node.kind else { return StyledString([StyledString.Span(node.name)]) }
        let arrow = context.unicode ? " → " : " -> "
        return StyledString([
            StyledString.Span(node.name),
            StyledString.Span(arrow + target, attributes: [.foregroundColor(R.color.text.secondary)]),
        ])
    }

    /// The tree's words from the demo's strings.
    private static var strings: TreeStrings {
        TreeStrings(
            move: R.string.common.bindingMove(),
            expand: R.string.treeDemo.bindingExpand(),
            open: R.string.common.bindingOpen(),
            expandAll: R.string.treeDemo.bindingExpandAll(),
            filter: R.string.treeDemo.bindingFilter(),
            clearFilter: R.string.treeDemo.bindingClearFilter(),
            done: R.string.treeDemo.bindingDone(),
            loading: R.string.treeDemo.loading(),
            noMatch: R.string.treeDemo.noMatch(),
            failed: { R.string.treeDemo.failed($0) })
    }
}
