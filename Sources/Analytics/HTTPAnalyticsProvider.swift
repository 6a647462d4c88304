import Foundation
import Logging

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends events to a collector over HTTP, the terminal twin of the Firebase and AppMetrica
/// providers: each event goes first into an on-disk queue (`AnalyticsQueue`), and batches
/// of `batchSize` are POSTed as `{"events":[{"id":…,"event":…,"params":…,"time":…}]}`. A
/// batch the collector did not take (offline, a 5xx, no answer in `timeout`) stays queued
/// and is sent again after an exponential backoff; ids make that retry idempotent. Nothing
/// is queued or sent while `isAllowed` says the user opted out. Sending runs in a task:
/// reporting never waits for the network.
@MainActor
public final class HTTPAnalyticsProvider: AnalyticsProvider {
    public let name: String
    public let collectorURL: URL
    public let queueURL: URL
    public let batchSize: Int
    public let capacity: Int
    public let timeout: TimeInterval
    /// The first retry's wait; each failure doubles it, up to `maximumDelay`.
    public let baseDelay: Duration
    public let maximumDelay: Duration
    private let isAllowed: @MainActor () -> Bool
    private let now: () -> Date
    private let logger: Logger
    private let session: URLSession
    public private(set) var queue: AnalyticsQueue?
    /// Failed sends in a row; zero after a batch is taken.
    public private(set) var failures = 0
    private var isSending = false
    private var retry: Task<Void, Never>?

    public init(
        name: String = "http", collectorURL: URL, queueURL: URL, batchSize: Int = 20, capacity: Int = 10_000,
        timeout: TimeInterval = 10, baseDelay: Duration = .seconds(1), maximumDelay: Duration = .seconds(300),
        isAllowed: @escaping @MainActor () -> Bool = { true }, now: @escaping () -> Date = Date.init,
        logger: Logger = Logger(label: "analytics")
    ) {
        self.name = name
        self.collectorURL = collectorURL
        self.queueURL = queueURL
        self.batchSize = max(1, batchSize)
        self.capacity = capacity
        self.timeout = timeout
        self.baseDelay = baseDelay
        self.maximumDelay = maximumDelay
        self.isAllowed = isAllowed
        self.now = now
        self.logger = logger
        // No cache, cookies or credentials. Ephemeral by hand: on Linux `.ephemeral` makes a URL
        // cache of its own in ~/.cache; the shared cookie store and cache that `.default`
        // names are the app's to place first (the showcase puts them in its cache folder).
        let configuration = URLSessionConfiguration.default
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpCookieStorage = nil
        configuration.httpCookieAcceptPolicy = .never
        configuration.httpShouldSetCookies = false
        configuration.urlCredentialStorage = nil
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        session = URLSession(configuration: configuration)
    }

    public func configure() {
        do {
            queue = try AnalyticsQueue(fileURL: queueURL, capacity: capacity)
        } catch {
            logger.error(
                "cannot open the analytics queue", metadata: ["path": .string(queueURL.path), "error": "\(error)"])
        }
        if let queue, queue.count > 0, isAllowed() { flush() }
    }

    public func report(event: AnalyticsEvent, params: AnalyticsParams) {
        guard isAllowed(), let queue else { return }
        let entry = AnalyticsQueue.Entry(
            event: event.rawValue, params: Dictionary(uniqueKeysWithValues: params.map { ($0.key.rawValue, $0.value) }),
            time: now())
        do {
            let dropped = try queue.append(entry)
            if dropped > 0 {
                logger.warning(
                    "the analytics queue is full: oldest events dropped",
                    metadata: ["dropped": "\(dropped)", "total dropped": "\(queue.dropped)"])
            }
        } catch {
            logger.error("cannot queue an analytics event", metadata: ["error": "\(error)"])
        }
        if queue.count >= batchSize { flush() }
    }

    public func shouldReport(event: AnalyticsEvent) -> Bool {
        isAllowed()
    }

    /// Starts sending in the background unless a send or a retry wait is under way.
    public func flush() {
        guard !isSending, retry == nil else { return }
        Task { await send() }
    }

    /// Sends batch after batch until the queue is empty, a send fails (a retry is then
    /// planned) or the user opted out; true when the queue was emptied.
    @discardableResult
    public func send() async -> Bool {
        guard !isSending else { return false }
        isSending = true
        defer { isSending = false }
        while let queue, isAllowed() {
            let batch = queue.peek(batchSize)
            if batch.isEmpty { return true }
            do {
                try await post(batch)
                try queue.remove(ids: Set(batch.map(\.id)))
                failures = 0
            } catch {
                failures += 1
                let delay = retryDelay
                logger.warning(
                    "analytics batch not sent; kept for a retry",
                    metadata: [
                        "events": "\(batch.count)", "queued": "\(queue.count)", "attempt": "\(failures)",
                        "retry in": "\(delay)", "error": "\(error)",
                    ])
                retry?.cancel()
                retry = Task { [weak self] in
                    try? await Task.sleep(for: delay)
                    guard !Task.isCancelled, let self else { return }
                    self.retry = nil
                    await self.send()
                }
                return false
            }
        }
        return false
    }

    /// The wait before the next retry: `baseDelay` doubled for each failure, at most `maximumDelay`.
    public var retryDelay: Duration {
        let doubled = baseDelay * (1 << min(max(failures - 1, 0), 20))
        return min(doubled, maximumDelay)
    }

    /// Stops a planned retry (tests, shutdown); the queue keeps the events.
    public func cancelRetry() {
        retry?.cancel()
        retry = nil
    }

    private struct Body: Encodable {
        let events: [AnalyticsQueue.Entry]
    }

    enum SendError: Error, CustomStringConvertible {
        case status(Int)
        var description: String {
            switch self {
            case .status(let code): "the collector answered \(code)"
            }
        }
    }

    private func post(_ batch: [AnalyticsQueue.Entry]) async throws {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys]
        var request = URLRequest(url: collectorURL, timeoutInterval: timeout)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try encoder.encode(Body(events: batch))
        let (_, response) = try await session.data(for: request)
        let code = (response as? HTTPURLResponse)?.statusCode ?? 0
        guard (200..<300).contains(code) else { throw SendError.status(code) }
    }
}
