/// A clock that moves only when told: tests and `render` advance it to reach exact
/// animation frames and timeouts.
@MainActor
public final class ManualClock: AppClock {
    public private(set) var now: Duration = .zero
    private var pending: [Entry] = []
    private var nextSequence = 0

    public init() {}

    /// Actions waiting to run.
    public var pendingCount: Int { pending.filter { !$0.task.isCancelled }.count }

    /// When the earliest action waiting to run falls due, or nil when none waits: a test
    /// driver jumps straight there instead of stepping through the time between.
    public var nextDeadline: Duration? {
        pending.lazy.filter { !$0.task.isCancelled }.map(\.deadline).min()
    }

    @discardableResult
    public func schedule(
        after delay: Duration,
        _ action: @escaping @MainActor () -> Void
    ) -> any Cancellable {
        let task = ScheduledAction(action)
        pending.append(Entry(deadline: now + max(delay, .zero), sequence: nextSequence, task: task))
        nextSequence += 1
        return task
    }

    /// Moves time forward, running every action that falls due, in deadline order;
    /// actions scheduled meanwhile run too if they fall within the advance. Time never
    /// runs backwards: a negative duration counts as zero.
    public func advance(by duration: Duration) {
        let target = now + max(duration, .zero)
        while let next = pending.filter({ !$0.task.isCancelled && $0.deadline <= target })
            .min(by: { ($0.deadline, $0.sequence) < ($1.deadline, $1.sequence) })
        {
            pending.removeAll { $0.task === next.task }
            now = next.deadline
            next.task.fire()
        }
        pending.removeAll { $0.task.isCancelled }
        now = target
    }

    private struct Entry {
        let deadline: Duration
        let sequence: Int
        let task: ScheduledAction
    }
}
