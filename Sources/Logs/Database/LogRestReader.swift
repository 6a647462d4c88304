import AppSupport
import Synchronization

/// A list's rest read (`LogListSession`): one task off the main actor while there is a rest
/// to read, which reads it `delay` after the last query that asked. A query typed meanwhile
/// only moves that time, and a read of an older query stops at its next page: a key neither
/// cancels nor starts a task (a task cancelled and one started a key had cost two thread
/// wake-ups, a sixth of a search key's reads), and the wait never needs the main actor.
final class LogRestReader: Sendable {
    /// What to read: the ids of `query` below `before`, for the list's query `generation`;
    /// `found` takes them on the main actor (the first page at once, then the others).
    struct Request: Sendable {
        let before: Int64
        let query: LogQuery
        let generation: Int
        let found: @MainActor @Sendable (_ more: [Int64], _ next: Int64?, _ generation: Int) -> Void
    }

    private enum Step {
        case wait(ContinuousClock.Instant)
        case read(Request)
        case done
    }

    private struct State {
        var request: Request?
        var due = ContinuousClock.now
        /// The list's newest query: a read of an older one stops.
        var generation = 0
        var isClosed = false
        /// The task while it runs; nil once it found nothing left to read.
        var task: Task<Void, Never>?
    }

    private let state = Mutex(State())
    private let store: LogDatabase
    private let kind: LogFilter.Kind
    private let delay: Duration

    init(store: LogDatabase, kind: LogFilter.Kind, delay: Duration) {
        self.store = store
        self.kind = kind
        self.delay = delay
    }

    /// The running task (tests: one serves every query typed before its wait ends).
    var task: Task<Void, Never>? { state.withLock { $0.task } }

    /// Reads `request` after `delay`, in place of any request not read yet.
    func ask(_ request: Request) {
        state.withLock { state in
            guard !state.isClosed else { return }
            state.request = request
            state.generation = request.generation
            state.due = .now + delay
            guard state.task == nil else { return }
            // Made under the lock: the task cannot look for work before it is listed.
            // Fills in a list already shown: below the main thread and awaited work.
            state.task = Task.detached(priority: AppTasks.fillInPriority) { [self] in await run() }
        }
    }

    /// A new query of the list (`generation`): what was asked before is not read, and a
    /// read going on stops at its next page. The request stays until its time, dropped
    /// then: a task that found none would end, and the next key's `ask` start another.
    func forget(upTo generation: Int) {
        state.withLock { $0.generation = generation }
    }

    /// The list closed: nothing more is read (a million ids read for nobody took a core
    /// from the next panel opened).
    func close() {
        let task = state.withLock { state in
            state.isClosed = true
            state.request = nil
            return state.task
        }
        task?.cancel()
    }

    private func run() async {
        while true {
            switch nextStep() {
            case .wait(let due): try? await Task.sleep(until: due, clock: .continuous)
            case .read(let request): await read(request)
            case .done: return
            }
        }
    }

    private func nextStep() -> Step {
        state.withLock { state in
            guard !state.isClosed, let request = state.request else {
                state.task = nil
                return .done
            }
            if ContinuousClock.now < state.due { return .wait(state.due) }
            state.request = nil
            guard request.generation == state.generation else {
                state.task = nil
                return .done
            }
            return .read(request)
        }
    }

    private func isCurrent(_ generation: Int) -> Bool {
        state.withLock { !$0.isClosed && $0.generation == generation }
    }

    private func read(_ request: Request) async {
        let (found, generation) = (request.found, request.generation)
        var more: [Int64] = []
        var next: Int64? = request.before
        var isFirstPage = true
        while let cursor = next, isCurrent(generation) {
            let page = store.page(kind, request.query, before: cursor, limit: 4_096)
            more += page.ids
            next = page.next
            if isFirstPage, let next, !more.isEmpty {
                isFirstPage = false
                let first = more
                more = []
                await MainActor.run { found(first, next, generation) }
            }
        }
        guard next == nil, isCurrent(generation) else { return }
        let last = more
        await MainActor.run { found(last, nil, generation) }
    }
}
