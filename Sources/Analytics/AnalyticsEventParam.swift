/// The keys of an event's parameters (the template's `AnalyticsEventParam`).
public enum AnalyticsEventParam: String, CaseIterable, Sendable, Codable, Comparable {
    /// The screen an event happened on.
    case screen
    /// The title of the row or button.
    case title
    /// A link's URL.
    case url
    /// Where something came from: `launch`, `socket`, `push`, `demo`.
    case source

    public static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

/// An event's parameters, typed (`AnalyticsValue`): every provider can store them, and none
/// of them can smuggle a non-`Sendable` object across threads. String literals still work.
public typealias AnalyticsParams = [AnalyticsEventParam: AnalyticsValue]
