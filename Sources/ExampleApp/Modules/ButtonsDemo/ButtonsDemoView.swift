import TUIKit

struct ButtonsDemoView: View {
    let viewModel: ButtonsDemoViewModel
    /// The pressed looks: drawing state, kept by the view (made once, by the factory).
    let feedbacks = [PressFeedback(), PressFeedback(), PressFeedback()]
    let configuredFeedbacks = (0..<ButtonsDemoViewModel.configuredCount).map { _ in PressFeedback() }
    /// The card's pressed look, held while the mouse button is.
    let cardFeedback = PressFeedback()

    var bindings: [KeyBinding] {
        viewModel.page == .states ? statesBindings : configuredBindings
    }

    private var statesBindings: [KeyBinding] {
        [
            KeyBinding(
                keys: [.left, .right], slots: [.init("buttons.previous", [.left]), .init("buttons.next", [.right])],
                label: "←→",
                R.string.components.bindingButtonsFocus()
            ) { key in
                viewModel.moveFocus(by: key == .left ? -1 : 1)
                return true
            },
            KeyBinding([.enter, .space], id: "buttons.press", R.string.components.bindingButtonsPress()) {
                if let pressed = viewModel.pressFocused() { feedbacks[pressed].press() }
            },
            KeyBinding("d", id: "buttons.disable", R.string.components.bindingButtonsDisable()) {
                viewModel.toggleFocusedEnabled()
            },
            KeyBinding("c", id: "buttons.page", R.string.components.bindingButtonsPage()) { viewModel.togglePage() },
            .inherited(.escape),
        ]
    }

    private var configuredBindings: [KeyBinding] {
        [
            KeyBinding(
                keys: [.left, .right], slots: [.init("buttons.previous", [.left]), .init("buttons.next", [.right])],
                label: "←→",
                R.string.components.bindingButtonsFocus()
            ) { key in
                viewModel.moveConfiguredFocus(by: key == .left ? -1 : 1)
                return true
            },
            KeyBinding([.enter, .space], id: "buttons.press", R.string.components.bindingButtonsPress()) {
                configuredFeedbacks[viewModel.pressConfiguredFocused()].press()
            },
            KeyBinding("d", id: "buttons.disable", R.string.components.bindingButtonsCard()) {
                viewModel.toggleCardEnabled()
            },
            KeyBinding("c", id: "buttons.page", R.string.components.bindingButtonsStatesPage()) {
                viewModel.togglePage()
            },
            // Esc while the card is held cancels the press; otherwise it passes on and goes back.
            KeyBinding(keys: [.escape], id: "buttons.cancel-press", label: "Esc", R.string.common.bindingBack()) { _ in
                cardFeedback.cancelTouch()
            },
            .inherited(.escape),
        ]
    }

    func render(in area: Rect, frame: Frame) {
        let (_, body, hintArea) = area.rows(.length(1), .fill, .length(1))
        let (_, content, _) = body.columns(.length(2), .fill, .length(2))
        guard viewModel.page == .states else {
            let configured = ButtonsConfiguredView(
                viewModel: viewModel, feedbacks: configuredFeedbacks, cardFeedback: cardFeedback)
            frame.render(configured, in: content)
            frame.render(KeyHintsView(), in: hintArea)
            return
        }
        let (gallery, tryThem) = content.rows(.length(7), .fill, spacing: 2)
        let galleryRows = Layout.vertical(.length(1), .length(1), .length(1), .length(1)).spacing(1).split(gallery)
        let tryRows = Layout.vertical(.length(1), .length(1), .length(1)).spacing(1).split(tryThem)

        frame.render(header(R.string.components.buttonsStatesHeader()), in: galleryRows[0])
        let columnWidth =
            (viewModel.items.map { $0.style.text($0.title, state: .normal, unicode: frame.context.unicode).cellWidth }
                .max()
                ?? 0) + 2
        for (item, row) in zip(viewModel.items, galleryRows.dropFirst()) {
            drawStates(of: item, columnWidth: columnWidth, in: row, frame: frame)
        }

        frame.render(header(R.string.components.buttonsTryHeader()), in: tryRows[0])
        let buttons = viewModel.items.enumerated().map { index, item in
            Button(
                item.title,
                isEnabled: viewModel.isEnabled(index),
                isFocused: index == viewModel.focusedIndex,
                feedback: feedbacks[index]
            ) { [viewModel] in viewModel.onButtonTapped(index) }
        }
        let widths = zip(buttons, viewModel.items).map { $0.width(in: $1.style, unicode: frame.context.unicode) }
        let slots = Layout.horizontal(widths.map { .length($0) }).spacing(2).split(tryRows[1])
        for ((button, item), slot) in zip(zip(buttons, viewModel.items), slots) {
            frame.render(button.buttonStyle(item.style), in: slot)
        }
        frame.render(Label(viewModel.status, style: frame.context.style(R.color.text.secondary)), in: tryRows[2])
        frame.render(KeyHintsView(), in: hintArea)
    }

    private func header(_ title: String) -> some View {
        Text(title, color: R.color.text.accent).font(R.font.heading.secondary)
    }

    /// One button drawn in each state, left to right, in columns as a gallery.
    private func drawStates(
        of item: ButtonsDemoViewModel.Item, columnWidth: Int, in area: Rect, frame: Frame
    ) {
        let states = ButtonStyle.State.allCases
        let columns = Layout.horizontal(Array(repeating: .length(columnWidth), count: states.count)).split(area)
        for (state, column) in zip(states, columns) {
            let text = item.style.text(item.title, state: state, unicode: frame.context.unicode)
            frame.render(Label(text, style: item.style.style(for: state, frame: frame)), in: column)
        }
    }
}

extension ButtonsDemoViewModel.Item {
    /// The button style a kind of button is drawn in.
    fileprivate var style: ButtonStyle {
        switch kind {
        case .primary: .primary
        case .secondary: .secondary
        case .destructive: .destructive
        }
    }
}
