import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Where each remote user's data lives: a HOME-like folder of their own, so storage, keychain
/// files, logs and the app's socket of one user are never another's. A key's folder is
/// `<state>/users/<fingerprint>` and kept; an anonymous session (`--open`) gets a throwaway
/// folder removed when it ends.
public struct UserFolders: Sendable {
    /// `<state>/users`.
    public let root: String
    /// Where throwaway folders go (`$TMPDIR`, else /tmp).
    public let temporaryRoot: String
    public let appName: String

    public init(stateFolder: String, temporaryRoot: String, appName: String) {
        root = stateFolder + "/users"
        self.temporaryRoot = temporaryRoot
        self.appName = appName
    }

    /// The folder for a key, made (0700) if it is new.
    public func folder(for fingerprint: SSHKeyFingerprint) throws -> String {
        let path = root + "/" + fingerprint.folderName
        try Self.makePrivate(root)
        try Self.makePrivate(path)
        return path
    }

    /// A new throwaway folder (0700), for one anonymous session.
    public func temporaryFolder() throws -> String {
        var template = Array((temporaryRoot + "/\(appName)-anonymous-XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.flatMap { mkdtemp($0) } }
        guard made != nil else { throw CocoaError(.fileWriteUnknown) }
        return String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The environment that puts an app's data in `folder`: HOME, the XDG folders, a private
    /// runtime folder (the app's socket) and TMPDIR, all inside it.
    public static func environment(folder: String) -> [String: String] {
        [
            "HOME": folder,
            "XDG_CONFIG_HOME": folder + "/.config",
            "XDG_DATA_HOME": folder + "/.local/share",
            "XDG_CACHE_HOME": folder + "/.cache",
            "XDG_STATE_HOME": folder + "/.local/state",
            "XDG_RUNTIME_DIR": folder + "/.run",
            "TMPDIR": folder + "/.tmp",
        ]
    }

    /// Makes the runtime and temporary folders `environment(folder:)` names (0700).
    public static func prepare(folder: String) throws {
        try makePrivate(folder + "/.run")
        try makePrivate(folder + "/.tmp")
    }

    static func makePrivate(_ path: String) throws {
        try FileManager.default.createDirectory(
            atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    }
}
