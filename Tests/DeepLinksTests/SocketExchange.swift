import Foundation

#if canImport(Glibc)
    import Glibc
#endif

// A client of the instance socket at the byte level, for the tests that send it what the
// app's own client never would.

/// Calls `body` with the Unix socket address of `path`, for `connect` or `bind`.
func withUnixSocketAddress<Result>(
    _ path: String, _ body: (UnsafePointer<sockaddr>, socklen_t) -> Result
) -> Result {
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: Array(path.utf8) + [0]) }
    return withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
    }
}

/// A connected client socket, or -1.
func connectedSocket(_ path: String) -> Int32 {
    let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    let connected = withUnixSocketAddress(path) { connect(descriptor, $0, $1) }
    guard connected == 0 else {
        close(descriptor)
        return -1
    }
    return descriptor
}

/// Writes `bytes` (keeping the writing side open unless `closeWriting`) and reads the answer
/// until the server closes the connection.
func exchange(_ bytes: Data, path: String, closeWriting: Bool) -> String {
    let descriptor = connectedSocket(path)
    guard descriptor >= 0 else { return "connect failed" }
    defer { close(descriptor) }
    _ = bytes.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    if closeWriting { shutdown(descriptor, Int32(SHUT_WR)) }
    var answer: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 256)
    while true {
        let count = read(descriptor, &chunk, chunk.count)
        if count <= 0 { break }
        answer += chunk.prefix(count)
    }
    return String(decoding: answer, as: UTF8.self)
}
