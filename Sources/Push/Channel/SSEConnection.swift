import CEventStream
import Foundation

/// One request for an event stream, run on a thread of its own through libcurl's easy
/// interface (`CEventStream`), its answer handed over piece by piece as it arrives, into
/// `events`, in order, for the channel to read on its actor. Not URLSession: corelibs
/// Foundation has no `URLSession.bytes`, and its data delegate keeps a core busy (dispatch
/// sources re-armed without end) while a stream is open and quiet; here a quiet stream
/// costs a wake-up a second, and http and https are libcurl's as for every other request.
final class SSEConnection: @unchecked Sendable {
    enum Event: Sendable {
        /// The server answered: its status and content type.
        case response(status: Int, contentType: String)
        case bytes(Data)
        /// The connection ended: nil when the server closed it, else why.
        case finished(String?)
    }

    let events: AsyncStream<Event>
    private let continuation: AsyncStream<Event>.Continuation
    /// Set once to stop the transfer; read by libcurl's callbacks on the connection's thread.
    private let cancelled = UnsafeMutablePointer<Int32>.allocate(capacity: 1)

    init() {
        (events, continuation) = AsyncStream.makeStream(of: Event.self)
        cancelled.initialize(to: 0)
    }

    deinit {
        cancelled.deallocate()
    }

    /// Starts the request on a new thread; `events` ends with `.finished`.
    func start(url: URL, headers: [String: String], connectTimeout: Int, idleTimeout: Int) {
        let lines = headers.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
        let thread = Thread { [self] in
            run(url: url.absoluteString, lines: lines, connectTimeout: connectTimeout, idleTimeout: idleTimeout)
        }
        thread.name = "push-channel"
        thread.start()
    }

    /// Stops the transfer (within about a second); nothing more is handed over.
    func cancel() {
        es_cancel(cancelled)
        continuation.finish()
    }

    private func run(url: String, lines: [String], connectTimeout: Int, idleTimeout: Int) {
        let callbacks = es_callbacks(
            head: { context, status, type in
                let connection = Unmanaged<SSEConnection>.fromOpaque(context!).takeUnretainedValue()
                let contentType = type.map { String(cString: $0) } ?? ""
                connection.continuation.yield(.response(status: status, contentType: contentType))
                return status == 200 ? 0 : 1
            },
            data: { context, bytes, count in
                let connection = Unmanaged<SSEConnection>.fromOpaque(context!).takeUnretainedValue()
                guard let bytes, count > 0 else { return }
                connection.continuation.yield(.bytes(Data(bytes: bytes, count: count)))
            })
        let copies = lines.map { strdup($0) }
        defer { for copy in copies { free(copy) } }
        var error: UnsafeMutablePointer<CChar>?
        let context = Unmanaged.passUnretained(self).toOpaque()
        let result = copies.map { UnsafePointer($0) }.withUnsafeBufferPointer { headers in
            es_run(
                url, headers.baseAddress, Int32(headers.count), connectTimeout, idleTimeout, callbacks, context,
                cancelled, &error)
        }
        let reason = error.map { message in
            defer { es_free_string(message) }
            return String(cString: message)
        }
        continuation.yield(.finished(result < 0 ? reason ?? "the request failed" : nil))
        continuation.finish()
    }
}
