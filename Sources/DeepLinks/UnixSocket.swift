#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few socket calls the server and the client share.
enum UnixSocket {
    /// A new stream socket, closed on exec.
    static func make(path: String) throws(InstanceSocketError) -> Int32 {
        #if canImport(Darwin)
            let descriptor = socket(AF_UNIX, SOCK_STREAM, 0)
        #else
            let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        #endif
        guard descriptor >= 0 else { throw .system("socket", path: path, errno: errno) }
        return descriptor
    }

    /// Runs `body` with `path` as a socket address.
    static func withAddress<T>(
        _ path: String, _ body: (UnsafePointer<sockaddr>, socklen_t) -> T
    ) throws(InstanceSocketError) -> T {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard bytes.count < capacity else { throw .pathTooLong(path) }
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            buffer.copyBytes(from: bytes)
            buffer[bytes.count] = 0
        }
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
    }

    /// Connects `descriptor` to `path`; nil on success, else `errno`.
    static func connect(_ descriptor: Int32, to path: String) throws(InstanceSocketError) -> Int32? {
        let result = try withAddress(path) { address, length in
            #if canImport(Glibc)
                Glibc.connect(descriptor, address, length)
            #else
                Darwin.connect(descriptor, address, length)
            #endif
        }
        return result == 0 ? nil : errno
    }

    /// Sends every byte (without SIGPIPE when the peer has gone); false if it could not.
    static func sendAll(_ bytes: [UInt8], on descriptor: Int32) -> Bool {
        #if canImport(Darwin)
            let flags: Int32 = 0
        #else
            let flags = Int32(MSG_NOSIGNAL)
        #endif
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, flags) }
            if sent < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += sent
        }
        return true
    }
}
