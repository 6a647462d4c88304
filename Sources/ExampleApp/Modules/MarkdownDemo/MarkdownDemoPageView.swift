import TUIKit
import TUIMarkdown

/// The page picker (`‹ Page 2 of 30: docs/table.md ›`, ← → or a click on the arrows), what
/// the last link did, the page in a `MarkdownView`, and the hint line.
struct MarkdownDemoPageView: View {
    let viewModel: MarkdownDemoViewModel
    let reader: MarkdownReader

    private var markdown: MarkdownView {
        MarkdownView(reader: reader, strings: Self.strings)
    }

    /// The page picker's moves.
    static let pickerKeys: [KeyEvent] = [.up, .down, .character("k"), .character("j"), .home, .end]

    var bindings: [KeyBinding] {
        if viewModel.isPickingPage {
            return [
                KeyBinding(
                    keys: Self.pickerKeys, slots: KeyBinding.scrollSlots("pages", keys: Self.pickerKeys), label: "↑↓",
                    R.string.markdownDemo.bindingScroll()
                ) {
                    key in
                    switch key {
                    case .up, .character("k"): viewModel.movePickerSelection(by: -1)
                    case .down, .character("j"): viewModel.movePickerSelection(by: 1)
                    case .home: viewModel.movePickerSelection(by: -viewModel.pages.count)
                    default: viewModel.movePickerSelection(by: viewModel.pages.count)
                    }
                    return true
                },
                KeyBinding(.enter, id: "pages.open", R.string.markdownDemo.bindingOpen()) { pick(nil) },
                KeyBinding(
                    keys: [.character("p"), .escape], id: "pages.close", label: "p",
                    R.string.markdownDemo.bindingClose()
                ) { _ in
                    viewModel.togglePicker()
                    return true
                },
            ]
        }
        let pages = KeyBinding(
            keys: [.left, .right, .character("["), .character("]")],
            slots: [
                .init("pages.previous", [.left, .character("[")]), .init("pages.next", [.right, .character("]")]),
            ],
            label: "← →", R.string.markdownDemo.bindingPage()
        ) { key in
            movePage(by: key == .left || key == .character("[") ? -1 : 1)
            return true
        }
        // The table of contents takes the arrows while it shows.
        let picker = KeyBinding("p", id: "pages.pick", R.string.markdownDemo.bindingPages()) {
            viewModel.togglePicker()
        }
        return reader.isShowingContents
            ? markdown.bindings + [.inherited(.escape)] : [pages, picker] + markdown.bindings + [.inherited(.escape)]
    }

    func render(in area: Rect, frame: Frame) {
        let (picker, note, body, hints) = area.rows(.length(1), .length(1), .fill, .length(1))
        drawPicker(in: picker.inset(by: EdgeInsets(horizontal: 1)), frame: frame)
        if let announcement = viewModel.announcement {
            frame.render(
                Label(announcement, style: frame.context.style(R.color.text.secondary)),
                in: note.inset(by: EdgeInsets(horizontal: 2)))
        }
        if viewModel.isPickingPage {
            drawPageList(in: body.inset(by: EdgeInsets(left: 1)), frame: frame)
        } else {
            frame.render(markdown, in: body.inset(by: EdgeInsets(left: 1)))
        }
        frame.render(KeyHintsView(), in: hints)
    }

    /// `‹ title ›`, the arrows clickable.
    private func drawPicker(in area: Rect, frame: Frame) {
        let context = frame.context
        let arrow = context.style(R.color.text.accent, text: TextStyle([.bold]))
        let back = context.unicode ? "‹" : "<"
        let forward = context.unicode ? "›" : ">"
        frame.canvas.write(back, at: area.origin, style: arrow)
        let title = viewModel.pageTitle
        let width = frame.canvas.write(
            title, at: Point(x: area.x + 2, y: area.y),
            style: context.style(R.color.text.primary, text: TextStyle([.bold])),
            clip: area.inset(by: EdgeInsets(left: 2, right: 2)))
        let end = Point(x: min(area.x + 3 + width, area.maxX - 1), y: area.y)
        frame.canvas.write(forward, at: end, style: arrow)
        frame.onTap(Rect(x: area.x, y: area.y, width: 1, height: 1)) { movePage(by: -1) }
        frame.onTap(Rect(x: end.x, y: end.y, width: 1, height: 1)) { movePage(by: 1) }
    }

    /// Every page, the one under the cursor marked `›` on the selected background; a click
    /// opens one.
    private func drawPageList(in area: Rect, frame: Frame) {
        let context = frame.context
        let pages = viewModel.pages
        let selected = viewModel.pickerSelection
        let first = min(max(0, selected - area.height / 2), max(0, pages.count - area.height))
        for index in first..<min(pages.count, first + area.height) {
            let row = area.row(index - first)
            let isSelected = index == selected
            if isSelected {
                frame.canvas.apply(context.style(background: R.color.background.selected), to: row)
                frame.canvas.write(
                    context.unicode ? "›" : ">", at: row.origin,
                    style: context.style(R.color.text.accent, text: TextStyle([.bold])))
                frame.canvas.focus = Point(x: row.x + 2, y: row.y)
            }
            frame.canvas.write(
                pages[index].name + ".md", at: Point(x: row.x + 2, y: row.y),
                style: context.style(R.color.text.primary, text: TextStyle(isSelected ? [.bold] : [])), clip: row)
            frame.onTap(row) { pick(index) }
        }
        frame.onWheel(area) { up in viewModel.movePickerSelection(by: up ? -1 : 1) }
    }

    private func pick(_ index: Int?) {
        viewModel.pick(index)
        showPage()
    }

    private func movePage(by count: Int) {
        viewModel.movePage(by: count)
        showPage()
    }

    /// The selected page in the reader, from its top; links go to the view model, and one
    /// to a heading (`table.md#keys`) jumps there once its page shows.
    func showPage() {
        reader.show(MarkdownDocument(parsing: viewModel.page?.text ?? ""))
        reader.onOpenLink = { [viewModel, weak reader] url in
            let shown = viewModel.selectedPage
            guard case .page(let anchor) = viewModel.open(link: url), let reader else { return }
            if viewModel.selectedPage != shown {
                reader.show(MarkdownDocument(parsing: viewModel.page?.text ?? ""))
            }
            if let anchor, !reader.jump(toAnchor: anchor) {
                viewModel.noteMissingAnchor(anchor)
            }
        }
    }

    /// The reader's words from the demo's strings.
    private static var strings: MarkdownStrings {
        MarkdownStrings(
            scroll: R.string.markdownDemo.bindingScroll(),
            nextLink: R.string.markdownDemo.bindingNextLink(),
            open: R.string.markdownDemo.bindingOpen(),
            contents: R.string.markdownDemo.bindingContents(),
            jump: R.string.markdownDemo.bindingJump(),
            close: R.string.markdownDemo.bindingClose(),
            contentsTitle: R.string.markdownDemo.contentsTitle(),
            noHeadings: R.string.markdownDemo.noHeadings(),
            empty: R.string.markdownDemo.empty(),
            top: R.string.markdownDemo.top(),
            all: R.string.markdownDemo.all(),
            percent: { R.string.markdownDemo.percent($0) },
            notUTF8: R.string.markdownDemo.notUtf8(),
            truncated: { R.string.markdownDemo.truncated(MarkdownStrings.size($0), MarkdownStrings.size($1)) },
            nulBytes: { R.string.markdownDemo.nulBytes($0) },
            paragraphsSplit: { R.string.markdownDemo.paragraphsSplit($0) },
            opened: { R.string.markdownDemo.opened($0) })
    }
}
