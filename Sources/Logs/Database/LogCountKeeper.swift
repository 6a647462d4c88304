import AppSupport
import Synchronization

/// The store's counts of its sessions, for every panel over it: the last count of each
/// session and kind (a panel opened again counts only the rows written since), and the
/// first counts running now, shared by every panel that asks while one runs. Counting a
/// session of a million messages holds a reader connection for about 100 ms; a panel opened
/// and closed meanwhile started a count of its own each time, and once the counts held
/// every reader, a panel's open waited 100 ms for one.
final class LogCountKeeper: Sendable {
    private struct State {
        var marks: [LogCountMark.Key: LogCountMark] = [:]
        var running: [LogCountMark.Key: Task<LogCountMark, Never>] = [:]
        /// Bumped when the store is emptied: a count begun before is not kept.
        var epoch = 0
    }

    private let state = Mutex(State())

    /// A session's count of a kind as last made (nil: every session's).
    func mark(_ kind: LogFilter.Kind, session: Int64?) -> LogCountMark? {
        state.withLock { $0.marks[LogCountMark.Key(kind: kind, session: session)] }
    }

    /// Keeps a count for the next panel, unless one counted further is kept already.
    func remember(_ mark: LogCountMark, _ kind: LogFilter.Kind, session: Int64?) {
        state.withLock { state in Self.keep(mark, LogCountMark.Key(kind: kind, session: session), in: &state) }
    }

    /// Drops every count kept and running (the store was emptied: its ids start again).
    func forget() {
        state.withLock { state in
            state.marks = [:]
            state.running = [:]
            state.epoch += 1
        }
    }

    /// The count of a session's rows of a kind, off the caller's actor: the one running if
    /// another panel started it, else `count` in a task of its own. The result is kept.
    func count(
        _ kind: LogFilter.Kind, session: Int64?, oldest: Int64?,
        _ count: @escaping @Sendable () -> (count: Int, newest: Int64?)
    ) -> Task<LogCountMark, Never> {
        let key = LogCountMark.Key(kind: kind, session: session)
        return state.withLock { state in
            if let running = state.running[key] { return running }
            let epoch = state.epoch
            // Made under the lock: the task cannot finish before it is listed as running.
            let task = Task.detached(priority: AppTasks.fillInPriority) { [self] in
                let (total, newest) = count()
                let mark = LogCountMark(count: total, newest: newest, oldest: oldest)
                self.state.withLock { state in
                    guard state.epoch == epoch else { return }
                    state.running[key] = nil
                    Self.keep(mark, key, in: &state)
                }
                return mark
            }
            state.running[key] = task
            return task
        }
    }

    private static func keep(_ mark: LogCountMark, _ key: LogCountMark.Key, in state: inout State) {
        if let kept = state.marks[key], kept.oldest == mark.oldest, (kept.newest ?? 0) > (mark.newest ?? 0) { return }
        state.marks[key] = mark
    }
}
