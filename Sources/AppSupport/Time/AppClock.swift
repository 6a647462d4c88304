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
    ///
    /// Cancelling the task ends the sleep at once and removes its timer, so a load
    /// abandoned with its screen leaves nothing scheduled; check `Task.isCancelled` after.
    public func sleep(for duration: Duration) async {
        let sleeper = Sleeper()
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                sleeper.start(continuation, timer: schedule(after: duration) { sleeper.wake() })
            }
        } onCancel: {
            Task { @MainActor in sleeper.wake() }
        }
    }
}

/// One sleep's continuation and timer: whichever comes first, the timer or the
/// cancellation, resumes the sleeper once and drops the timer.
@MainActor
private final class Sleeper {
    private var continuation: CheckedContinuation<Void, Never>?
    private var timer: (any Cancellable)?
    private var isAwake = false

    func start(_ continuation: CheckedContinuation<Void, Never>, timer: any Cancellable) {
        guard !isAwake else {
            timer.cancel()
            continuation.resume()
            return
        }
        self.continuation = continuation
        self.timer = timer
    }

    func wake() {
        isAwake = true
        timer?.cancel()
        timer = nil
        continuation?.resume()
        continuation = nil
    }
}
