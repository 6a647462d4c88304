/// An action a clock will run once, unless cancelled first. It runs as the app that
/// scheduled it (`AppContext.current` then), as a task started there would.
@MainActor
final class ScheduledAction: Cancellable {
    private var action: (@MainActor () -> Void)?
    private let context = AppContext.current
    /// True once the action ran or was cancelled: it will not run (again).
    private(set) var isCancelled = false

    init(_ action: @escaping @MainActor () -> Void) {
        self.action = action
    }

    func fire() {
        let action = self.action
        self.action = nil
        isCancelled = true
        guard let action else { return }
        context.run(action)
    }

    func cancel() {
        action = nil
        isCancelled = true
    }
}
