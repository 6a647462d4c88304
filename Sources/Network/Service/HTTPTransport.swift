import CLazyCurl
import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends one request and returns the response, whatever its status.
public protocol HTTPTransport: Sendable {
    func send(_ request: URLRequest) async throws(NetworkError) -> (HTTPURLResponse, Data)
}

/// `HTTPTransport` over `URLSession` (FoundationNetworking on Linux), with no HTTP cache,
/// cookies or stored credentials: caching is the repositories' decision (`CacheStorable`).
///
/// The request's `timeoutInterval` bounds the whole exchange. FoundationNetworking only
/// applies it between bytes, so a server that accepts and then stalls would hang the
/// request; the transport cancels it itself when the time is up and reports `.timeout`.
///
/// The session is made on the first request, not with the transport: on Linux making one
/// starts libcurl and lists the temporary folder, tens of milliseconds an app at launch
/// (which builds its services before its first frame) need not wait for.
public final class URLSessionTransport: HTTPTransport {
    private let maximumConnectionsPerHost: Int
    private let madeSession = Mutex<URLSession?>(nil)

    public init(maximumConnectionsPerHost: Int = 16) {
        self.maximumConnectionsPerHost = maximumConnectionsPerHost
    }

    deinit {
        madeSession.withLock { $0?.invalidateAndCancel() }
    }

    /// The session, made on first use.
    private var session: URLSession {
        madeSession.withLock { made in
            if let made { return made }
            FoundationNetworkingFolders.makeSharedObjects()
            // Ephemeral by hand: `.ephemeral` makes a URL cache of its own, whose folder it
            // creates outside the app's (`FoundationNetworkingFolders`).
            let configuration = URLSessionConfiguration.default
            configuration.urlCache = nil
            configuration.httpCookieStorage = nil
            configuration.httpShouldSetCookies = false
            configuration.urlCredentialStorage = nil
            configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
            configuration.httpMaximumConnectionsPerHost = maximumConnectionsPerHost
            let session = URLSession(configuration: configuration)
            made = session
            return session
        }
    }

    public func send(_ request: URLRequest) async throws(NetworkError) -> (HTTPURLResponse, Data) {
        // The release builds load libcurl at the first request (CLazyCurl): where it is
        // missing the request fails with the loader's reason instead of the app stopping.
        if let reason = lazy_curl_load_error() {
            throw .transport(reason: String(cString: reason))
        }
        let session = session
        let box = TaskBox()
        let result: Result<(HTTPURLResponse, Data), NetworkError> = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let task = session.dataTask(with: request) { data, response, error in
                    box.finish()
                    if let error {
                        let error = Self.networkError(error)
                        continuation.resume(returning: .failure(error == .cancelled && box.timedOut ? .timeout : error))
                    } else if let response = response as? HTTPURLResponse {
                        continuation.resume(returning: .success((response, data ?? Data())))
                    } else {
                        continuation.resume(returning: .failure(.transport(reason: "not an HTTP response")))
                    }
                }
                box.start(task, timeout: request.timeoutInterval)
            }
        } onCancel: {
            box.cancel()
        }
        return try result.get()
    }

    /// Sorts URLSession's errors into the cases the UI tells apart.
    static func networkError(_ error: any Error) -> NetworkError {
        guard let urlError = error as? URLError else {
            return .transport(reason: String(describing: error))
        }
        switch urlError.code {
        case .timedOut: return .timeout
        case .cancelled: return .cancelled
        case .cannotConnectToHost, .notConnectedToInternet, .networkConnectionLost, .cannotFindHost,
            .dnsLookupFailed, .internationalRoamingOff, .dataNotAllowed:
            return .offline(reason: urlError.localizedDescription)
        default:
            return .transport(reason: urlError.localizedDescription)
        }
    }
}

/// The data task, reachable from the cancellation handler and the timeout.
private final class TaskBox: @unchecked Sendable {
    private let lock = NSLock()
    private var task: URLSessionDataTask?
    private var isCancelled = false
    private var isTimedOut = false
    private var deadline: DispatchWorkItem?

    var timedOut: Bool {
        lock.lock()
        defer { lock.unlock() }
        return isTimedOut
    }

    func start(_ task: URLSessionDataTask, timeout: TimeInterval) {
        let deadline = DispatchWorkItem { [self] in
            lock.lock()
            isTimedOut = true
            lock.unlock()
            cancel()
        }
        lock.lock()
        self.task = task
        self.deadline = deadline
        let cancelled = isCancelled
        lock.unlock()
        if cancelled {
            task.cancel()
        } else {
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: deadline)
            task.resume()
        }
    }

    /// The exchange ended: the deadline no longer applies.
    func finish() {
        lock.lock()
        let deadline = deadline
        self.deadline = nil
        lock.unlock()
        deadline?.cancel()
    }

    func cancel() {
        lock.lock()
        isCancelled = true
        let task = task
        lock.unlock()
        task?.cancel()
    }
}
