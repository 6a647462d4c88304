import TUIKit

struct EventBusDemoView: View {
    let viewModel: EventBusDemoViewModel

    var bindings: [KeyBinding] {
        [
            KeyBinding(
                [.enter, .character("e"), .space], id: "event-bus.edit",
                label: "Enter \(R.string.common.bindingOr()) e",
                R.string.eventBusDemo.bindingEdit()
            ) { viewModel.onEditButtonTapped() },
            .inherited(.escape),
        ]
    }

    func render(in area: Rect, frame: Frame) {
        let screen = Layout.vertical(.fill, .length(1)).margin(EdgeInsets(top: 1, left: 1, right: 1)).split(area)
        let (body, hints) = (screen[0], screen[1])
        // The explanation, the card (its title and the name), the button, then the counters
        // with the names received under them, a blank line between each.
        let parts = Layout.vertical(.length(1), .length(2), .length(1), .fill).spacing(1).split(body)
        let secondary = frame.context.style(R.color.text.secondary)
        frame.render(Label(R.string.eventBusDemo.explanation(), style: secondary), in: parts[0])
        let (cardTitle, name) = parts[1].rows(.length(1), .length(1))
        frame.render(Label(R.string.eventBusDemo.cardTitle(), style: secondary), in: cardTitle)
        let heading = frame.context.style(R.color.text.accent, text: R.font.heading.primary)
        frame.render(Label(viewModel.profile?.name ?? "", style: heading), in: name)
        let edit = ActionButton(title: R.string.eventBusDemo.edit(), isFocused: true) { [viewModel] in
            viewModel.onEditButtonTapped()
        }
        frame.render(edit, in: parts[2])
        let (loads, subscribers, receivedCount, namesArea) = parts[3].rows(
            .length(1), .length(1), .length(1), .fill)
        frame.render(Label(R.string.eventBusDemo.loads(viewModel.loadCount), style: secondary), in: loads)
        frame.render(
            Label(R.string.eventBusDemo.subscribers(viewModel.subscriberCount), style: secondary), in: subscribers)
        frame.render(
            Label(R.string.eventBusDemo.receivedCount(viewModel.received.count), style: secondary), in: receivedCount)
        let names = Array(viewModel.received.suffix(namesArea.height).reversed())
        let lines = Layout.vertical(Array(repeating: .length(1), count: names.count)).split(namesArea)
        for (received, line) in zip(names, lines) {
            frame.render(Label("  ‹ \(received)", style: frame.context.style(R.color.text.success)), in: line)
        }
        frame.render(KeyHintsView(), in: hints)
    }
}
