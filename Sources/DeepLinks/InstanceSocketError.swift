#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why the instance socket cannot be used.
public enum InstanceSocketError: Error, Equatable, CustomStringConvertible {
    /// No instance listens: no socket, or a stale one left by a crash.
    case noInstance(path: String)
    /// Another instance already listens there.
    case alreadyRunning(path: String)
    /// The socket or its folder could let another user in, so it is not used.
    case insecure(path: String, reason: String)
    /// The path does not fit in a socket address.
    case pathTooLong(String)
    /// The instance answered with an error.
    case rejected(String)
    case system(String, path: String, errno: Int32)

    public var description: String {
        switch self {
        case .noInstance(let path):
            return "no running instance listens on \(path)"
        case .alreadyRunning(let path):
            return "another instance already listens on \(path)"
        case .insecure(let path, let reason):
            return "refusing \(path): \(reason)"
        case .pathTooLong(let path):
            return "the socket path \(path) is too long for a Unix socket"
        case .rejected(let reason):
            return "the running instance refused it: \(reason)"
        case .system(let call, let path, let code):
            return "\(call) \(path): \(String(cString: strerror(code)))"
        }
    }
}
