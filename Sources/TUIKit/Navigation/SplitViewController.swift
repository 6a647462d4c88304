import TUICore

/// Two columns side by side, each a navigation stack of its own: a primary one (usually a
/// list) and a secondary one (the detail), with a divider between them that a drag or
/// Ctrl-←/→ moves. The twin of `UISplitViewController`, and of the template's navigation
/// processor for split screens: a coordinator calls `showDetail(controller:)` and never
/// asks whether the split is expanded or collapsed.
///
/// Below the wide size class it collapses into one stack: the details shown in the
/// secondary column go on top of the primary's screens (Back returns to the list), and
/// when the terminal is wide again the same screens, with their state, go back to the
/// secondary column (`SplitStacks`). Collapsed, it draws and behaves exactly as its
/// primary stack alone.
///
/// Expanded, keys go to the focused column; F6 and Shift-F6 move the focus (Tab is the tab
/// bar's, and a form's), and so does a click in the other column. The other column is
/// drawn dimmed, the divider's top cell points at the focused one, and the terminal's
/// cursor stays in the focused one.
@MainActor
open class SplitViewController: ScreenController {
    /// A column of the expanded split (`UISplitViewController.Column`).
    public enum Column: Sendable {
        case primary
        case secondary
    }

    /// The primary column's stack; collapsed, the one stack.
    public let primary: NavigationController
    /// The secondary column's stack; its root is shown while no detail is.
    public let secondary: NavigationController
    /// The column widths and the divider's place.
    public var columns: SplitColumns {
        didSet { setNeedsDisplay() }
    }
    public private(set) var focusedColumn: Column = .primary
    /// Whether the split shows one stack now (the terminal is not wide).
    public private(set) var isCollapsed = true
    /// Collapsed: where the details start in the one stack.
    private var detailStart: Int?
    /// The width the split was last drawn in, which the divider's keys move within.
    private var lastWidth = 0

    /// Columns move by this many cells a key press.
    public static let dividerStep = 2

    /// The focus and divider keys.
    static let focusKeys = [KeyEvent(.function(6)), KeyEvent(.function(6), modifiers: .shift)]
    static let dividerKeys = [KeyEvent(.left, modifiers: .control), KeyEvent(.right, modifiers: .control)]

    /// Places for the split's keys in a column's hint line, for a root screen that names the
    /// keys it inherits (`KeyBinding.inherited`): a hint line as narrow as its column shows
    /// them before the tab bar's. Nothing shows where there is no expanded split.
    public static var inheritedHints: [KeyBinding] {
        [.inherited(focusKeys[0]), .inherited(dividerKeys[0])]
    }

    public init(primary: ScreenController, secondary: ScreenController, columns: SplitColumns = SplitColumns()) {
        self.primary = NavigationController(rootViewController: primary)
        self.secondary = NavigationController(rootViewController: secondary)
        self.columns = columns
        super.init()
        self.primary.parent = self
        self.secondary.parent = self
    }

    /// The stack of `column` (`UISplitViewController.viewController(for:)`).
    public func stack(for column: Column) -> NavigationController {
        column == .primary ? primary : secondary
    }

    open override var visibleChildren: [ScreenController] {
        if isCollapsed { return [primary] }
        // The focused column last: its chain takes the keys and its top is the top screen.
        return focusedColumn == .primary ? [secondary, primary] : [primary, secondary]
    }

    open override var childControllers: [ScreenController] { [primary, secondary] }

    open override var isTabBarHidden: Bool {
        get { topVisibleController.isTabBarHidden }
        set { topVisibleController.isTabBarHidden = newValue }
    }

    // MARK: Showing a detail

    /// Shows `controller` as the detail: expanded, the secondary column's stack becomes
    /// its root and `controller`, and takes the focus; collapsed, `controller` is pushed on
    /// the one stack (replacing a detail shown there). The twin of
    /// `showDetailViewController(_:sender:)`.
    public override func showDetail(
        controller: ScreenController, isAnimated: Bool, completion: (@MainActor () -> Void)?
    ) {
        if isCollapsed {
            let start = SplitStacks.detailStart(in: primary.viewControllers.count, was: detailStart)
            detailStart = start
            if primary.viewControllers.count > start {
                primary.setViewControllers(Array(primary.viewControllers[..<start]) + [controller])
                completion?()
            } else {
                primary.push(controller: controller, isAnimated: isAnimated, completion: completion)
            }
            return
        }
        secondary.setViewControllers([secondary.viewControllers[0], controller])
        focus(.secondary)
        completion?()
    }

    /// Pops the secondary column to its root and the primary to the nearest screen of
    /// `type`, and gives the primary the focus: a detail's `pop(to:)` that names a screen of
    /// the list's column.
    func popToPrimary(_ type: ScreenController.Type, isAnimated: Bool, completion: (@MainActor () -> Void)?) {
        secondary.popToRoot(isAnimated: false)
        focus(.primary)
        primary.pop(to: type, isAnimated: isAnimated, completion: completion)
    }

    /// Moves the keys to `column` (expanded only).
    public func focus(_ column: Column) {
        guard !isCollapsed, column != focusedColumn else { return }
        focusedColumn = column
        setNeedsDisplay()
    }

    // MARK: Collapse and expand

    open override func sizeClassDidChange(_ sizeClass: SizeClass) {
        setCollapsed(!sizeClass.isWide)
    }

    open override func viewWillAppear() {
        setCollapsed(!sizeClass.isWide)
    }

