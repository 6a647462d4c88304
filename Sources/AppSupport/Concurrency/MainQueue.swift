/// Runs `work` on the main actor on a later turn (the template's `onMain`, which wraps
/// `DispatchQueue.main.async`): from a task that finished loading, to update state.
public func onMain(_ work: @escaping @MainActor @Sendable () -> Void) {
    Task { @MainActor in work() }
}

/// Runs `work` on the main actor once `delay` has passed on `clock` (the template's
/// `onMainAfter`): for example, push the next screen once a closing sheet has gone.
@MainActor
@discardableResult
public func onMainAfter(
    _ delay: Duration = .milliseconds(300),
    clock: any AppClock,
    _ work: @escaping @MainActor () -> Void
) -> any Cancellable {
    clock.schedule(after: delay, work)
}
