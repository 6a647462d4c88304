import Network
import Observation
import TUICore

/// The requests the app has made, newest last, and the session's refresh count: what the
/// Network demo lists. The logger plugin reports into it through `recorder`.
///
/// Each record is stamped on the app's clock: a mocked call with the instant the mock
/// answered it (so a task that runs late on a busy machine keeps its place), a call to a
/// server as it arrives. Requests answered at the same instant (a batch answered by the
/// mocks at once) reach the main actor in whatever order their tasks ran, so those are
/// listed by method and URL: the list reads the same every time, and a 401 still comes
/// before the refresh and the retries that follow it.
@MainActor
@Observable
final class NetworkActivity {
    /// The most records kept.
    static let limit = 200

    private(set) var records: [NetworkRequestRecord] = []
    /// When each of `records` arrived, on the app's clock.
    @ObservationIgnored private var arrivals: [Duration] = []
    @ObservationIgnored private let clock: any AppClock
    /// When the reporting task's mocked call was answered (nil for a server's answer).
    @ObservationIgnored private let answerTime: @Sendable () -> Duration?

    init(clock: any AppClock, answerTime: @escaping @Sendable () -> Duration? = { nil }) {
        self.clock = clock
        self.answerTime = answerTime
    }
    /// Token refreshes run by the data service.
    var refreshCount = 0
    /// Sessions ended by a refused refresh.
    var logoutCount = 0

    /// A recorder for `NetworkLoggerPlugin` that hands records to the main actor.
    nonisolated var recorder: any NetworkRequestRecorder { Recorder(activity: self, answerTime: answerTime) }

    /// Lists `record`, answered at `time` on the app's clock (now when not given).
    func append(_ record: NetworkRequestRecord, answeredAt time: Duration? = nil) {
        let now = time ?? clock.now
        var index = records.count
        // After everything answered earlier, and among those answered at the same instant by
        // method and URL.
        while index > 0,
            arrivals[index - 1] > now
                || (arrivals[index - 1] == now && Self.sortKey(records[index - 1]) > Self.sortKey(record))
        {
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
        let answerTime: @Sendable () -> Duration?

        func record(_ record: NetworkRequestRecord) {
            // Read here, in the task that made the call, before the hop to the main actor.
            let time = answerTime()
            Task { @MainActor in activity.append(record, answeredAt: time) }
        }
    }
}
