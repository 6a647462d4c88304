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
        let temporary = path + ".tmp-\(getpid())"
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
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw LogStoreError(operation: "replace", path: path, code: code)
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
