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

    func render(in area: Rect, frame: Frame) {
        frame.canvas.apply(Style(attributes: .dim), to: area)
        frame.blockTaps(in: area)
        frame.announce(
            ["\(frame.context.strings.screenReader.alert): \(title)", message].filter { !$0.isEmpty }.joined(
                separator: ". "))
        let geometry = AlertLayout(title: title, message: message, buttons: specs, in: area)
        state.layout = geometry
        state.messageOffset = min(max(0, state.messageOffset), geometry.maximumMessageOffset)

        let colors = frame.context.colors
        frame.canvas.fill(
            geometry.frame,
            with: Cell(" ", style: frame.context.style(colors.textPrimary, background: colors.backgroundSecondary)))
        drawBorder(around: geometry.frame, in: frame)
        for (row, line) in geometry.titleLines.enumerated() {
            Label(line, style: frame.context.style(colors.textPrimary, text: TextStyle([.bold])), alignment: .center)
                .render(in: geometry.titleArea.row(row), frame: frame)
        }
        drawMessage(geometry, frame: frame)
        for slot in geometry.buttons {
            drawButton(slot, frame: frame)
            frame.onTap(slot.frame) { press(slot.index) }
        }
    }

    private func drawBorder(around box: Rect, in frame: Frame) {
        guard box.width >= 2, box.height >= 2 else { return }
        let glyphs = frame.context.unicode ? Array("╭╮╰╯─│") : Array("++++-|")
        let style = frame.context.style(frame.context.colors.textSecondary)
        let horizontal = String(repeating: glyphs[4], count: box.width - 2)
        frame.canvas.write(String(glyphs[0]) + horizontal + String(glyphs[1]), at: box.origin, style: style)
        let bottom = Point(x: box.x, y: box.maxY - 1)
        frame.canvas.write(String(glyphs[2]) + horizontal + String(glyphs[3]), at: bottom, style: style)
        for y in (box.y + 1)..<(box.maxY - 1) {
            frame.canvas.write(String(glyphs[5]), at: Point(x: box.x, y: y), style: style)
            frame.canvas.write(String(glyphs[5]), at: Point(x: box.maxX - 1, y: y), style: style)
        }
    }

    private func drawMessage(_ geometry: AlertLayout, frame: Frame) {
        let area = geometry.messageArea
        let style = frame.context.style(frame.context.colors.textPrimary)
        for row in 0..<area.height {
            let index = state.messageOffset + row
            guard index < geometry.messageLines.count else { break }
            Label(
                geometry.messageLines[index], style: style, alignment: geometry.isMessageCentered ? .center : .leading
            )
            .render(in: area.row(row), frame: frame)
        }
        guard geometry.isMessageScrollable else { return }
        // The marks sit in the padding beside the text, where they never cover a word.
        let x = geometry.frame.maxX - 2
        let markStyle = frame.context.style(frame.context.colors.accent)
        if state.messageOffset > 0 {
            frame.canvas.write(frame.context.unicode ? "▲" : "^", at: Point(x: x, y: area.y), style: markStyle)
        }
        if state.messageOffset < geometry.maximumMessageOffset {
            frame.canvas.write(frame.context.unicode ? "▼" : "v", at: Point(x: x, y: area.maxY - 1), style: markStyle)
        }
    }

    private func drawButton(_ slot: AlertLayout.Slot, frame: Frame) {
        let spec = specs[slot.index]
        let isFocused = slot.index == focusedIndex
        let colors = frame.context.colors
        var attributes: TextAttributes = spec.role == .cancel ? [.bold] : []
        // Reverse rather than a fill color: the focus still shows when colors are off.
        if isFocused { attributes.formUnion([.reverse, .bold]) }
        let style = Style(
            foreground: frame.context.color(spec.role == .destructive ? colors.error : colors.accent),
            background: frame.context.color(colors.backgroundSecondary),
            attributes: attributes
        )
        let label = AlertLayout.label(
            of: spec, width: slot.frame.width, isFocused: isFocused, unicode: frame.context.unicode)
        frame.canvas.write(label, at: slot.frame.origin, style: style, clip: slot.frame)
    }

    // MARK: Keys and actions

    /// The keymap's scope of `alert.*`.
    var keyScope: KeyScope { KeyScope(name: "Alert") }

    /// Hidden: the alert shows its buttons, and the focused one is the Enter key's.
    var bindings: [KeyBinding] {
        let isStacked = state.layout?.isStacked ?? false
        return [
            KeyBinding(
                keys: [KeyEvent(.tab, modifiers: .shift)] + [.backTab, .left, .character("h")].withShift,
                id: "alert.previous", "", isShown: false
            ) { _ in
                moveFocus(by: -1)
                return true
            },
            KeyBinding(keys: [.tab, .right, .character("l")].withShift, id: "alert.next", "", isShown: false) { _ in
                moveFocus(by: 1)
                return true
            },
            KeyBinding(keys: [.up, .character("k")].withShift, id: "alert.up", "", isShown: false) { _ in
                isStacked ? moveFocus(by: -1) : scrollMessage(by: -1)
                return true
            },
            KeyBinding(keys: [.down, .character("j")].withShift, id: "alert.down", "", isShown: false) { _ in
                isStacked ? moveFocus(by: 1) : scrollMessage(by: 1)
                return true
            },
            KeyBinding(keys: [.pageUp].withShift, id: "alert.page-up", "", isShown: false) { _ in
                scrollMessage(by: -messagePage)
                return true
            },
            KeyBinding(keys: [.pageDown].withShift, id: "alert.page-down", "", isShown: false) { _ in
                scrollMessage(by: messagePage)
                return true
            },
            KeyBinding(keys: [.home].withShift, id: "alert.top", "", isShown: false) { _ in
                scrollMessage(by: -state.messageOffset)
                return true
            },
            KeyBinding(keys: [.end].withShift, id: "alert.bottom", "", isShown: false) { _ in
                scrollMessage(by: state.layout?.maximumMessageOffset ?? 0)
                return true
            },
            KeyBinding(keys: [.enter, .space].withShift, id: "alert.press", "", isShown: false) { _ in
                press(focusedIndex)
                return true
            },
            KeyBinding(keys: [.escape].withShift, id: "alert.cancel", "", isShown: false) { _ in
                cancel()
                return true
            },
        ]
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
