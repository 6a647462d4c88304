import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The POSIX calls the stores need, with `errno` turned into `StorageError.io`.
///
/// Foundation's `Data.write(options: .atomic)` neither syncs the file before renaming it nor
/// sets its mode before it becomes visible, so writes go through `writeAtomically` instead.
enum FileSystem {
    /// What `lstat`/`fstat` say about a file.
    struct Status {
        let permissions: UInt32
        let isDirectory: Bool
        let isRegularFile: Bool
        let isSymbolicLink: Bool
        let size: Int
        let modified: Date
        let owner: UInt32
        let device: UInt64
        let inode: UInt64

        init(_ raw: stat) {
            let type = raw.st_mode & S_IFMT
            permissions = UInt32(raw.st_mode & 0o7777)
            isDirectory = type == S_IFDIR
            isRegularFile = type == S_IFREG
            isSymbolicLink = type == S_IFLNK
            size = Int(raw.st_size)
            #if canImport(Darwin)
                let time = raw.st_mtimespec
            #else
                let time = raw.st_mtim
            #endif
            modified = Date(timeIntervalSince1970: TimeInterval(time.tv_sec) + TimeInterval(time.tv_nsec) / 1e9)
            owner = UInt32(raw.st_uid)
            device = UInt64(raw.st_dev)
            inode = UInt64(raw.st_ino)
        }
    }

    static func error(_ operation: String, _ path: String, _ code: Int32 = errno) -> StorageError {
        .io(operation: operation, path: path, errno: code)
    }

    /// The file at `path` itself (a link is not followed), or nil if there is none.
    static func status(_ path: String) throws(StorageError) -> Status? {
        var raw = stat()
        guard lstat(path, &raw) == 0 else {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw error("stat", path)
        }
        return Status(raw)
    }

