import Dispatch

/// Real time: timers on the main dispatch queue, created only when something asks.
@MainActor
public final class SystemClock: AppClock {
    private let start = ContinuousClock.now

    public init() {}

    public var now: Duration { ContinuousClock.now - start }

    @discardableResult
    public func schedule(
        after delay: Duration,
        _ action: @escaping @MainActor () -> Void
    ) -> any Cancellable {
        let task = ScheduledAction(action)
        let nanoseconds = max(
            0, delay.components.seconds * 1_000_000_000 + delay.components.attoseconds / 1_000_000_000)
        DispatchQueue.main.asyncAfter(deadline: .now() + .nanoseconds(Int(nanoseconds))) {
            MainActor.assumeIsolated { task.fire() }
        }
        return task
    }
}
