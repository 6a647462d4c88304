import AppSupport
import Dispatch
import Foundation
import Logging

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The running instance's end of the socket: the app's `open` and `push` commands
/// connect, send one `InstanceMessage` and read the one-line `InstanceReply`.
///
/// It listens through dispatch read sources on the main queue, so it costs nothing while
/// no one connects. The socket is created mode 0600 in a private folder; a socket left by
/// a crashed instance (connecting is refused) is replaced, a live one is not, and a socket
/// that is not the user's or has another mode is refused. The file is removed on exit.
///
/// Abuse costs it little: at most `maximumConnections` senders are held (a new one pushes
/// out the one connected longest), a sender that has not finished its message within
/// `idleTimeout` is dropped, and an oversized message is refused as soon as it is too long,
/// so well-formed links keep being answered under a flood of idle or garbage clients.
@MainActor
public final class InstanceSocketServer {
    public let location: InstanceSocketLocation
    public var path: String { location.path }
    /// Answers a link (`answerLinks(with:)` sets it); unset, links are refused. It runs as
    /// the app whose code set it (`AppContext.current` then), since the socket's events come
    /// from no app's code.
    public private(set) var onLink: ((String) -> InstanceReply)? {
        didSet { linkContext = AppContext.current }
    }
    /// Answers a push file's JSON (`answerPushes(with:)` sets it); unset, pushes are refused.
    /// It runs as the app that set it.
    public private(set) var onPush: ((Data) -> InstanceReply)? {
        didSet { pushContext = AppContext.current }
    }
    /// Answers a mock scenario's name (`answerScenarios(with:)` sets it); unset, refused.
    public private(set) var onScenario: ((String) -> InstanceReply)? {
        didSet { scenarioContext = AppContext.current }
    }
    private var linkContext = AppContext.current
    private var pushContext = AppContext.current
    private var scenarioContext = AppContext.current

    /// Answers every request to switch the mock scenario with `answer` from now on.
    public func answerScenarios(with answer: @escaping (String) -> InstanceReply) {
        onScenario = answer
    }

    /// Answers every push file's JSON with `answer` from now on: the app connects once its
    /// services are made, since the socket is opened before the app.
    public func answerPushes(with answer: @escaping (Data) -> InstanceReply) {
        onPush = answer
    }

    /// Answers every link with `answer` from now on (the URL-scheme provider connects so).
    public func answerLinks(with answer: @escaping (String) -> InstanceReply) {
        onLink = answer
    }

    /// How many senders may be connected at once; the one connected longest makes way for a new one.
    public static let maximumConnections = 16
    /// How long a sender may take to send its whole message (the app's own commands send
    /// it at once).
    public let idleTimeout: Duration

    private let logger: Logger
    private let descriptor: Int32
    private let source: any DispatchSourceRead
    private var connections: [Int32: Connection] = [:]
    /// Consoles following the log (`InstanceMessage.watchLogs`): kept open, told of each commit.
    private var watchers: [Int32: Connection] = [:]
    /// How many consoles may follow the log at once; the one watching longest makes way.
    public static let maximumWatchers = 8
    private var watcherOrder: [Int32] = []
    /// Connected senders, oldest first.
    private var order: [Int32] = []

    private final class Connection {
        let source: any DispatchSourceRead
        let timer: any DispatchSourceTimer
        var buffer = Data()

        init(source: any DispatchSourceRead, timer: any DispatchSourceTimer) {
            self.source = source
            self.timer = timer
        }
    }

