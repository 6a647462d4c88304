import Network
import Observation
import TUICore

/// The requests the app has made, newest last, and the session's refresh count: what the
/// Network demo lists. The logger plugin reports into it through `recorder`.
///
/// Each record is stamped with the app's clock as it arrives. Requests that finish at the
/// same instant (a batch answered by the mocks at once) reach the main actor in whatever
/// order their tasks ran, so those are listed by method and URL: the list reads the same
/// every time, and a 401 still comes before the refresh and the retries that follow it.
@MainActor
@Observable
final class NetworkActivity {
    /// The most records kept.
    static let limit = 200

    private(set) var records: [NetworkRequestRecord] = []
    /// When each of `records` arrived, on the app's clock.
    @ObservationIgnored private var arrivals: [Duration] = []
    @ObservationIgnored private let clock: any AppClock

    init(clock: any AppClock) {
        self.clock = clock
    }
    /// Token refreshes run by the data service.
    var refreshCount = 0
    /// Sessions ended by a refused refresh.
    var logoutCount = 0

    /// A recorder for `NetworkLoggerPlugin` that hands records to the main actor.
    nonisolated var recorder: any NetworkRequestRecorder { Recorder(activity: self) }

    func append(_ record: NetworkRequestRecord) {
        let now = clock.now
        var index = records.count
        while index > 0, arrivals[index - 1] == now, Self.sortKey(records[index - 1]) > Self.sortKey(record) {
            index -= 1
        }
        records.insert(record, at: index)
        arrivals.insert(now, at: index)
        if records.count > Self.limit {
            records.removeFirst(records.count - Self.limit)
            arrivals.removeFirst(arrivals.count - Self.limit)
        }
    }

    func clear() {
        records.removeAll()
        arrivals.removeAll()
    }

    private static func sortKey(_ record: NetworkRequestRecord) -> String {
        record.url + " " + record.method
    }

    private struct Recorder: NetworkRequestRecorder {
        let activity: NetworkActivity

        func record(_ record: NetworkRequestRecord) {
            Task { @MainActor in activity.append(record) }
        }
    }
}
