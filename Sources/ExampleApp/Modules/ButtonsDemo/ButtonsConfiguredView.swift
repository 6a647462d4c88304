import TUIKit

/// The Buttons demo's second page: buttons configured one by one (an icon before or after
/// the title, their own colours, an extended hit area) and a `TouchableControl` card that
/// reports touch down, up inside and cancel, with a look per state.
struct ButtonsConfiguredView: View {
    let viewModel: ButtonsDemoViewModel
    /// The buttons' and the card's pressed looks, kept by the demo's view.
    let feedbacks: [PressFeedback]
    let cardFeedback: PressFeedback

    /// The extended hit area of the last button: two columns either side and a row above
    /// and below also take its click.
    static let extendedHitArea = EdgeInsets(horizontal: 2, vertical: 1)

    func render(in area: Rect, frame: Frame) {
        let rows = Layout.vertical(.length(1), .length(1), .length(1), .length(1), .length(3), .length(1))
            .spacing(1)
            .split(area)
        frame.render(header(R.string.components.buttonsConfiguredHeader()), in: rows[0])
        let buttons = buttons
        let widths = buttons.map { $0.button.width(in: $0.style, unicode: frame.context.unicode) }
        // The last button keeps room for its extended hit area, so it takes no other's clicks.
        let slots = Layout.horizontal(widths.map { .length($0) }).spacing(Self.extendedHitArea.left + 2).split(rows[1])
        for (item, slot) in zip(buttons, slots) {
            frame.render(item.button.buttonStyle(item.style), in: slot)
        }
        frame.render(Label(status, style: frame.context.style(R.color.text.secondary)), in: rows[2])
        frame.render(header(R.string.components.buttonsTouchHeader()), in: rows[3])
        renderCard(in: rows[4], frame: frame)
        frame.render(Label(events, style: frame.context.style(R.color.text.secondary)), in: rows[5])
    }

    private func header(_ title: String) -> some View {
        Text(title, color: R.color.text.accent).font(R.font.heading.secondary)
    }

    /// Each configured button with the style it is drawn in.
    private var buttons: [(button: Button, style: ButtonStyle)] {
        let titles = [
            R.string.components.buttonsSave(), R.string.components.buttonsNext(), R.string.components.buttonsRetry(),
            R.string.components.buttonsOk(),
        ]
        let styles: [ButtonStyle] = [.primary, .secondary, .secondary, .primary]
        return titles.indices.map { index in
            var button = Button(
                titles[index], isFocused: index == viewModel.configuredFocus,
                feedback: feedbacks[index]
            ) { [viewModel] in viewModel.onConfiguredTapped(index) }
            switch index {
            case 0: button.icon = R.image.ic16.check
            case 1:
                button.icon = R.image.ic16.chevronRight
                button.iconPlacement = .trailing
            case 2:
                button.icon = R.image.ic16.reload
                button.colors = ButtonColors(
                    normal: .init(title: R.color.text.success),
                    highlighted: .init(title: R.color.text.inverted, background: R.color.text.success))
            default: button.extendedHitArea = Self.extendedHitArea
            }
            return (button, styles[index])
        }
    }

    private var status: String {
        guard let index = viewModel.lastConfigured else { return R.string.components.buttonsHitAreaNote() }
        return R.string.components.buttonsLastPressed(buttons[index].button.title, viewModel.pressCount)
    }

    private func renderCard(in area: Rect, frame: Frame) {
        let card = Rect(x: area.x, y: area.y, width: min(area.width, 34), height: area.height)
        let style = TouchableControlStyle(
            normal: .init(foreground: R.color.text.accent),
            highlighted: .init(background: R.color.background.selected, attributes: .bold),
            disabled: .init(foreground: R.color.text.secondary, attributes: .dim))
        frame.render(
            TouchableControl(
                feedback: cardFeedback, isEnabled: viewModel.isCardEnabled, style: style,
                onTouchDown: { [viewModel] in viewModel.onTouch(.down) },
                onTouchUpInside: { [viewModel] in viewModel.onTouch(.upInside) },
                onTouchCancel: { [viewModel] in viewModel.onTouch(.cancel) }
            ) {
                Card(title: R.string.components.buttonsCardTitle())
            },
            in: card)
    }

    private var events: String {
        let names = viewModel.touchEvents.map { event in
            switch event {
            case .down: R.string.components.buttonsTouchDown()
            case .upInside: R.string.components.buttonsTouchUp()
            case .cancel: R.string.components.buttonsTouchCancel()
            }
        }
        return R.string.components.buttonsTouchEvents(names.isEmpty ? "-" : names.joined(separator: " · "))
    }

    /// A bordered card with a title, what the touchable control wraps.
    private struct Card: View {
        let title: String

        func render(in area: Rect, frame: Frame) {
            guard area.width >= 2, area.height >= 3 else { return }
            let horizontal = String(repeating: frame.context.unicode ? "─" : "-", count: area.width - 2)
            let vertical = frame.context.unicode ? "│" : "|"
            let corners = frame.context.unicode ? ["╭", "╮", "╰", "╯"] : ["+", "+", "+", "+"]
            let style = Style()
            frame.canvas.write(corners[0] + horizontal + corners[1], at: area.origin, style: style, clip: area)
            frame.canvas.write(vertical, at: Point(x: area.x, y: area.y + 1), style: style, clip: area)
            frame.canvas.write(vertical, at: Point(x: area.maxX - 1, y: area.y + 1), style: style, clip: area)
            frame.canvas.write(
                corners[2] + horizontal + corners[3], at: Point(x: area.x, y: area.y + 2), style: style, clip: area)
            Label(title, alignment: .center).render(in: area.row(1).inset(by: EdgeInsets(horizontal: 1)), frame: frame)
        }
    }
}