    /// Binds and listens. Throws `.alreadyRunning` when a live instance holds the socket and
    /// `.insecure` when the socket or its folder could let another user in.
    public init(
        location: InstanceSocketLocation, user: uid_t = getuid(), logger: Logger = Logger(label: "deeplinks"),
        idleTimeout: Duration = .seconds(2)
    ) throws(InstanceSocketError) {
        self.location = location
        self.idleTimeout = idleTimeout
        self.logger = logger
        let path = location.path
        if let status = try SocketSecurity.FileStatus.of(path) {
            try SocketSecurity.checkSocket(status, path: path, user: user)
            let probe = try UnixSocket.make(path: path)
            let refused = try UnixSocket.connect(probe, to: path)
            close(probe)
            guard let refused, refused == ECONNREFUSED || refused == ENOENT else {
                throw .alreadyRunning(path: path)
            }
            unlink(path)
            logger.notice("replaced a stale instance socket", metadata: ["path": .string(path)])
        }
        let descriptor = try UnixSocket.make(path: path)
        let previous = umask(0o177)
        let bound = try UnixSocket.withAddress(path) { bind(descriptor, $0, $1) }
        umask(previous)
        guard bound == 0, chmod(path, 0o600) == 0, listen(descriptor, 8) == 0 else {
            let code = errno
            close(descriptor)
            throw .system("listen", path: path, errno: code)
        }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        self.descriptor = descriptor
        source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .main)
        SocketCleanup.register(path)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.acceptPending() }
        }
        source.resume()
        logger.info("listening for links and pushes", metadata: ["path": .string(path)])
    }

    /// Senders connected now (at most `maximumConnections`).
    public var connectionCount: Int { connections.count }

    /// Consoles following the log now.
    public var watcherCount: Int { watchers.count }

    /// Tells every console following the log that the store committed a batch: one line,
    /// `commit`, sent without waiting. A console that went away is dropped; one whose buffer
    /// is full misses the line, harmlessly, as it reads everything past its last row anyway.
    public func announceLogCommit() {
        let line = Array("commit\n".utf8)
        for client in watcherOrder {
            let sent = line.withUnsafeBytes {
                send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT))
            }
            if sent < 0, errno != EAGAIN, errno != EWOULDBLOCK, errno != EINTR { finishWatcher(client) }
        }
    }

    /// Stops listening and removes the socket file.
    public func stop() {
        for descriptor in Array(connections.keys) { finish(descriptor) }
        for descriptor in Array(watchers.keys) { finishWatcher(descriptor) }
        source.cancel()
        close(descriptor)
        unlink(path)
        SocketCleanup.unregister(path)
    }

    private func acceptPending() {
        while true {
            let client = accept(descriptor, nil, nil)
            guard client >= 0 else { return }
            if connections.count >= Self.maximumConnections, let oldest = order.first {
                logger.notice("dropped the longest-waiting sender: too many connections")
                finish(oldest)
            }
            _ = fcntl(client, F_SETFL, fcntl(client, F_GETFL) | O_NONBLOCK)
            let source = DispatchSource.makeReadSource(fileDescriptor: client, queue: .main)
            let timer = DispatchSource.makeTimerSource(queue: .main)
            connections[client] = Connection(source: source, timer: timer)
            order.append(client)
            source.setEventHandler { [weak self] in
                MainActor.assumeIsolated { self?.readPending(from: client) }
            }
            timer.setEventHandler { [weak self] in
                MainActor.assumeIsolated { self?.timeOut(client) }
            }
            let (seconds, attoseconds) = idleTimeout.components
            timer.schedule(
                deadline: .now() + .nanoseconds(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)))
            source.resume()
            timer.resume()
        }
    }

    private func readPending(from client: Int32) {
        if watchers[client] != nil {
            drainWatcher(client)
            return
        }
        guard let connection = connections[client] else { return }
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(client, &chunk, chunk.count)
            if count > 0 {
                connection.buffer.append(contentsOf: chunk[0..<count])
                if connection.buffer.count > InstanceMessage.headerLength + InstanceMessage.maximumPayload { break }
                continue
            }
            if count < 0, errno == EAGAIN || errno == EWOULDBLOCK { break }
            if count < 0, errno == EINTR { continue }
            // The sender closed its side, or the read failed.
            if case .incomplete = InstanceMessage.decode(connection.buffer) {
                finish(client)
                return
            }
            break
        }
        switch InstanceMessage.decode(connection.buffer) {
        case .incomplete:
            return
        case .invalid(let reason):
            logger.warning("refused a malformed message", metadata: ["reason": .string(reason)])
            answer(client, .rejected(reason))
        case .message(.watchLogs):
            watch(client)
        case .message(let message):
            answer(client, handle(message))
        }
    }

    /// Answers `ok` and keeps the connection as a watcher: no idle timeout, closed when the
    /// console closes its end.
    private func watch(_ client: Int32) {
        guard let connection = connections.removeValue(forKey: client) else { return }
        order.removeAll { $0 == client }
        connection.timer.cancel()
        if watchers.count >= Self.maximumWatchers, let oldest = watcherOrder.first {
            logger.notice("dropped the longest-watching console: too many")
            finishWatcher(oldest)
        }
        watchers[client] = connection
        watcherOrder.append(client)
        _ = UnixSocket.sendAll([UInt8](InstanceReply.accepted.encoded), on: client)
    }

    /// A watcher sends nothing after its message: what it sends is dropped, its close ends it.
    private func drainWatcher(_ client: Int32) {
        var chunk = [UInt8](repeating: 0, count: 512)
        while true {
            let count = read(client, &chunk, chunk.count)
            if count > 0 { continue }
            if count < 0, errno == EINTR { continue }
            if count < 0, errno == EAGAIN || errno == EWOULDBLOCK { return }
            finishWatcher(client)
            return
        }
    }

    private func finishWatcher(_ client: Int32) {
        guard let connection = watchers.removeValue(forKey: client) else { return }
        watcherOrder.removeAll { $0 == client }
        connection.source.cancel()
        close(client)
    }

    /// A sender that never finished its message.
    private func timeOut(_ client: Int32) {
        guard connections[client] != nil else { return }
        logger.notice("dropped a sender that did not finish its message in time")
        answer(client, .rejected("no complete message within \(idleTimeout)"))
    }

    private func handle(_ message: InstanceMessage) -> InstanceReply {
        switch message {
        case .link(let url):
            return linkContext.run { onLink?(url) } ?? .rejected("this instance takes no links")
        case .push(let json):
            return pushContext.run { onPush?(json) } ?? .rejected("this instance takes no pushes")
        case .scenario(let name):
            return scenarioContext.run { onScenario?(name) } ?? .rejected("this instance takes no mock scenarios")
        case .watchLogs:
            return .rejected("a watch is answered apart")
        }
    }

    private func answer(_ client: Int32, _ reply: InstanceReply) {
        _ = UnixSocket.sendAll([UInt8](reply.encoded), on: client)
        finish(client)
    }

    private func finish(_ client: Int32) {
        guard let connection = connections.removeValue(forKey: client) else { return }
        order.removeAll { $0 == client }
        connection.source.cancel()
        connection.timer.cancel()
        close(client)
    }
}

/// Removes the sockets of this process when it exits, however the app quits.
private enum SocketCleanup {
    nonisolated(unsafe) static var paths: Set<String> = []
    nonisolated(unsafe) static var isRegistered = false

    @MainActor
    static func register(_ path: String) {
        paths.insert(path)
        guard !isRegistered else { return }
        isRegistered = true
        atexit {
            for path in SocketCleanup.paths { unlink(path) }
        }
    }

    @MainActor
    static func unregister(_ path: String) {
        paths.remove(path)
    }
}
