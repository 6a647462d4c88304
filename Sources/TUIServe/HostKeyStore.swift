import Crypto
import Foundation
import NIOSSH

#if canImport(Glibc)
    import Glibc
#endif

/// The server's Ed25519 host key, made once in the state folder and reused, so clients that
/// trusted it once (`known_hosts`) keep trusting it. The file is the owner's alone (0600, in
/// a 0700 folder); one that is unreadable, malformed or readable by others is reported, never
/// replaced: a new key would make every client warn of a man in the middle.
public struct HostKeyStore: Sendable {
    /// The key file: `<folder>/ssh_host_ed25519_key`.
    public let path: String

    static let header = "TUIServe ed25519 host key v1"

    public init(folder: String) {
        path = folder + "/ssh_host_ed25519_key"
    }

    /// The key in the file, made first if there is none.
    public func loadOrCreate() throws(HostKeyError) -> Curve25519.Signing.PrivateKey {
        if let key = try load() { return key }
        let key = Curve25519.Signing.PrivateKey()
        let folder = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(
                atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw .cannotWrite(path, "\(error.localizedDescription)")
        }
        let text = Self.header + "\n" + key.rawRepresentation.base64EncodedString() + "\n"
        // O_EXCL: two servers starting at once keep the first one's key.
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        if descriptor < 0 {
            let error = errno
            if error == EEXIST, let existing = try load() { return existing }
            throw .cannotWrite(path, String(cString: strerror(error)))
        }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        guard write(descriptor, bytes, bytes.count) == bytes.count, fsync(descriptor) == 0 else {
            let error = errno
            unlink(path)
            throw .cannotWrite(path, String(cString: strerror(error)))
        }
        return key
    }

    /// The key in the file, or nil when there is no file.
    public func load() throws(HostKeyError) -> Curve25519.Signing.PrivateKey? {
        var status = stat()
        guard lstat(path, &status) == 0 else {
            if errno == ENOENT { return nil }
            throw .unreadable(path, String(cString: strerror(errno)))
        }
        guard status.st_mode & S_IFMT == S_IFREG else { throw .corrupt(path, "not a regular file") }
        guard status.st_mode & 0o077 == 0 else {
            throw .unprotected(path, String(status.st_mode & 0o777, radix: 8))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unreadable(path, "permission denied")
        }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
        guard lines.count == 2, lines[0] == Self.header else {
            throw .corrupt(path, "the first line is not \"\(Self.header)\"")
        }
        guard let raw = Data(base64Encoded: String(lines[1])), raw.count == 32,
            let key = try? Curve25519.Signing.PrivateKey(rawRepresentation: raw)
        else { throw .corrupt(path, "the key is not 32 bytes of base64") }
        return key
    }
}

/// Why the host key could not be had.
public enum HostKeyError: Error, Equatable, CustomStringConvertible {
    case unreadable(String, String)
    case corrupt(String, String)
    case unprotected(String, String)
    case cannotWrite(String, String)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            return "cannot read the host key \(path): \(reason)"
        case .corrupt(let path, let reason):
            return "the host key \(path) is damaged (\(reason)); it is not replaced, since clients "
                + "that trust it would see a new key: restore it from a backup, or delete it to make a new one"
        case .unprotected(let path, let mode):
            return "the host key \(path) is readable by others (mode \(mode)); run chmod 600 on it"
        case .cannotWrite(let path, let reason):
            return "cannot write the host key \(path): \(reason)"
        }
    }
}
