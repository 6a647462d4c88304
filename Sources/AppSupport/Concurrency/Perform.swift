/// Runs async work as a task and hands any error to `onError` on the main actor (the
/// template's `Perform { … } onError: { … }`):
///
/// ```swift
/// Perform { [repository, weak self] in
///     let items = try await repository.loadItems()
///     onMain { [weak self] in self?.items = items }
/// } onError: { [weak self] _ in
///     self?.isError = true
/// }
/// ```
///
/// Like `Task { }`, the work runs on the actor it is started from, so a view model's
/// state can be set in it directly. Cancellation is not an error: a cancelled load ends
/// quietly. Keep the value to cancel the work, for example when its screen goes away. The
/// task prefers `AppTasks.preferredExecutor`, and so do the child tasks it starts.
public struct Perform: Sendable {
    public let task: Task<Void, Never>

    @discardableResult
    public init(
        priority: TaskPriority? = nil,
        // Inherits the caller's actor as `Task.init` does, so the template's call reads the same.
        @_inheritActorContext _ operation: sending @escaping @isolated(any) () async throws -> Void,
        onError: @escaping @MainActor @Sendable (any Error) -> Void = { _ in }
    ) {
        task = Task(executorPreference: AppTasks.preferredExecutor, priority: priority) {
            do {
                try await operation()
            } catch is CancellationError {
            } catch {
                await onError(error)
            }
        }
    }

    public var isCancelled: Bool { task.isCancelled }

    public func cancel() {
        task.cancel()
    }
}
