#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the running instance's socket lives: `$XDG_RUNTIME_DIR/<app>.sock` when that
/// folder is the user's and private, else `<app>.sock` in a 0700 folder of the app's own,
/// `/tmp/<app>-<uid>` (under `$TMPDIR` when it is set), where `<app>` is the app identity's
/// name. Both the instance and the app's `open` command resolve it the same way, and two
/// apps never share a socket.
public struct InstanceSocketLocation: Sendable, Equatable {
    /// The app's name, which names the socket and its fallback folder.
    public let appName: String
    /// The folder holding the socket.
    public let directory: String
    /// False when `$XDG_RUNTIME_DIR` was missing or unusable and the private fallback is used.
    public let isRuntimeDirectory: Bool

    /// `<app>.sock`.
    public var socketName: String { appName + ".sock" }

    public var path: String { directory + "/" + socketName }

    public init(appName: String, directory: String, isRuntimeDirectory: Bool) {
        self.appName = appName
        self.directory = directory
        self.isRuntimeDirectory = isRuntimeDirectory
    }

    /// Resolves the folder of app `appName` for `user`. With `create`, a missing fallback folder is made 0700;
    /// a folder that exists must be a real directory of the user's that no one else can
    /// enter, or this throws `.insecure`.
    public static func resolve(
        appName: String, environment: [String: String], user: uid_t = getuid(), create: Bool
    ) throws(InstanceSocketError) -> InstanceSocketLocation {
        if let runtime = environment["XDG_RUNTIME_DIR"], runtime.hasPrefix("/"),
            let status = try SocketSecurity.FileStatus.of(runtime),
            (try? SocketSecurity.checkDirectory(status, path: runtime, user: user)) != nil
        {
            return InstanceSocketLocation(appName: appName, directory: runtime, isRuntimeDirectory: true)
        }
        let temporary = environment["TMPDIR"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/tmp"
        let directory = (temporary.hasSuffix("/") ? String(temporary.dropLast()) : temporary) + "/\(appName)-\(user)"
        if try SocketSecurity.FileStatus.of(directory) == nil {
            guard create else {
                return InstanceSocketLocation(appName: appName, directory: directory, isRuntimeDirectory: false)
            }
            guard mkdir(directory, 0o700) == 0 || errno == EEXIST else {
                throw .system("mkdir", path: directory, errno: errno)
            }
        }
        guard let status = try SocketSecurity.FileStatus.of(directory) else {
            throw .system("lstat", path: directory, errno: ENOENT)
        }
        try SocketSecurity.checkDirectory(status, path: directory, user: user)
        return InstanceSocketLocation(appName: appName, directory: directory, isRuntimeDirectory: false)
    }
}