    /// Merges the stacks into one, or parts them again, keeping every screen.
    private func setCollapsed(_ collapsed: Bool) {
        guard collapsed != isCollapsed else { return }
        isCollapsed = collapsed
        if collapsed {
            let merged = SplitStacks.collapse(primary: primary.viewControllers, secondary: secondary.viewControllers)
            if isVisible {
                secondary.beginDisappearance()
                secondary.endDisappearance()
            }
            secondary.setViewControllers(merged.secondary)
            primary.setViewControllers(merged.stack)
            detailStart = merged.detailStart
            focusedColumn = .primary
        } else {
            let parted = SplitStacks.expand(
                stack: primary.viewControllers, detailStart: detailStart, secondaryRoot: secondary.viewControllers[0])
            primary.setViewControllers(parted.primary)
            secondary.setViewControllers(parted.secondary)
            if isVisible {
                secondary.beginAppearance()
                secondary.endAppearance()
            }
            detailStart = nil
            focusedColumn = parted.secondary.count > 1 ? .secondary : .primary
        }
        setNeedsDisplay()
    }

    // MARK: Drawing

    open override func render(in area: Rect, frame: Frame) {
        setCollapsed(!frame.context.sizeClass.isWide)
        guard !isCollapsed else {
            primary.render(in: area, frame: frame)
            return
        }
        lastWidth = area.width
        let (primaryArea, dividerArea, secondaryArea) = area.columns(
            .length(columns.primaryWidth(in: area.width)), .length(SplitColumns.dividerWidth), .fill)
        let (focusedArea, otherArea) =
            focusedColumn == .primary ? (primaryArea, secondaryArea) : (secondaryArea, primaryArea)
        let other: Column = focusedColumn == .primary ? .secondary : .primary
        // The focused column first: the chain its hint line makes, once its screens have
        // drawn, is the one the other column's hint line is made from.
        stack(for: focusedColumn).render(in: focusedArea, frame: frame)
        // A column that marks no focus of its own (a preview) still holds the cursor.
        if !(frame.canvas.focus.map(focusedArea.contains) ?? false) { frame.canvas.focus = focusedArea.origin }
        renderUnfocused(stack(for: other), in: otherArea, frame: frame)
        // A click in the other column moves the focus there first.
        frame.onTap(otherArea) { [weak self] in self?.focus(other) }
        renderDivider(in: dividerArea, splitArea: area, frame: frame)
    }

    /// Draws the column without the keys: dimmed, its hint line naming what its keys would
    /// be once focused (its chain, then the chain in force after the focused column's), and
    /// leaving the cursor and focus where they were.
    private func renderUnfocused(_ stack: NavigationController, in area: Rect, frame: Frame) {
        let (cursor, focus) = (frame.canvas.cursor, frame.canvas.focus)
        let focused = self.stack(for: focusedColumn)
        frame.withKeyBindings(
            { [unowned stack, unowned focused] around in
                let chain = around()
                guard !chain.isEmpty else { return stack.keyBindings }
                return stack.keyBindings + chain.dropFirst(focused.keyBindings.count)
            },
            draw: { stack.render(in: area, frame: frame) })
        frame.canvas.apply(Style(attributes: .dim), to: area)
        frame.canvas.cursor = cursor
        frame.canvas.focus = focus
    }

    /// The divider: a line the mouse drags, its top cell pointing at the focused column.
    private func renderDivider(in area: Rect, splitArea: Rect, frame: Frame) {
        let context = frame.context
        let style = context.style(context.colors.border)
        let line = context.unicode ? "│" : "|"
        for y in area.minY..<area.maxY {
            frame.canvas.write(line, at: Point(x: area.x, y: y), style: style)
        }
        let pointer = focusedColumn == .primary ? (context.unicode ? "◂" : "<") : (context.unicode ? "▸" : ">")
        frame.canvas.write(
            pointer, at: area.origin, style: context.style(context.colors.accent, text: TextStyle([.bold])))
        frame.onDrag(area) { [weak self] _, point in
            self?.columns.moveDivider(to: point.x - splitArea.x, in: splitArea.width)
        }
    }

    // MARK: Keys

    /// Expanded: F6 and Shift-F6 move the focus, Ctrl-←/→ the divider; Esc or Backspace in
    /// the secondary column at its root goes back to the primary (hidden: the stack's own
    /// Esc pops first). Collapsed: none, the stack's own keys apply.
    open override var bindings: [KeyBinding] {
        guard !isCollapsed else { return [] }
        let hints = window?.hintStrings ?? KeyHintStrings()
        var bindings = [
            KeyBinding(Self.focusKeys, id: "split.focus", hints.panes) {
                [weak self] in
                guard let self else { return }
                focus(focusedColumn == .primary ? .secondary : .primary)
            },
            KeyBinding(
                keys: Self.dividerKeys,
                slots: [
                    KeyBinding.Slot("split.divider-left", [Self.dividerKeys[0]]),
                    KeyBinding.Slot("split.divider-right", [Self.dividerKeys[1]]),
                ],
                label: "Ctrl-←/→",
                hints.divider
            ) { [weak self] key in
                guard let self else { return false }
                let step = key.key == .left ? -Self.dividerStep : Self.dividerStep
                columns.moveDivider(by: step, in: lastWidth)
                return true
            },
        ]
        if focusedColumn == .secondary {
            bindings.append(
                KeyBinding([.escape, .backspace], id: "split.back", hints.back, isShown: false) { [weak self] in
                    self?.focus(.primary)
                })
        }
        return bindings
    }
}
