import AppSupport
import Logging
import Synchronization

/// Where `Log` and every other swift-log user send their messages.
///
/// Each app routes its own: `route(to:subsystem:in:)` sets the store and subsystem of an
/// app's `AppContext`, so a logger made while that app's code runs writes to that app's
/// store, and two apps in one process keep their logs apart. swift-log itself allows one
/// handler factory per process: `bootstrap(store:subsystem:)` installs this one (for other
/// libraries' loggers, made outside any app) and routes code outside any app to `store`.
/// Until then messages are dropped: swift-log's default handler writes to stdout, which
/// would tear the screen.
public enum LogSystem {
    private static let swiftLogBootstrapped = Mutex(false)

    /// The subsystem `Log`'s loggers stamp on their messages: the running app's name.
    public static var subsystem: String {
        get { AppContext.current.logSubsystem }
        set { AppContext.current.logSubsystem = newValue }
    }

    /// Sends the messages of `context`'s app, `Log`'s and other libraries', to `store`,
    /// with `Log`'s under `subsystem` (the app identity's name).
    public static func route(to store: LogDatabase, subsystem: String, in context: AppContext) {
        context.logSubsystem = subsystem
        context.logHandlerFactory = LogHandlerFactory { LogStoreHandler(label: $0, store: store) }
    }

    /// Routes code outside any app to `store` (`route(to:subsystem:in:)` with
    /// `AppContext.detached`) and makes swift-log ask this system for every handler.
    public static func bootstrap(store: LogDatabase, subsystem: String) {
        route(to: store, subsystem: subsystem, in: .detached)
        // swift-log allows one bootstrap per process; later calls only move the routing.
        let first = swiftLogBootstrapped.withLock { done in
            defer { done = true }
            return !done
        }
        if first {
            LoggingSystem.bootstrap { label in LogSystem.makeHandler(label: label) }
        }
    }

    /// A handler for a logger labelled `label`, for the running app.
    public static func makeHandler(label: String) -> any LogHandler {
        AppContext.current.logHandlerFactory.make(label)
    }
}

extension AppContext {
    /// The subsystem this app's `Log` messages carry (`LogSystem.subsystem`).
    public var logSubsystem: String {
        get { self[LogSubsystemKey.self] }
        set { self[LogSubsystemKey.self] = newValue }
    }

    /// Where this app's loggers send their messages.
    var logHandlerFactory: LogHandlerFactory {
        get { self[LogHandlerFactoryKey.self] }
        set { self[LogHandlerFactoryKey.self] = newValue }
    }
}

/// Makes a logger's handler from its label.
struct LogHandlerFactory: Sendable {
    let make: @Sendable (String) -> any LogHandler
}

private enum LogSubsystemKey: AppContextKey {
    static let defaultValue = ""
}

private enum LogHandlerFactoryKey: AppContextKey {
    static let defaultValue = LogHandlerFactory { _ in SwiftLogNoOpLogHandler() }
}
