/// What a `MarkdownView` shows and where it is: the document, its layout for the width last
/// drawn (made once per width), the scroll position, the focused heading or link and the
/// table of contents (a `UITextView` that is not editable, with its scroll view's offset).
/// Keys and the mouse change it through the view's bindings and hit regions; an app calls
/// `show(_:)` for another document and learns of opened links through `onOpenLink`.
@MainActor
public final class MarkdownReader {
    public private(set) var document: MarkdownDocument
    /// Called with a link's URL when the user opens it (Enter on it, or a click).
    public var onOpenLink: (@MainActor (String) -> Void)?
    /// The first line on screen.
    public private(set) var offset = 0
    public private(set) var viewportHeight = 1
    /// The index in `layout.targets` of the heading or link with the focus.
    public private(set) var focusedTarget: Int?
    public private(set) var isShowingContents = false
    /// The heading the table of contents' cursor is on.
    public private(set) var contentsSelection = 0
    /// The last link opened, for the status line.
    public private(set) var openedLink: String?
    private var cache: MarkdownLayout?
    private var width = 80
    private var unicode = true

    /// Lines the wheel scrolls by.
    public static let wheelLines = 3

    public init(_ document: MarkdownDocument = MarkdownDocument(blocks: [])) {
        self.document = document
    }

    /// Shows `document` from its top.
    public func show(_ document: MarkdownDocument) {
        self.document = document
        cache = nil
        offset = 0
        focusedTarget = nil
        isShowingContents = false
        contentsSelection = 0
        openedLink = nil
    }

    /// The document laid out to `width`; kept until the width, the glyphs or the document change.
    public func layout(width: Int, unicode: Bool) -> MarkdownLayout {
        if let cache, cache.width == max(1, width), cache.unicode == unicode { return cache }
        let layout = MarkdownLayout(document, width: width, unicode: unicode)
        cache = layout
        return layout
    }

    /// The layout for the size last drawn.
    public var layout: MarkdownLayout { layout(width: width, unicode: unicode) }

    /// The size the view last drew at; the offset stays within it. A new width keeps the
    /// focused heading or link on screen.
    public func update(width: Int, height: Int, unicode: Bool) {
        let anchor = focusedTarget.flatMap { index in
            layout.targets.indices.contains(index) ? layout.targets[index] : nil
        }
        if width != self.width || unicode != self.unicode {
            self.width = width
            self.unicode = unicode
            focusedTarget = anchor.flatMap { old in layout.targets.firstIndex { $0.kind == old.kind } }
        }
        viewportHeight = max(1, height)
        offset = min(offset, maxOffset)
        if let focusedTarget { reveal(layout.targets[focusedTarget].line) }
    }

    public var lineCount: Int { layout.lines.count }
    public var maxOffset: Int { max(0, lineCount - viewportHeight) }
    /// How far down the end of the screen is, 0-100: 100 when all of it shows.
    public var percent: Int {
        guard lineCount > 0 else { return 100 }
        return min(100, (offset + viewportHeight) * 100 / lineCount)
    }

    // MARK: Scrolling

    public func scroll(by lines: Int) {
        offset = min(max(0, offset + lines), maxOffset)
        dropFocusOffScreen()
    }

    /// By `pages` screens, each less one line so a line of context stays.
    public func scrollPage(by pages: Int) {
        scroll(by: pages * max(1, viewportHeight - 1))
    }

    public func scrollToTop() { scroll(by: -offset) }

    public func scrollToEnd() { scroll(by: maxOffset - offset) }

    /// Moves the screen so `fraction` (0-1) of the document is above it: a click on the
    /// scroll bar.
    public func scroll(toFraction fraction: Double) {
        scroll(by: Int((Double(maxOffset) * min(1, max(0, fraction))).rounded()) - offset)
    }

    private func reveal(_ line: Int) {
        if line < offset {
            offset = line
        } else if line >= offset + viewportHeight {
            offset = line - viewportHeight + 1
        }
        offset = min(max(0, offset), maxOffset)
    }

    private func dropFocusOffScreen() {
        guard let focusedTarget, layout.targets.indices.contains(focusedTarget) else { return }
        let line = layout.targets[focusedTarget].line
        if line < offset || line >= offset + viewportHeight { self.focusedTarget = nil }
    }

    // MARK: Focus

    /// The next heading or link (Tab), from the focused one or the top of the screen;
    /// false at the last, so Tab passes on.
    @discardableResult
    public func focusNext() -> Bool {
        let targets = layout.targets
        let next = focusedTarget.map { $0 + 1 } ?? targets.firstIndex { $0.line >= offset }
        guard let next, next < targets.count else { return false }
        focus(next)
        return true
    }

    /// The heading or link before (Shift-Tab); false at the first.
    @discardableResult
    public func focusPrevious() -> Bool {
        let targets = layout.targets
        let previous = focusedTarget.map { $0 - 1 } ?? targets.lastIndex { $0.line < offset + viewportHeight }
        guard let previous, previous >= 0, previous < targets.count else { return false }
        focus(previous)
        return true
    }

    private func focus(_ index: Int) {
        focusedTarget = index
        reveal(layout.targets[index].line)
    }

    /// The focused link's URL, if a link has the focus.
    public var focusedLink: String? {
        guard let focusedTarget, layout.targets.indices.contains(focusedTarget),
            case .link(let url) = layout.targets[focusedTarget].kind
        else { return nil }
        return url
    }

    /// Opens the focused link; false when the focus is on none (Enter passes on).
    @discardableResult
    public func openFocused() -> Bool {
        guard let url = focusedLink else { return false }
        open(url)
        return true
    }

    /// A link to a heading of this page (`#keys`) jumps to it; any other link (or an
    /// anchor no heading has) goes to `onOpenLink`.
    public func open(_ url: String) {
        if url.hasPrefix("#"), jump(toAnchor: String(url.dropFirst())) {
            openedLink = nil
            return
        }
        openedLink = url
        onOpenLink?(url)
    }

    /// The heading `anchor` names (as a `#anchor` link does) at the top of the screen, with
    /// the focus; false when no heading has that anchor.
    @discardableResult
    public func jump(toAnchor anchor: String) -> Bool {
        guard let index = layout.heading(anchor: anchor) else { return false }
        jump(toHeading: index)
        return true
    }

    // MARK: Table of contents

    public func toggleContents() {
        isShowingContents.toggle()
        guard isShowingContents else { return }
        // The cursor starts on the heading at or above the top of the screen.
        contentsSelection = max(0, (layout.headings.lastIndex { $0.line <= offset }) ?? 0)
    }

    public func closeContents() { isShowingContents = false }

    public func moveContentsSelection(by count: Int) {
        let headings = layout.headings.count
        guard headings > 0 else { return }
        contentsSelection = min(max(0, contentsSelection + count), headings - 1)
    }

    public func moveContentsSelection(to index: Int) {
        contentsSelection = min(max(0, index), max(0, layout.headings.count - 1))
    }

    /// Jumps to the selected heading and closes the table of contents.
    public func jumpToSelectedHeading() {
        jump(toHeading: contentsSelection)
    }

    /// The heading at `index` at the top of the screen, with the focus.
    public func jump(toHeading index: Int) {
        isShowingContents = false
        let layout = layout
        guard layout.headings.indices.contains(index) else { return }
        offset = min(layout.headings[index].line, maxOffset)
        focusedTarget = layout.targets.firstIndex { $0.kind == .heading(index) }
    }
}
