#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The checks that keep other users out of the instance socket: its folder must be a real
/// directory owned by the user with no access for anyone else, and the socket a socket
/// owned by the user with mode 0600. Pure functions of `lstat`'s answer, so a test can
/// check a foreign owner without being root.
public enum SocketSecurity {
    /// What `lstat` says about a path (no symbolic link is followed).
    public struct FileStatus: Sendable, Equatable {
        public var type: FileType
        public var permissions: mode_t
        public var owner: uid_t

        public init(type: FileType, permissions: mode_t, owner: uid_t) {
            self.type = type
            self.permissions = permissions
            self.owner = owner
        }

        public enum FileType: Sendable, Equatable {
            case directory, socket, symbolicLink, other
        }

        /// The path's status, or nil when nothing is there.
        public static func of(_ path: String) throws(InstanceSocketError) -> FileStatus? {
            var info = stat()
            guard lstat(path, &info) == 0 else {
                if errno == ENOENT { return nil }
                throw .system("lstat", path: path, errno: errno)
            }
            let type: FileType =
                switch info.st_mode & S_IFMT {
                case S_IFDIR: .directory
                case S_IFSOCK: .socket
                case S_IFLNK: .symbolicLink
                default: .other
                }
            return FileStatus(type: type, permissions: info.st_mode & 0o7777, owner: info.st_uid)
        }
    }

    /// Throws unless the folder is a directory of `user`'s that no one else can enter.
    public static func checkDirectory(_ status: FileStatus, path: String, user: uid_t) throws(InstanceSocketError) {
        guard status.type == .directory else { throw .insecure(path: path, reason: "it is not a directory") }
        guard status.owner == user else {
            throw .insecure(path: path, reason: "it is owned by uid \(status.owner), not \(user)")
        }
        guard status.permissions & 0o077 == 0 else {
            throw .insecure(path: path, reason: "its mode is \(octal(status.permissions)), not 0700")
        }
    }

    /// Throws unless the socket is a socket of `user`'s with mode 0600.
    public static func checkSocket(_ status: FileStatus, path: String, user: uid_t) throws(InstanceSocketError) {
        guard status.type == .socket else { throw .insecure(path: path, reason: "it is not a socket") }
        guard status.owner == user else {
            throw .insecure(path: path, reason: "it is owned by uid \(status.owner), not \(user)")
        }
        guard status.permissions & 0o777 == 0o600 else {
            throw .insecure(path: path, reason: "its mode is \(octal(status.permissions)), not 0600")
        }
    }

    static func octal(_ mode: mode_t) -> String {
        "0" + String(mode & 0o7777, radix: 8)
    }
}
