import Logging

/// A logger for one feature, the template's `Log`: `Log.network.error(logEntry: .text(...))`.
///
/// Every call goes through swift-log to the handler `LogSystem` routes the running app's
/// messages to (its log store); before that, messages are dropped, so nothing ever reaches
/// the terminal.
/// Tests pass their own `factory` instead of depending on the global bootstrap.
public struct Log: Sendable {
    public let subsystem: String
    public let category: String
    private let factory: (@Sendable (String) -> any LogHandler)?

    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
        factory = nil
    }

    /// A logger whose messages go to `factory`'s handlers rather than the bootstrapped one.
    public init(subsystem: String, category: String, factory: @escaping @Sendable (String) -> any LogHandler) {
        self.subsystem = subsystem
        self.category = category
        self.factory = factory
    }

    /// The swift-log logger behind this `Log`, labelled with the category.
    public var logger: Logger {
        var logger = Logger(label: category, factory: factory ?? LogSystem.makeHandler)
        logger.logLevel = .trace
        logger[metadataKey: LogStoreHandler.subsystemKey] = .string(subsystem)
        return logger
    }

    public func debug(logEntry: LogEntry, file: String = #fileID, function: String = #function, line: UInt = #line) {
        log(level: .debug, logEntry: logEntry, file: file, function: function, line: line)
    }

    public func info(logEntry: LogEntry, file: String = #fileID, function: String = #function, line: UInt = #line) {
        log(level: .info, logEntry: logEntry, file: file, function: function, line: line)
    }

    public func notice(logEntry: LogEntry, file: String = #fileID, function: String = #function, line: UInt = #line) {
        log(level: .notice, logEntry: logEntry, file: file, function: function, line: line)
    }

    public func error(logEntry: LogEntry, file: String = #fileID, function: String = #function, line: UInt = #line) {
        log(level: .error, logEntry: logEntry, file: file, function: function, line: line)
    }

    public func fault(logEntry: LogEntry, file: String = #fileID, function: String = #function, line: UInt = #line) {
        log(level: .fault, logEntry: logEntry, file: file, function: function, line: line)
    }

    public func log(
        level: LogLevel, logEntry: LogEntry, metadata: Logger.Metadata? = nil,
        file: String = #fileID, function: String = #function, line: UInt = #line
    ) {
        var metadata = metadata ?? [:]
        if let parameters = logEntry.parametersJSON {
            metadata[LogStoreHandler.parametersKey] = .string(parameters)
        }
        logger.log(
            level: level.loggerLevel, "\(logEntry.text)", metadata: metadata.isEmpty ? nil : metadata,
            source: subsystem, file: file, function: function, line: line)
    }
}

extension Log {
    /// The running app's subsystem, the bundle identifier's twin: the app identity's name,
    /// which the app gives `LogSystem.route(to:subsystem:in:)` at launch.
    public static var subsystem: String { LogSystem.subsystem }

    public static var app: Log { Log(subsystem: subsystem, category: "App") }
    public static var navigation: Log { Log(subsystem: subsystem, category: "Navigation") }
    public static var network: Log { Log(subsystem: subsystem, category: "Network") }
    public static var storage: Log { Log(subsystem: subsystem, category: "Storage") }
    public static var deeplinks: Log { Log(subsystem: subsystem, category: "Deeplinks") }
    public static var debugPanel: Log { Log(subsystem: subsystem, category: "DebugPanel") }
}
