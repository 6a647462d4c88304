import Foundation

/// Opens the app's config file in the user's editor, the terminal twin of SurfUtils'
/// `SettingsRouter` (which opens the app's page in Settings): `$VISUAL`, then `$EDITOR`,
/// then `vi`, run on the file and waited for. The caller hands the terminal over around
/// `edit` (as Ctrl-Z does) and reads the file again after it.
public struct ConfigEditor: Sendable {
    public let environment: [String: String]
    public let launcher: ExternalLauncher

    public init(environment: [String: String], launcher: ExternalLauncher = .process) {
        self.environment = environment
        self.launcher = launcher
    }

    /// The editor's program and its own arguments (`$EDITOR` may be `code --wait`).
    public var command: (program: String, arguments: [String]) {
        let setting = [environment["VISUAL"], environment["EDITOR"]].compactMap { $0 }
            .first { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        var words = (setting ?? "vi").split(separator: " ").map(String.init)
        let program = words.removeFirst()
        return (program, words)
    }

    /// Runs the editor on `file` and waits for it; returns its exit status.
    public func edit(_ file: URL) throws -> Int32 {
        let (program, arguments) = command
        return try launcher.run(program, arguments + [file.path], environment, true)
    }
}
