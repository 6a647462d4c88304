#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the running instance's socket lives: `$XDG_RUNTIME_DIR/example-tui.sock` when that
/// folder is the user's and private, else `example-tui.sock` in a 0700 folder of the app's
/// own, `/tmp/example-tui-<uid>` (under `$TMPDIR` when it is set). Both the instance and
/// `example-tui open` resolve it the same way.
public struct InstanceSocketLocation: Sendable, Equatable {
    public static let socketName = "example-tui.sock"

    /// The folder holding the socket.
    public let directory: String
    /// False when `$XDG_RUNTIME_DIR` was missing or unusable and the private fallback is used.
    public let isRuntimeDirectory: Bool

    public var path: String { directory + "/" + Self.socketName }

    public init(directory: String, isRuntimeDirectory: Bool) {
        self.directory = directory
        self.isRuntimeDirectory = isRuntimeDirectory
    }

    /// Resolves the folder for `user`. With `create`, a missing fallback folder is made 0700;
    /// a folder that exists must be a real directory of the user's that no one else can
    /// enter, or this throws `.insecure`.
    public static func resolve(
        environment: [String: String], user: uid_t = getuid(), create: Bool
    ) throws(InstanceSocketError) -> InstanceSocketLocation {
        if let runtime = environment["XDG_RUNTIME_DIR"], runtime.hasPrefix("/"),
            let status = try SocketSecurity.FileStatus.of(runtime),
            (try? SocketSecurity.checkDirectory(status, path: runtime, user: user)) != nil
        {
            return InstanceSocketLocation(directory: runtime, isRuntimeDirectory: true)
        }
        let temporary = environment["TMPDIR"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/tmp"
        let directory = (temporary.hasSuffix("/") ? String(temporary.dropLast()) : temporary) + "/example-tui-\(user)"
        if try SocketSecurity.FileStatus.of(directory) == nil {
            guard create else { return InstanceSocketLocation(directory: directory, isRuntimeDirectory: false) }
            guard mkdir(directory, 0o700) == 0 || errno == EEXIST else {
                throw .system("mkdir", path: directory, errno: errno)
            }
        }
        guard let status = try SocketSecurity.FileStatus.of(directory) else {
            throw .system("lstat", path: directory, errno: ENOENT)
        }
        try SocketSecurity.checkDirectory(status, path: directory, user: user)
        return InstanceSocketLocation(directory: directory, isRuntimeDirectory: false)
    }
}
