import Logging
import Synchronization

/// Where `Log` and every other swift-log user in the process send their messages.
///
/// The app calls `bootstrap(store:subsystem:)` once at startup, before the terminal enters curses mode.
/// Until then messages are dropped: swift-log's default handler writes to stdout, which would
/// tear the screen.
public enum LogSystem {
    private static let factory = Mutex<@Sendable (String) -> any LogHandler>({ _ in SwiftLogNoOpLogHandler() })
    private static let swiftLogBootstrapped = Mutex(false)
    private static let currentSubsystem = Mutex("")

    /// The subsystem `Log`'s loggers stamp on their messages: the app's name.
    public static var subsystem: String {
        get { currentSubsystem.withLock { $0 } }
        set { currentSubsystem.withLock { $0 = newValue } }
    }

    /// Sends all messages, `Log`'s and other libraries', to `store`, with `Log`'s under
    /// `subsystem` (the app identity's name).
    public static func bootstrap(store: LogStore, subsystem: String) {
        self.subsystem = subsystem
        let make: @Sendable (String) -> any LogHandler = { LogStoreHandler(label: $0, store: store) }
        factory.withLock { $0 = make }
        // swift-log allows one bootstrap per process; later calls only move `Log`'s messages.
        let first = swiftLogBootstrapped.withLock { done in
            defer { done = true }
            return !done
        }
        if first {
            LoggingSystem.bootstrap { label in LogSystem.makeHandler(label: label) }
        }
    }

    /// A handler for a logger labelled `label`, from the current bootstrap.
    public static func makeHandler(label: String) -> any LogHandler {
        factory.withLock { $0 }(label)
    }
}
