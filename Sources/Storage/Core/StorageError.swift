import Foundation

/// What a storage service throws.
public enum StorageError: Error, Hashable, Sendable {
    /// No entry for the key (a corrupted disk entry reads as this too).
    case notFound
    /// The transformer could not turn the object into data.
    case encodingFailed(String)
    /// The data could not be turned back into an object.
    case decodingFailed(String)
    /// The object is larger than the store may ever hold, so it was not stored.
    case objectTooLarge(size: Int, limit: Int)
    /// A file operation failed with `errno`.
    case io(operation: String, path: String, errno: Int32)
    /// An encrypted file failed authentication: it was altered, truncated, or written with
    /// another key. It is left in place and never decrypted to a wrong value.
    case tampered(path: String)
    /// The key file of an encrypted store is unusable.
    case invalidKeyFile(path: String, reason: String)
    /// A file or directory that must be private belongs to another user, or is not what it
    /// should be (a symbolic link, a file where a directory belongs).
    case insecureFile(path: String, reason: String)
    /// A file name that would leave its directory (empty, `.`, `..`, or with a `/`).
    case invalidFileName(String)
    /// Neither `$HOME` nor the password database names a home directory.
    case noHomeDirectory
    /// The Secret Service refused or failed a call (its message; never a secret).
    case secretService(String)
    /// A store that must use the Secret Service found none usable, and why.
    case secretServiceUnavailable(String)
    /// Moving a file store into the Secret Service stopped; the files were left as they were.
    case migrationFailed(String)
}

extension StorageError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .notFound: "no entry for the key"
        case .encodingFailed(let reason): "encoding failed: \(reason)"
        case .decodingFailed(let reason): "decoding failed: \(reason)"
        case .objectTooLarge(let size, let limit): "object of \(size) bytes exceeds the limit of \(limit) bytes"
        case .io(let operation, let path, let code): "\(operation) \(path): \(String(cString: strerror(code)))"
        case .tampered(let path): "\(path) failed authentication: it was altered or written with another key"
        case .invalidKeyFile(let path, let reason): "key file \(path) is unusable: \(reason)"
        case .insecureFile(let path, let reason): "\(path) is not private: \(reason)"
        case .invalidFileName(let name): "invalid file name '\(name)'"
        case .noHomeDirectory: "no home directory: set HOME"
        case .secretService(let message): "the Secret Service failed: \(message)"
        case .secretServiceUnavailable(let reason): "no Secret Service: \(reason)"
        case .migrationFailed(let reason): "moving the keychain into the Secret Service failed: \(reason)"
        }
    }
}
