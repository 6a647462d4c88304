import Logs

/// What the panel says, in red above the list, when the store's file is not as it should be:
/// moved aside as damaged, not opened (this launch logs to memory), or not written (a full disk).
enum LogsStoreProblem {
    static func text(of store: LogDatabase) -> String? {
        if let error = store.writeError { return R.string.logs.storeWriteFailed(error) }
        switch store.problem {
        case .movedAside(let reason, let movedTo): return R.string.logs.storeMovedAside(reason, movedTo)
        case .inMemory(let reason): return R.string.logs.storeInMemory(reason)
        case nil: return nil
        }
    }
}
