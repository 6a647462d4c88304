import Logging

/// How much a message matters: the template's five levels (os_log's debug, info, default,
/// error, fault), stored with every message and used by the panel's level filter.
public enum LogLevel: String, Sendable, Codable, CaseIterable, Comparable {
    case debug
    case info
    case notice
    case error
    case fault

    /// The swift-log level a message of this level is logged at.
    public var loggerLevel: Logger.Level {
        switch self {
        case .debug: .debug
        case .info: .info
        case .notice: .notice
        case .error: .error
        case .fault: .critical
        }
    }

    /// The level a swift-log message is stored at. swift-log has two levels more than the
    /// template: `trace` joins `debug`, `warning` joins `notice`.
    public init(_ level: Logger.Level) {
        switch level {
        case .trace, .debug: self = .debug
        case .info: self = .info
        case .notice, .warning: self = .notice
        case .error: self = .error
        case .critical: self = .fault
        }
    }

    private var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }
}
