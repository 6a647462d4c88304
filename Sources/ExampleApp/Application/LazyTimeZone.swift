import Foundation
import Synchronization

/// A time zone resolved on first use, once, then kept: the user's zone takes ICU's zone
/// data (about 4 % of the main thread before the first frame), and the main screen shows
/// no date. Copies of the `PlatformEnvironment` holding it share the one answer.
final class LazyTimeZone: Sendable {
    private let resolve: @Sendable () -> TimeZone
    private let resolved: Mutex<TimeZone?>

    /// A zone `resolve` gives when it is first asked for.
    init(resolve: @escaping @Sendable () -> TimeZone) {
        self.resolve = resolve
        resolved = Mutex(nil)
    }

    /// A zone known already.
    init(_ zone: TimeZone) {
        resolve = { zone }
        resolved = Mutex(zone)
    }

    var value: TimeZone {
        resolved.withLock { zone in
            if let zone { return zone }
            let value = resolve()
            zone = value
            return value
        }
    }

    /// Whether the zone has been resolved (tests).
    var isResolved: Bool { resolved.withLock { $0 != nil } }
}
