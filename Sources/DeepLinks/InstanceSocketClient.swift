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
    public static func send(
        _ message: InstanceMessage, to location: InstanceSocketLocation, user: uid_t = getuid(),
        timeout: Duration = .seconds(5)
    ) throws(InstanceSocketError) {
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
        if case .rejected(let reason) = InstanceReply(decoding: reply) { throw .rejected(reason) }
    }
}
