import Network
import Observation

/// The requests the app has made, newest last, and the session's refresh count: what the
/// Network demo lists. The logger plugin reports into it through `recorder`.
@MainActor
@Observable
final class NetworkActivity {
    /// The most records kept.
    static let limit = 200

    private(set) var records: [NetworkRequestRecord] = []
    /// Token refreshes run by the data service.
    var refreshCount = 0
    /// Sessions ended by a refused refresh.
    var logoutCount = 0

    /// A recorder for `NetworkLoggerPlugin` that hands records to the main actor.
    nonisolated var recorder: any NetworkRequestRecorder { Recorder(activity: self) }

    func append(_ record: NetworkRequestRecord) {
        records.append(record)
        if records.count > Self.limit { records.removeFirst(records.count - Self.limit) }
    }

    func clear() {
        records.removeAll()
    }

    private struct Recorder: NetworkRequestRecorder {
        let activity: NetworkActivity

        func record(_ record: NetworkRequestRecord) {
            Task { @MainActor in activity.append(record) }
        }
    }
}
