import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One request for an event stream, its answer handed over piece by piece as it arrives
/// (URLSession's data delegate; corelibs Foundation has no `URLSession.bytes`). What the
/// delegate hears goes into `events`, in order, for the channel to read on its actor.
final class SSEConnection: NSObject, URLSessionDataDelegate, Sendable {
    enum Event: Sendable {
        /// The server answered: its status and content type.
        case response(status: Int, contentType: String)
        case bytes(Data)
        /// The connection ended: nil when the server closed it, else why.
        case finished(String?)
    }

    let events: AsyncStream<Event>
    private let continuation: AsyncStream<Event>.Continuation

    override init() {
        (events, continuation) = AsyncStream.makeStream(of: Event.self)
        super.init()
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let http = response as? HTTPURLResponse
        let type = http?.value(forHTTPHeaderField: "Content-Type") ?? ""
        continuation.yield(.response(status: http?.statusCode ?? 0, contentType: type))
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        continuation.yield(.bytes(data))
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        continuation.yield(.finished(error.map { ($0 as NSError).localizedDescription }))
        continuation.finish()
        session.finishTasksAndInvalidate()
    }
}
