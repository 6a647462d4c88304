import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The sending end: the app's `open` and `push` commands hand one message to the
/// running instance and wait for its answer.
public enum InstanceSocketClient {
    /// Sends `message` and returns when the instance accepted it. Throws `.noInstance` when
    /// nothing listens (no socket, or a stale one), `.insecure` when the socket is not the
    /// user's or not 0600, `.rejected` with the instance's reason.
    ///
    /// An instance whose table of senders is full drops the one that waited longest
    /// unanswered: under a flood of other senders on a busy machine, that can be this one
    /// before its message was read. A connection closed without an answer (or while the
    /// message was going) is tried again, twice, after 100 and 200 ms.
    public static func send(
        _ message: InstanceMessage, to location: InstanceSocketLocation, user: uid_t = getuid(),
        timeout: Duration = .seconds(5)
    ) throws(InstanceSocketError) {
        var pause: useconds_t = 100_000
        for _ in 0..<2 {
            guard try !sendOnce(message, to: location, user: user, timeout: timeout) else { return }
            usleep(pause)
            pause *= 2
        }
        if try !sendOnce(message, to: location, user: user, timeout: timeout) {
            throw .rejected(InstanceReply.unanswered)
        }
    }

    /// One try: true when the instance accepted `message`, false when it closed the
    /// connection without answering.
    private static func sendOnce(
        _ message: InstanceMessage, to location: InstanceSocketLocation, user: uid_t, timeout: Duration
    ) throws(InstanceSocketError) -> Bool {
        let path = location.path
        guard let status = try SocketSecurity.FileStatus.of(path) else { throw .noInstance(path: path) }
        try SocketSecurity.checkSocket(status, path: path, user: user)
        let descriptor = try UnixSocket.make(path: path)
        defer { close(descriptor) }
        if let failure = try UnixSocket.connect(descriptor, to: path) {
            if failure == ECONNREFUSED || failure == ENOENT { throw .noInstance(path: path) }
            throw .system("connect", path: path, errno: failure)
        }
        let seconds = timeout.components.seconds
        var limit = timeval(tv_sec: .init(seconds), tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        guard UnixSocket.sendAll([UInt8](message.encoded), on: descriptor) else {
            // Dropped while it was still sending.
            if errno == EPIPE || errno == ECONNRESET { return false }
            throw .system("send", path: path, errno: errno)
        }
        shutdown(descriptor, Int32(SHUT_WR))
        var reply = Data()
        var chunk = [UInt8](repeating: 0, count: 1024)
        while reply.count < 4096 {
            let count = read(descriptor, &chunk, chunk.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            reply.append(contentsOf: chunk[0..<count])
        }
        if reply.isEmpty { return false }
        if case .rejected(let reason) = InstanceReply(decoding: reply) { throw .rejected(reason) }
        return true
    }

    /// Asks the running instance to say when its log store commits (`InstanceMessage.watchLogs`)
    /// and returns the connected socket once it agreed: each commit then arrives as a line,
    /// `commit`, and the end of the stream means the instance quit. The caller closes it.
    /// An instance quitting as it is asked closes the connection unanswered
    /// (`.rejected(InstanceReply.unanswered)`); one that does not answer within `timeout`
    /// (stopped with Ctrl-Z, or hung) is told apart.
    public static func watchLogs(
        at location: InstanceSocketLocation, user: uid_t = getuid(), timeout: Duration = .seconds(5)
    ) throws(InstanceSocketError) -> Int32 {
        let path = location.path
        guard let status = try SocketSecurity.FileStatus.of(path) else { throw .noInstance(path: path) }
        try SocketSecurity.checkSocket(status, path: path, user: user)
        let descriptor = try UnixSocket.make(path: path)
        if let failure = try UnixSocket.connect(descriptor, to: path) {
            close(descriptor)
            if failure == ECONNREFUSED || failure == ENOENT { throw .noInstance(path: path) }
            throw .system("connect", path: path, errno: failure)
        }
        var limit = timeval(tv_sec: .init(timeout.components.seconds), tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        guard UnixSocket.sendAll([UInt8](InstanceMessage.watchLogs.encoded), on: descriptor) else {
            let code = errno
            close(descriptor)
            // Closed while the message was going: quitting, as when it closes unanswered.
            if code == EPIPE || code == ECONNRESET { throw .rejected(InstanceReply.unanswered) }
            throw .system("send", path: path, errno: code)
        }
        // The reply line only, a byte at a time: what follows is the commits'.
        var reply: [UInt8] = []
        var byte: UInt8 = 0
        var timedOut = false
        while reply.count < 4096 {
            let count = read(descriptor, &byte, 1)
            if count < 0, errno == EINTR { continue }
            timedOut = count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)
            guard count == 1 else { break }
            reply.append(byte)
            if byte == UInt8(ascii: "\n") { break }
        }
        var none = timeval(tv_sec: 0, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &none, socklen_t(MemoryLayout<timeval>.size))
        if timedOut, reply.isEmpty {
            close(descriptor)
            throw .rejected("the instance did not answer within \(timeout) (is it stopped or hung?)")
        }
        switch InstanceReply(decoding: Data(reply)) {
        case .accepted:
            return descriptor
        case .rejected(let reason):
            close(descriptor)
            throw .rejected(reason)
        }
    }
}
