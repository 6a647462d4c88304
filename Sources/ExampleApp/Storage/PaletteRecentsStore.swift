import Logs
import Storage
import TUIKit

/// The command palette's recent choices, kept as `recent.json` in the app's data folder
/// (`$XDG_DATA_HOME/<app>/Palette`, temporary in tests), so they rank first next launch.
/// A file that cannot be read or written is logged and the palette goes on without it.
@MainActor
final class PaletteRecentsStore: PaletteRecents {
    private let directories: StorageDirectories
    static let folderName = "Palette"
    static let fileName = "recent"

    init(directories: StorageDirectories) {
        self.directories = directories
    }

    func load() -> [String] {
        do {
            return try storage().load(fileName: Self.fileName, as: [String].self) ?? []
        } catch {
            Log.app.error(logEntry: .detailed("Palette recents not read", ["error": "\(error)"]))
            return []
        }
    }

    func save(_ ids: [String]) {
        do {
            try storage().store(object: ids, as: Self.fileName)
        } catch {
            Log.app.error(logEntry: .detailed("Palette recents not saved", ["error": "\(error)"]))
        }
    }

    private func storage() throws -> LocalStorage {
        try LocalStorage(name: Self.folderName, location: .data, directories: directories)
    }
}
