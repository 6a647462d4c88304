import Foundation
import Logging
import Observation

/// Pushes from the backend while the app runs (what APNs does for the iOS template): a
/// Server-Sent Events stream at the environment's `PUSH_CHANNEL_URL` (http or https), each event's data a
/// push in the `.apns` JSON format. A dropped connection is made again after a backoff
/// (0.5 s doubling to 30 s, or the server's `retry:`), with `Last-Event-ID`, so the server
/// sends what was missed and nothing is lost or repeated. It is observable: the Push
/// demo shows its state and the last event id.
///
/// Bad input never stops it: a line the standard ignores, an event over the size cap or
/// data that is not a push is logged with what was wrong, and the stream goes on.
///
/// ```swift
/// let channel = PushChannel(url: url, deviceToken: { try? tokens.token() }, logger: logger)
/// channel.onPush = { payload, _ in pushService.receive(payload) }
/// channel.start()
/// ```
@MainActor
@Observable
public final class PushChannel {
    public private(set) var state: PushChannelState = .stopped
    /// The id of the last event received: sent as `Last-Event-ID` on a reconnection.
    public private(set) var lastEventId = ""
    /// Pushes delivered since the channel was made.
    public private(set) var deliveredCount = 0
    /// Connections made, the first one included.
    public private(set) var connectionCount = 0

    /// A push arrived, with its event id.
    @ObservationIgnored public var onPush: ((PushPayloadModel, String) -> Void)?
    /// Called after the state or the counts change.
    @ObservationIgnored public var onChange: (() -> Void)?

    public let url: URL
    @ObservationIgnored private let deviceToken: @Sendable () -> String?
    @ObservationIgnored private let baseDelay: Duration
    @ObservationIgnored private let maximumDelay: Duration
    @ObservationIgnored private let idleTimeout: TimeInterval
    @ObservationIgnored private let maximumEventBytes: Int
    @ObservationIgnored private let logger: Logger
    @ObservationIgnored private var task: Task<Void, Never>?
    @ObservationIgnored private var parser: SSEFrameParser

    /// A channel to `url`. `deviceToken` goes with each request (`X-Device-Token`), so the
    /// server knows whose pushes to send; `idleTimeout` ends a connection that hears
    /// nothing, not even a comment, for that long; `lastEventId` (kept by the app from the
    /// last launch) makes the first connection ask only for what came since.
    public init(
        url: URL, deviceToken: @escaping @Sendable () -> String? = { nil }, baseDelay: Duration = .milliseconds(500),
        maximumDelay: Duration = .seconds(30), idleTimeout: TimeInterval = 90,
        maximumEventBytes: Int = SSEFrameParser.defaultMaximumEventBytes, lastEventId: String = "",
        logger: Logger = Logger(label: "push")
    ) {
        self.url = url
        self.deviceToken = deviceToken
        self.baseDelay = baseDelay
        self.maximumDelay = maximumDelay
        self.idleTimeout = idleTimeout
        self.maximumEventBytes = maximumEventBytes
        self.logger = logger
        self.lastEventId = lastEventId
        parser = SSEFrameParser(maximumEventBytes: maximumEventBytes, lastEventId: lastEventId)
    }

    public var isRunning: Bool { task != nil }

    /// Connects, and keeps connecting until `stop`.
    public func start() {
        guard task == nil else { return }
        task = Task { [weak self] in await self?.run() }
    }

    /// Closes the connection and stops reconnecting.
    public func stop() {
        task?.cancel()
        task = nil
        set(.stopped)
    }

    /// The wait before the next attempt when `failures` attempts in a row failed before this
    /// one's end: the server's `retry:` if it sent one, else `baseDelay` doubled per failure
    /// up to `maximumDelay`.
    func delay(afterFailures failures: Int) -> Duration {
        if let retry = parser.reconnectionTime { return .milliseconds(retry) }
        var delay = baseDelay
        for _ in 0..<min(failures, 20) where delay < maximumDelay { delay *= 2 }
        return min(delay, maximumDelay)
    }

    private func run() async {
        var failures = 0
        while !Task.isCancelled {
            set(.connecting)
            let (reason, opened) = await connect()
            if Task.isCancelled { break }
            // A stream that opened starts the backoff again: its drop is waited out once.
            if opened { failures = 0 }
            let delay = delay(afterFailures: failures)
            failures += 1
            logger.notice(
                "push channel closed; reconnecting",
                metadata: [
                    "reason": .string(reason), "delay": "\(delay)", "last-event-id": .string(lastEventId),
                ])
            set(.reconnecting(delay: delay, reason: reason))
            try? await Task.sleep(for: delay)
        }
    }

    /// One connection, to its end: why it ended, and whether the server opened a stream.
    private func connect() async -> (reason: String, opened: Bool) {
        var headers = ["Accept": "text/event-stream", "Cache-Control": "no-cache"]
        // Header values are one line: a stray line break would start a header of its own.
        let oneLine = { (value: String) in value.filter { $0 != "\r" && $0 != "\n" } }
        if !lastEventId.isEmpty { headers["Last-Event-ID"] = oneLine(lastEventId) }
        if let token = deviceToken() { headers["X-Device-Token"] = oneLine(token) }
        let connection = SSEConnection()
        connectionCount += 1
        parser.reset()
        return await withTaskCancellationHandler {
            connection.start(
                url: url, headers: headers, connectTimeout: 10, idleTimeout: max(1, Int(idleTimeout.rounded())))
            var opened = false
            for await event in connection.events {
                switch event {
                case .response(let status, let contentType):
                    guard status == 200 else {
                        connection.cancel()
                        return ("the server answered HTTP \(status)", false)
                    }
                    guard contentType.lowercased().hasPrefix("text/event-stream") else {
                        connection.cancel()
                        let type = contentType.isEmpty ? "no content type" : contentType
                        return ("the server answered \(type), not text/event-stream", false)
                    }
                    opened = true
                    logger.info(
                        "push channel connected",
                        metadata: ["url": .string(url.absoluteString), "last-event-id": .string(lastEventId)])
                    set(.connected)
                case .bytes(let data):
                    for item in parser.feed(data) { handle(item) }
                case .finished(let error):
                    return (error ?? "the server closed the stream", opened)
                }
            }
            return ("the connection ended", opened)
        } onCancel: {
            connection.cancel()
        }
    }

    private func handle(_ item: SSEFrameParser.Item) {
        switch item {
        case .event(let event):
            lastEventId = event.lastEventId
            guard event.type == "push" || event.type == "message" else {
                logger.debug("push channel event of another type skipped", metadata: ["type": .string(event.type)])
                onChange?()
                return
            }
            do {
                let payload = try PushPayloadModel(json: Data(event.data.utf8))
                deliveredCount += 1
                onPush?(payload, event.lastEventId)
            } catch {
                logger.error(
                    "push channel event is not a push; skipped",
                    metadata: ["id": .string(event.lastEventId), "error": .string(error.description)])
            }
            onChange?()
        case .ignoredLine(let line):
            logger.warning("push channel line not understood; ignored", metadata: ["line": .string(line)])
        case .oversized(let bytes):
            logger.error(
                "push channel event over the size cap; skipped",
                metadata: ["bytes": "\(bytes)", "cap": "\(maximumEventBytes)"])
        }
    }

    private func set(_ state: PushChannelState) {
        guard self.state != state else { return }
        self.state = state
        onChange?()
    }
}
