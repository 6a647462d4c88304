import Foundation

/// When a stored object goes stale (the template's `Expiry`).
///
/// An object is expired once the clock reaches its expiry date. Expired objects stay
/// readable until `removeExpiredObjects()` sweeps them, so a caller can still show stale
/// data while it refreshes (`isExpiredObject(forKey:)` tells which is which).
public enum Expiry: Sendable, Hashable {
    /// The object never expires.
    case never
    /// The object expires this many seconds after it is stored.
    case seconds(TimeInterval)
    /// The object expires on this date.
    case date(Date)

    /// The date this expiry ends on for an object stored at `now`, or nil for `.never`.
    public func expirationDate(from now: Date) -> Date? {
        switch self {
        case .never: nil
        case .seconds(let seconds): now.addingTimeInterval(seconds)
        case .date(let date): date
        }
    }

    /// An expiry resolved against the time an object was stored: `.never` or `.date`.
    static func resolved(_ date: Date?) -> Expiry {
        date.map(Expiry.date) ?? .never
    }
}

/// The time the stores read to stamp entries, judge expiry and order eviction.
///
/// Inject a controllable one in tests so expiry is checked without sleeping:
///
/// ```swift
/// let now = Mutex(Date(timeIntervalSince1970: 0))
/// let store = RamMemoryStorageService<String, Int>(clock: StorageClock { now.withLock { $0 } })
/// ```
public struct StorageClock: Sendable {
    /// Returns the current date.
    public let now: @Sendable () -> Date

    public init(now: @escaping @Sendable () -> Date) {
        self.now = now
    }

    /// The system's wall clock.
    public static let system = StorageClock { Date() }
}
