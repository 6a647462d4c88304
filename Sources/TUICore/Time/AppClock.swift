/// A scheduled action that can be cancelled.
@MainActor
public protocol Cancellable: AnyObject {
    func cancel()
}

/// The source of time for animations, timeouts and the launch screen. Injected, so tests
/// and `render` advance it by hand instead of waiting.
@MainActor
public protocol AppClock: AnyObject {
    /// Time since the clock started.
    var now: Duration { get }

    /// Runs `action` on the main actor once `delay` has passed.
    @discardableResult
    func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> any Cancellable
}

extension AppClock {
    /// Suspends the calling task until `duration` has passed on this clock, so async
    /// work (a simulated load, a retry delay) follows the injected time.
    public func sleep(for duration: Duration) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            schedule(after: duration) { continuation.resume() }
        }
    }
}
