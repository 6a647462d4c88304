import Synchronization

/// A registration made by `LogDatabase.observe`; it ends when cancelled or released.
public final class LogStoreObservation: Sendable {
    private let onCancel: Mutex<(@Sendable () -> Void)?>

    init(onCancel: @escaping @Sendable () -> Void) {
        self.onCancel = Mutex(onCancel)
    }

    public func cancel() {
        onCancel.withLock { handler in
            defer { handler = nil }
            return handler
        }?()
    }

    deinit { cancel() }
}