    /// Creates `path` and any missing parents with `mode` (XDG asks for 0700). A directory
    /// already there, as at every launch but the first, takes one `lstat` rather than a
    /// `mkdir` for each component (five stores open before the first frame).
    static func makeDirectory(_ path: String, mode: mode_t = 0o700) throws(StorageError) {
        if let status = try status(path), status.isDirectory { return }
        var current = ""
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            current += "/" + component
            if mkdir(current, mode) != 0, errno != EEXIST {
                throw error("mkdir", current)
            }
        }
        guard let status = try status(path), status.isDirectory else {
            throw .insecureFile(path: path, reason: "not a directory")
        }
    }

    /// Creates `path` as a directory only its owner can enter, or checks an existing one:
    /// it must be a real directory owned by this user; a looser mode is tightened and logged.
    static func makePrivateDirectory(_ path: String, logger: StorageLogger) throws(StorageError) {
        try makeDirectory(path, mode: 0o700)
        try requirePrivate(path, mode: 0o700, directory: true, logger: logger)
    }

    /// Checks that `path` is owned by this user and has exactly `mode`, tightening it if not.
    static func requirePrivate(
        _ path: String,
        mode: UInt32,
        directory: Bool,
        logger: StorageLogger
    ) throws(StorageError) {
        guard let status = try status(path) else { throw error("stat", path, ENOENT) }
        if status.isSymbolicLink { throw .insecureFile(path: path, reason: "a symbolic link") }
        if directory, !status.isDirectory { throw .insecureFile(path: path, reason: "not a directory") }
        if !directory, !status.isRegularFile { throw .insecureFile(path: path, reason: "not a regular file") }
        if status.owner != UInt32(geteuid()) {
            throw .insecureFile(path: path, reason: "owned by user \(status.owner), not \(geteuid())")
        }
        if status.permissions != mode {
            guard chmod(path, mode_t(mode)) == 0 else { throw error("chmod", path) }
            logger.log(.repairedPermissions(path: path, from: status.permissions, to: mode))
        }
    }

    /// The names in `directory` (no `.` or `..`).
    static func names(in directory: String) throws(StorageError) -> [String] {
        guard let stream = opendir(directory) else { throw error("opendir", directory) }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    /// Removes the file at `path`; a missing file is not an error.
    static func remove(_ path: String) throws(StorageError) {
        if unlink(path) != 0, errno != ENOENT { throw error("unlink", path) }
    }

    /// Replaces `path` with `data` so that a reader, or the next run after a crash, sees either
    /// the old file or the new one, complete: the bytes go to a temporary file in the same
    /// directory with `mode`, are synced to the disk, and the file is renamed over `path`
    /// (rename is atomic within a file system); then the directory is synced so the rename
    /// itself survives a power loss. `modified` stamps the file before it becomes visible.
    static func writeAtomically(
        _ data: Data,
        to path: String,
        mode: UInt32 = 0o600,
        modified: Date? = nil
    ) throws(StorageError) {
        let directory = (path as NSString).deletingLastPathComponent
        let temporary = temporaryPath(for: path)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, mode_t(mode))
        guard descriptor >= 0 else { throw error("open", temporary) }
        var isRenamed = false
        defer {
            if !isRenamed { unlink(temporary) }
        }
        do {
            defer { close(descriptor) }
            // The mode given to open is filtered by the umask; set it exactly.
            guard fchmod(descriptor, mode_t(mode)) == 0 else { throw error("fchmod", temporary) }
            try writeAll(data, to: descriptor, path: temporary)
            if let modified { try setTimes(descriptor, to: modified, path: temporary) }
            guard fsync(descriptor) == 0 else { throw error("fsync", temporary) }
        }
        guard rename(temporary, path) == 0 else { throw error("rename", path) }
        isRenamed = true
        syncDirectory(directory)
    }

    /// Creates `path` with `data` unless it exists, atomically: the first of several racing
    /// processes wins and the others get false. Used for key files, which must never be
    /// replaced once written.
    static func createExclusively(_ data: Data, at path: String, mode: UInt32 = 0o600) throws(StorageError) -> Bool {
        let temporary = temporaryPath(for: path)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, mode_t(mode))
        guard descriptor >= 0 else { throw error("open", temporary) }
        defer { unlink(temporary) }
        do {
            defer { close(descriptor) }
            guard fchmod(descriptor, mode_t(mode)) == 0 else { throw error("fchmod", temporary) }
            try writeAll(data, to: descriptor, path: temporary)
            guard fsync(descriptor) == 0 else { throw error("fsync", temporary) }
        }
        // link fails with EEXIST where rename would silently replace.
        if link(temporary, path) != 0 {
            if errno == EEXIST { return false }
            throw error("link", path)
        }
        syncDirectory((path as NSString).deletingLastPathComponent)
        return true
    }

    /// Whether `name` is a temporary file left by `writeAtomically`.
    static func isTemporaryName(_ name: String) -> Bool {
        name.hasPrefix(".") && name.hasSuffix(".tmp")
    }

    private static func temporaryPath(for path: String) -> String {
        let directory = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let suffix = UInt64.random(in: 0...UInt64.max)
        return directory + "/." + name + "." + String(suffix, radix: 16) + ".tmp"
    }

    private static func writeAll(_ data: Data, to descriptor: Int32, path: String) throws(StorageError) {
        var failure: Int32 = 0
        data.withUnsafeBytes { buffer in
            guard var pointer = buffer.baseAddress else { return }
            var remaining = buffer.count
            while remaining > 0 {
                let written = write(descriptor, pointer, remaining)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                pointer += written
                remaining -= written
            }
        }
        if failure != 0 { throw error("write", path, failure) }
    }

    static func setTimes(_ descriptor: Int32, to date: Date, path: String) throws(StorageError) {
        let seconds = date.timeIntervalSince1970.rounded(.down)
        let time = timespec(tv_sec: Int(seconds), tv_nsec: Int((date.timeIntervalSince1970 - seconds) * 1e9))
        let times = [time, time]
        guard futimens(descriptor, times) == 0 else { throw error("futimens", path) }
    }

    private static func syncDirectory(_ path: String) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }
}

/// A file open for reading; closed when it goes out of scope.
struct OpenFile: ~Copyable {
    let descriptor: Int32
    let path: String

    /// Opens `path` for reading without following a link; nil if there is no file.
    init?(readingAt path: String) throws(StorageError) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw FileSystem.error("open", path)
        }
        self.descriptor = descriptor
        self.path = path
    }

    deinit {
        close(descriptor)
    }

    func status() throws(StorageError) -> FileSystem.Status {
        var raw = stat()
        guard fstat(descriptor, &raw) == 0 else { throw FileSystem.error("fstat", path) }
        return FileSystem.Status(raw)
    }

    /// Up to `count` bytes from `offset`; fewer only at the end of the file.
    func read(count: Int, at offset: Int) throws(StorageError) -> Data {
        var data = Data(count: count)
        var failure: Int32 = 0
        let total = data.withUnsafeMutableBytes { buffer -> Int in
            guard let base = buffer.baseAddress else { return 0 }
            var done = 0
            while done < count {
                let got = pread(descriptor, base + done, count - done, off_t(offset + done))
                if got < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return done
                }
                if got == 0 { break }
                done += got
            }
            return done
        }
        if failure != 0 { throw FileSystem.error("read", path, failure) }
        return total < count ? data.prefix(total) : data
    }

    /// The whole file.
    func readAll() throws(StorageError) -> Data {
        var data = try read(count: try status().size, at: 0)
        while true {
            let more = try read(count: 1 << 16, at: data.count)
            if more.isEmpty { break }
            data.append(more)
        }
        return data
    }

    func setTimes(to date: Date) throws(StorageError) {
        try FileSystem.setTimes(descriptor, to: date, path: path)
    }
}
