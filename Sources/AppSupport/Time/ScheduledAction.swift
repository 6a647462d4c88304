/// An action a clock will run once, unless cancelled first.
@MainActor
final class ScheduledAction: Cancellable {
    private var action: (@MainActor () -> Void)?
    /// True once the action ran or was cancelled: it will not run (again).
    private(set) var isCancelled = false

    init(_ action: @escaping @MainActor () -> Void) {
        self.action = action
    }

    func fire() {
        let action = self.action
        self.action = nil
        isCancelled = true
        action?()
    }

    func cancel() {
        action = nil
        isCancelled = true
    }
}
