import Observation

@MainActor
@Observable
final class ButtonsDemoViewModel {
    struct Item {
        let title: String
        let kind: Kind
    }

    /// What a button is for; the view draws each kind in its button style.
    enum Kind {
        case primary
        case secondary
        case destructive
    }

    /// The page shown: the styles in every state, or buttons and a card configured one by one.
    enum Page {
        case states
        case configured
    }

    /// What the configured page's card has reported, latest last.
    enum TouchEvent: Equatable {
        case down
        case upInside
        case cancel
    }

    /// The configured page's buttons (`ButtonsConfiguredView` draws them).
    static let configuredCount = 4
    /// How many card events the page lists.
    static let shownEvents = 4

    private(set) var page = Page.states
    private(set) var configuredFocus = 0
    private(set) var lastConfigured: Int?
    private(set) var touchEvents: [TouchEvent] = []
    private(set) var isCardEnabled = true
    private(set) var focusedIndex = 0
    private(set) var disabled: Set<Int> = []
    private(set) var lastPressed: Int?
    private(set) var pressCount = 0

    var items: [Item] {
        [
            Item(title: R.string.components.buttonsSave(), kind: .primary),
            Item(title: R.string.components.buttonsShare(), kind: .secondary),
            Item(title: R.string.components.buttonsDelete(), kind: .destructive),
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

    /// A key press on the focused button: the action runs when enabled. Returns the button
    /// pressed, nil when disabled, for the view to show the press.
    @discardableResult
    func pressFocused() -> Int? {
        guard isEnabled(focusedIndex) else { return nil }
        let pressed = focusedIndex
        onButtonTapped(pressed)
        return pressed
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

    func togglePage() {
        page = page == .states ? .configured : .states
    }

    func moveConfiguredFocus(by offset: Int) {
        let count = Self.configuredCount
        configuredFocus = (configuredFocus + offset + count) % count
    }

    /// A key press on the focused configured button; returns it, for the view to show the press.
    @discardableResult
    func pressConfiguredFocused() -> Int {
        let pressed = configuredFocus
        onConfiguredTapped(pressed)
        return pressed
    }

    /// The action of configured button `index`: it counts as the last press, named by its title.
    func onConfiguredTapped(_ index: Int) {
        configuredFocus = index
        lastConfigured = index
        pressCount += 1
    }

    func onTouch(_ event: TouchEvent) {
        touchEvents = Array((touchEvents + [event]).suffix(Self.shownEvents))
    }

    func toggleCardEnabled() {
        isCardEnabled.toggle()
    }
}
