/// Ends one subscription early with `cancel()`; without it the subscription lasts as
/// long as its owner. Dropping the token does not cancel it.
public final class EventSubscription: Sendable {
    private let onCancel: @Sendable () -> Void

    init(onCancel: @escaping @Sendable () -> Void) {
        self.onCancel = onCancel
    }

    public func cancel() {
        onCancel()
    }
}
