/// What a shown alert remembers between frames: the focused button and how far its
/// message is scrolled. Each frame hands it on to the next while the alert shows (see
/// `Frame.state(for:make:)`); it starts afresh each time the alert is presented anew.
@MainActor
final class AlertState {
    /// The focused button among the declared ones; nil until focus moves, meaning the
    /// alert's initial focus.
    var focusedIndex: Int?
    var messageOffset = 0
    /// The last frame's layout, which keys follow (the order shown, the page height).
    var layout: AlertLayout?

    /// Forgets focus and scrolling, for an alert that closes and may show again at once.
    func reset() {
        focusedIndex = nil
        messageOffset = 0
        layout = nil
    }
}
