import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Files only their owner may read: folders 0700, files 0600, replaced atomically.
enum PrivateFiles {
    /// Creates `directory` and its missing parents as 0700, and tightens it if it is looser.
    static func makeDirectory(_ directory: URL) throws(LogStoreError) {
        let path = directory.path
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            do {
                try FileManager.default.createDirectory(
                    at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            } catch {
                throw LogStoreError(operation: "create the folder", path: path, code: errno == 0 ? EACCES : errno)
            }
        }
        guard chmod(path, 0o700) == 0 else { throw LogStoreError(operation: "protect", path: path, code: errno) }
    }

    /// Opens `path` for appending, creating it as 0600; an existing file is tightened to 0600.
    static func openForAppending(_ path: String) throws(LogStoreError) -> Int32 {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC | O_NOFOLLOW, mode_t(0o600))
        guard descriptor >= 0 else { throw LogStoreError(operation: "open", path: path, code: errno) }
        guard fchmod(descriptor, 0o600) == 0 else {
            let code = errno
            close(descriptor)
            throw LogStoreError(operation: "protect", path: path, code: code)
        }
        return descriptor
    }

    static func writeAll(_ data: Data, to descriptor: Int32, path: String) throws(LogStoreError) {
        var failure: Int32?
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
        if let failure { throw LogStoreError(operation: "write", path: path, code: failure) }
    }

    /// Replaces `path` with `data` through a 0600 temporary file and a rename, so a crash
    /// leaves either the old file or the new one.
    static func replace(_ path: String, with data: Data) throws(LogStoreError) {
        let temporary = try writeTemporary(data, for: path, named: "tmp-\(getpid())")
        try moveIntoPlace(temporary, path)
    }

    /// Writes `data` to `path.name` (0600) and flushes it to the disk: the first half of a
    /// replacement, which can run off a lock; `moveIntoPlace` is the second.
    static func writeTemporary(_ data: Data, for path: String, named name: String) throws(LogStoreError) -> String {
        let temporary = path + "." + name
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, mode_t(0o600))
        guard descriptor >= 0 else { throw LogStoreError(operation: "create", path: temporary, code: errno) }
        do {
            try writeAll(data, to: descriptor, path: temporary)
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
        fsync(descriptor)
        close(descriptor)
        return temporary
    }

    /// Renames `temporary` over `path`; removes it if that fails.
    static func moveIntoPlace(_ temporary: String, _ path: String) throws(LogStoreError) {
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw LogStoreError(operation: "replace", path: path, code: code)
        }
    }

    /// Removes the temporary files of `path` (`path.tmp-PID…`) left by processes that
    /// ended while writing one.
    static func removeAbandonedTemporaries(of path: String) {
        let folder = (path as NSString).deletingLastPathComponent
        let prefix = (path as NSString).lastPathComponent + ".tmp-"
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where name.hasPrefix(prefix) {
            let digits = name.dropFirst(prefix.count).prefix { $0.isNumber }
            guard let pid = Int32(digits), kill(pid, 0) != 0, errno == ESRCH else { continue }
            unlink(folder + "/" + name)
        }
    }

    /// The file's contents, or empty data when it does not exist.
    static func read(_ path: String) throws(LogStoreError) -> Data {
        guard FileManager.default.fileExists(atPath: path) else { return Data() }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw LogStoreError(operation: "read", path: path, code: errno == 0 ? EIO : errno)
        }
        return data
    }
}
