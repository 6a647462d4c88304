import Foundation
import TUIPseudoTerminal

/// A throwaway `HOME` with its XDG folders and a private `XDG_RUNTIME_DIR`, removed when
/// the test ends: an app under test never touches the real home.
public final class TemporaryHome: Sendable {
    public let path: String

    public init() throws {
        let base = URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true)
        let folder = base.appendingPathComponent("tui-e2e-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        path = folder.path
        let environment = PseudoTerminal.defaultEnvironment(home: path)
        for key in ["XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"] {
            if let folder = environment[key] {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            }
        }
        try FileManager.default.createDirectory(
            atPath: runtimeDirectory, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
    }

    /// `$XDG_RUNTIME_DIR`, where an app's socket goes: 0700, as the specification requires.
    public var runtimeDirectory: String { path + "/run" }

    /// `TERM=xterm-256color`, `LANG=C.UTF-8`, this `HOME` and its XDG folders, `PATH`.
    public var environment: [String: String] {
        var environment = PseudoTerminal.defaultEnvironment(home: path)
        environment["XDG_RUNTIME_DIR"] = runtimeDirectory
        return environment
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }
}
