import TUICore

/// A presented alert: a modal box over a dimmed window with a title, a message and
/// buttons. Focus moves with ← → (h l), Tab and Shift-Tab (and ↑ ↓ in a stack); Enter or
/// Space presses the focused button, Esc the cancel one (or just closes), a click any.
/// Clicks outside the box do nothing.
struct AlertOverlay: Overlay {
    let title: String
    let message: String
    let buttons: [AlertButton]
    let isPresented: Binding<Bool>
    let state: AlertState

    var level: OverlayLevel { .alert }
    var isModal: Bool { true }

    private var specs: [AlertLayout.ButtonSpec] {
        buttons.map { AlertLayout.ButtonSpec(title: $0.title, role: $0.role) }
    }

    private var focusedIndex: Int {
        min(state.focusedIndex ?? AlertLayout.initialFocus(of: specs), max(0, buttons.count - 1))
    }

    // MARK: Drawing

    func render(layout: OverlayLayout, on canvas: inout Canvas, context: RenderContext) {
        canvas.apply(Style(attributes: .dim), to: layout.bounds)
        context.blockTaps(in: layout.bounds)
        let geometry = AlertLayout(title: title, message: message, buttons: specs, in: layout.bounds)
        state.layout = geometry
        state.messageOffset = min(max(0, state.messageOffset), geometry.maximumMessageOffset)

        let colors = context.colors
        canvas.fill(
            geometry.frame,
            with: Cell(" ", style: context.style(colors.textPrimary, background: colors.backgroundSecondary)))
        drawBorder(around: geometry.frame, on: &canvas, context: context)
        for (row, line) in geometry.titleLines.enumerated() {
            Label(line, style: context.style(colors.textPrimary, text: TextStyle([.bold])), alignment: .center)
                .render(in: geometry.titleArea.row(row), on: &canvas, context: context)
        }
        drawMessage(geometry, on: &canvas, context: context)
        for slot in geometry.buttons {
            drawButton(slot, on: &canvas, context: context)
            context.onTap(slot.frame) { press(slot.index) }
        }
    }

    private func drawBorder(around frame: Rect, on canvas: inout Canvas, context: RenderContext) {
        guard frame.width >= 2, frame.height >= 2 else { return }
        let glyphs = context.unicode ? Array("╭╮╰╯─│") : Array("++++-|")
        let style = context.style(context.colors.textSecondary)
        let horizontal = String(repeating: glyphs[4], count: frame.width - 2)
        canvas.write(String(glyphs[0]) + horizontal + String(glyphs[1]), at: frame.origin, style: style)
        let bottom = Point(x: frame.x, y: frame.maxY - 1)
        canvas.write(String(glyphs[2]) + horizontal + String(glyphs[3]), at: bottom, style: style)
        for y in (frame.y + 1)..<(frame.maxY - 1) {
            canvas.write(String(glyphs[5]), at: Point(x: frame.x, y: y), style: style)
            canvas.write(String(glyphs[5]), at: Point(x: frame.maxX - 1, y: y), style: style)
        }
    }

    private func drawMessage(_ geometry: AlertLayout, on canvas: inout Canvas, context: RenderContext) {
        let area = geometry.messageArea
        let style = context.style(context.colors.textPrimary)
        for row in 0..<area.height {
            let index = state.messageOffset + row
            guard index < geometry.messageLines.count else { break }
            Label(
                geometry.messageLines[index], style: style, alignment: geometry.isMessageCentered ? .center : .leading
            )
            .render(in: area.row(row), on: &canvas, context: context)
        }
        guard geometry.isMessageScrollable else { return }
        // The marks sit in the padding beside the text, where they never cover a word.
        let x = geometry.frame.maxX - 2
        let markStyle = context.style(context.colors.accent)
        if state.messageOffset > 0 {
            canvas.write(context.unicode ? "▲" : "^", at: Point(x: x, y: area.y), style: markStyle)
        }
        if state.messageOffset < geometry.maximumMessageOffset {
            canvas.write(context.unicode ? "▼" : "v", at: Point(x: x, y: area.maxY - 1), style: markStyle)
        }
    }

    private func drawButton(_ slot: AlertLayout.Slot, on canvas: inout Canvas, context: RenderContext) {
        let spec = specs[slot.index]
        let isFocused = slot.index == focusedIndex
        let colors = context.colors
        var attributes: TextAttributes = spec.role == .cancel ? [.bold] : []
        // Reverse rather than a fill color: the focus still shows when colors are off.
        if isFocused { attributes.formUnion([.reverse, .bold]) }
        let style = Style(
            foreground: context.color(spec.role == .destructive ? colors.error : colors.accent),
            background: context.color(colors.backgroundSecondary),
            attributes: attributes
        )
        let label = AlertLayout.label(
            of: spec, width: slot.frame.width, isFocused: isFocused, unicode: context.unicode)
        canvas.write(label, at: slot.frame.origin, style: style, clip: slot.frame)
    }

    // MARK: Keys and actions

    func handle(_ key: KeyEvent) -> Bool {
        guard key.modifiers.isEmpty || key.modifiers == .shift else { return false }
        let isStacked = state.layout?.isStacked ?? false
        switch key.key {
        case .tab where key.modifiers == .shift: moveFocus(by: -1)
        case .backTab, .left, .character("h"): moveFocus(by: -1)
        case .tab, .right, .character("l"): moveFocus(by: 1)
        case .up, .character("k"): isStacked ? moveFocus(by: -1) : scrollMessage(by: -1)
        case .down, .character("j"): isStacked ? moveFocus(by: 1) : scrollMessage(by: 1)
        case .pageUp: scrollMessage(by: -messagePage)
        case .pageDown: scrollMessage(by: messagePage)
        case .home: scrollMessage(by: -state.messageOffset)
        case .end: scrollMessage(by: state.layout?.maximumMessageOffset ?? 0)
        case .enter, .character(" "): press(focusedIndex)
        case .escape: cancel()
        default: return false
        }
        return true
    }

    /// Moves focus to the next button in the order shown, wrapping at either end.
    private func moveFocus(by step: Int) {
        guard !buttons.isEmpty else { return }
        let order = AlertLayout.order(of: specs, isStacked: state.layout?.isStacked ?? false)
        let position = order.firstIndex(of: focusedIndex) ?? 0
        state.focusedIndex = order[((position + step) % order.count + order.count) % order.count]
    }

    private var messagePage: Int { max(1, (state.layout?.messageArea.height ?? 1) - 1) }

    private func scrollMessage(by rows: Int) {
        let maximum = state.layout?.maximumMessageOffset ?? 0
        state.messageOffset = min(max(0, state.messageOffset + rows), maximum)
    }

    /// Closes the alert, then runs the button's action: the binding is already false, so
    /// an action that shows the next alert (or a sheet) needs no delay.
    private func press(_ index: Int) {
        guard buttons.indices.contains(index) else { return }
        close()
        buttons[index].action()
    }

    /// Esc: presses the cancel button if there is one, else just closes.
    private func cancel() {
        if let index = buttons.firstIndex(where: { $0.role == .cancel }) {
            press(index)
        } else {
            close()
        }
    }

    private func close() {
        state.reset()
        isPresented.wrappedValue = false
    }
}
