import Observation
import TUIKit

@MainActor
@Observable
final class ButtonsDemoViewModel {
    struct Item {
        let title: String
        let style: ButtonStyle
    }

    private(set) var focusedIndex = 0
    private(set) var disabled: Set<Int> = []
    private(set) var lastPressed: Int?
    private(set) var pressCount = 0
    @ObservationIgnored let feedbacks = [PressFeedback(), PressFeedback(), PressFeedback()]

    var items: [Item] {
        [
            Item(title: R.string.components.buttonsSave(), style: .primary),
            Item(title: R.string.components.buttonsShare(), style: .secondary),
            Item(title: R.string.components.buttonsDelete(), style: .destructive),
        ]
    }

    var status: String {
        guard let lastPressed else { return R.string.components.buttonsNonePressed() }
        return R.string.components.buttonsLastPressed(items[lastPressed].title, pressCount)
    }

    func isEnabled(_ index: Int) -> Bool {
        !disabled.contains(index)
    }

    func moveFocus(by offset: Int) {
        focusedIndex = (focusedIndex + offset + items.count) % items.count
    }

    /// A key press on the focused button: the press shows, and the action runs when enabled.
    func pressFocused() {
        guard isEnabled(focusedIndex) else { return }
        feedbacks[focusedIndex].press()
        onButtonTapped(focusedIndex)
    }

    /// The action of button `index` (a click shows its own press).
    func onButtonTapped(_ index: Int) {
        focusedIndex = index
        lastPressed = index
        pressCount += 1
    }

    func toggleFocusedEnabled() {
        if disabled.contains(focusedIndex) {
            disabled.remove(focusedIndex)
        } else {
            disabled.insert(focusedIndex)
        }
    }
}
