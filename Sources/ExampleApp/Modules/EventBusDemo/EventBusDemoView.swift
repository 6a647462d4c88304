import TUICore
import TUIKit

struct EventBusDemoView: InteractiveView {
    let viewModel: EventBusDemoViewModel

    func render(in area: Rect, frame: Frame) {
        let (hintArea, body) = area.inset(by: EdgeInsets(top: 1, left: 1, right: 1)).divided(bottom: 1)
        let secondary = frame.style(R.color.text.secondary)
        var y = body.y
        func line(_ text: String, _ style: Style) {
            guard y < body.maxY else { return }
            Label(text, style: style).render(in: body.row(y - body.y), frame: frame)
            y += 1
        }
        line(R.string.eventBusDemo.explanation(), secondary)
        y += 1
        line(R.string.eventBusDemo.cardTitle(), secondary)
        line(viewModel.profile?.name ?? "", frame.style(R.color.text.accent, text: R.font.heading.primary))
        y += 1
        if y < body.maxY {
            ActionButton(title: R.string.eventBusDemo.edit()) { [viewModel] in viewModel.onEditButtonTapped() }
                .render(in: body.row(y - body.y), frame: frame)
            y += 2
        }
        line(R.string.eventBusDemo.loads(viewModel.loadCount), secondary)
        line(R.string.eventBusDemo.subscribers(viewModel.subscriberCount), secondary)
        line(R.string.eventBusDemo.receivedCount(viewModel.received.count), secondary)
        for name in viewModel.received.suffix(max(0, body.maxY - y)).reversed() {
            line("  ‹ \(name)", frame.style(R.color.text.success))
        }
        KeyHintsView(hints: R.string.eventBusDemo.hint()).render(in: hintArea, frame: frame)
    }

    func handle(_ key: KeyEvent) -> Bool {
        guard key.modifiers.isEmpty else { return false }
        switch key.key {
        case .enter, .character("e"), .character(" "):
            viewModel.onEditButtonTapped()
            return true
        default:
            return false
        }
    }
}
