import TUIKit

extension MarkdownView {
    /// The keys a reader takes, declared once: scrolling (↑↓ j k, PgUp PgDn Space, Home End
    /// g G), Tab and Shift-Tab between headings and links, Enter to open a link, `t` for the
    /// table of contents; while it shows, ↑↓ choose a heading, Enter jumps, `t` or Esc close.
    public var bindings: [KeyBinding] {
        if reader.isShowingContents {
            return [
                KeyBinding(
                    keys: Self.contentsKeys,
                    slots: KeyBinding.scrollSlots("markdown.contents", keys: Self.contentsKeys),
                    label: "↑↓", strings.scroll
                ) { key in
                    let reader = reader
                    switch key {
                    case .up, .character("k"): reader.moveContentsSelection(by: -1)
                    case .down, .character("j"): reader.moveContentsSelection(by: 1)
                    case .pageUp: reader.moveContentsSelection(by: -max(1, reader.viewportHeight - 2))
                    case .pageDown: reader.moveContentsSelection(by: max(1, reader.viewportHeight - 2))
                    case .home: reader.moveContentsSelection(to: 0)
                    default: reader.moveContentsSelection(to: Int.max)
                    }
                    return true
                },
                KeyBinding(.enter, id: "markdown.jump", strings.jump) { reader.jumpToSelectedHeading() },
                KeyBinding(keys: [.character("t"), .escape], id: "markdown.close-contents", label: "t", strings.close) {
                    _ in
                    reader.closeContents()
                    return true
                },
            ]
        }
        return [
            KeyBinding(
                keys: Self.scrollKeys, slots: KeyBinding.scrollSlots("scroll", keys: Self.scrollKeys), label: "↑↓",
                strings.scroll
            ) { key in
                let reader = reader
                switch key {
                case .up, .character("k"): reader.scroll(by: -1)
                case .down, .character("j"): reader.scroll(by: 1)
                case .pageUp: reader.scrollPage(by: -1)
                case .pageDown, .space: reader.scrollPage(by: 1)
                case .home, .character("g"): reader.scrollToTop()
                default: reader.scrollToEnd()
                }
                return true
            },
            KeyBinding(
                keys: [.tab, .backTab],
                slots: [
                    KeyBinding.Slot("markdown.next-link", [.tab]),
                    KeyBinding.Slot("markdown.previous-link", [.backTab]),
                ],
                label: "Tab", strings.nextLink
            ) { key in
                key == .tab ? reader.focusNext() : reader.focusPrevious()
            },
            KeyBinding(keys: [.enter], id: "markdown.open-link", strings.open, isShown: reader.focusedLink != nil) {
                _ in reader.openFocused()
            },
            KeyBinding("t", id: "markdown.contents", strings.contents) { reader.toggleContents() },
        ]
    }

    static let contentsKeys: [KeyEvent] = [
        .up, .down, .character("k"), .character("j"), .home, .end, .pageUp, .pageDown,
    ]

    static let scrollKeys: [KeyEvent] = [
        .up, .down, .character("k"), .character("j"), .pageUp, .pageDown, .space, .home, .end, .character("g"),
        .character("G"),
    ]
}
