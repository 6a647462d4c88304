import Dispatch
import Foundation
import TUIPseudoTerminal

#if canImport(Glibc)
    import Glibc
#endif

/// Every served session of one server: starts each app, refuses one past the limit, reaps
/// the apps that end (SIGCHLD, never a poll), writes a log line per start and end, and ends
/// them all on shutdown. Front ends (SSH; later the web) ask it for sessions.
public final class SessionSupervisor: @unchecked Sendable {
    public let maxSessions: Int
    public let idleTimeout: Duration?
    /// How long each app shows that the server is shutting down (SIGUSR2, a toast in an app
    /// made from the template) before SIGTERM ends it; zero for none.
    public let shutdownNotice: Duration
    private let log: @Sendable (String) -> Void
    private let queue = DispatchQueue(label: "session-supervisor")
    private var sessions: [Int: ServedSession] = [:]
    private var nextID = 1
    private var isShuttingDown = false
    private var whenEmpty: [@Sendable () -> Void] = []
    private var signals: SignalPipe?
    private var signalSource: DispatchSourceRead?
    private var shutdownSignalHandler: (@Sendable (Int32) -> Void)?

    /// `log` gets one line per session start and end (the server writes it to stderr).
    public init(
        maxSessions: Int, idleTimeout: Duration?, shutdownNotice: Duration = .zero,
        log: @escaping @Sendable (String) -> Void
    ) throws {
        self.maxSessions = maxSessions
        self.idleTimeout = idleTimeout
        self.shutdownNotice = shutdownNotice
        self.log = log
        let signals: SignalPipe
        do {
            signals = try SignalPipe(signals: [SIGCHLD, SIGTERM, SIGINT, SIGHUP])
        } catch {
            throw SessionError.cannotStart("\(error)")
        }
        self.signals = signals
        let source = DispatchSource.makeReadSource(fileDescriptor: signals.readEnd, queue: queue)
        source.setEventHandler { [unowned self] in self.handleSignals() }
        signalSource = source
        source.resume()
    }

    deinit {
        signalSource?.cancel()
    }

    /// Called once for SIGTERM, SIGINT or SIGHUP sent to the server (on a global queue).
    public func onShutdownSignal(_ handler: @escaping @Sendable (Int32) -> Void) {
        queue.sync { shutdownSignalHandler = handler }
    }

    /// How many sessions run now.
    public var count: Int { queue.sync { sessions.count } }

    /// Starts a session's app, or throws `.full` / `.shuttingDown` / `.cannotStart`.
    public func start(_ launch: SessionLaunch, handlers: ServedSession.Handlers) throws(SessionError) -> ServedSession {
        let reserved: Result<Int, SessionError> = queue.sync {
            if isShuttingDown { return .failure(.shuttingDown) }
            if sessions.count >= maxSessions { return .failure(.full(maxSessions)) }
            defer { nextID += 1 }
            return .success(nextID)
        }
        let id = try reserved.get()
        var wrapped = handlers
        // The front end first: its last words to the client go on its event loop before the
        // shutdown's closing of the connections, which the last session's end schedules.
        wrapped.ended = { [weak self] ending in
            handlers.ended(ending)
            self?.sessionEnded(id: id, launch: launch, ending: ending)
        }
        let session = ServedSession(id: id, launch: launch, idleTimeout: idleTimeout, handlers: wrapped)
        // Counted before the app starts, so two clients at once cannot both pass the limit.
        let admitted: Bool = queue.sync {
            guard sessions.count < maxSessions, !isShuttingDown else { return false }
            sessions[id] = session
            return true
        }
        guard admitted else { throw isShuttingDownNow ? .shuttingDown : .full(maxSessions) }
        do {
            try session.start()
        } catch {
            _ = queue.sync { sessions.removeValue(forKey: id) }
            throw .cannotStart(error.description)
        }
        log(
            "session \(id) started: \(launch.user) from \(launch.remoteAddress), "
                + "\(launch.size.columns)x\(launch.size.rows), TERM=\(launch.environment["TERM"] ?? "-")")
        return session
    }

    private var isShuttingDownNow: Bool { queue.sync { isShuttingDown } }

    /// Ends every session (SIGUSR2 and the notice's time, then SIGTERM to each app, killed
    /// after a grace) and refuses new ones; `completion` runs once none is left.
    public func shutdown(completion: @escaping @Sendable () -> Void) {
        queue.async { [self] in
            isShuttingDown = true
            if sessions.isEmpty {
                completion()
                return
            }
            whenEmpty.append(completion)
            for session in sessions.values { session.end(.shutdown, notice: shutdownNotice) }
        }
    }

    private func sessionEnded(id: Int, launch: SessionLaunch, ending: ServedSession.Ending) {
        let seconds = Double(ServedSession.milliseconds(ending.duration)) / 1000
        log(
            "session \(id) ended: \(launch.user) from \(launch.remoteAddress) after "
                + String(format: "%.1f", seconds) + " s, status \(ending.status) (\(ending.reason.rawValue))")
        queue.async { [self] in
            sessions.removeValue(forKey: id)
            if sessions.isEmpty, !whenEmpty.isEmpty {
                let waiting = whenEmpty
                whenEmpty = []
                for completion in waiting { completion() }
            }
        }
    }

    private func handleSignals() {
        guard let signals else { return }
        let received = signals.pending()
        if received.contains(SIGCHLD) {
            for session in sessions.values { session.queue.async { session.checkExit() } }
        }
        if let number = received.first(where: { $0 != SIGCHLD }), let handler = shutdownSignalHandler {
            shutdownSignalHandler = nil
            // Off this queue: the handler asks the supervisor things (its count, shutdown).
            DispatchQueue.global().async { handler(number) }
        }
    }
}

/// Why a session could not start.
public enum SessionError: Error, Equatable, CustomStringConvertible {
    case full(Int)
    case shuttingDown
    case cannotStart(String)

    public var description: String {
        switch self {
        case .full(let limit): return "the server is full (\(limit) sessions); try again later"
        case .shuttingDown: return "the server is shutting down"
        case .cannotStart(let reason): return "the app could not start: \(reason)"
        }
    }
}
