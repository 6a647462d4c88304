import Foundation
import Logs
import Storage

/// The screen-reader mode chosen in Settings, kept for the next launch in `<data>/screen-reader`
/// (`on` or `off`), as the theme is kept in `<data>/theme`: a user who needs a reader turns
/// it on once, and every later start speaks from its first frame.
enum ScreenReaderChoice {
    /// The choice kept, or nil when none was made (or the file cannot be read).
    static func saved(directories: StorageDirectories) -> Bool? {
        guard let url = try? directories.data().appendingPathComponent("screen-reader"),
            let data = FileManager.default.contents(atPath: url.path),
            let word = String(data: data, encoding: .utf8)?.trimmingCharacters(in: .whitespacesAndNewlines)
        else { return nil }
        switch word {
        case "on": return true
        case "off": return false
        default: return nil
        }
    }

    /// Keeps `isOn` for the next launch; a folder that cannot be written is logged, not fatal.
    static func save(_ isOn: Bool, directories: StorageDirectories) {
        do {
            let folder = try directories.data()
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data((isOn ? "on\n" : "off\n").utf8).write(
                to: folder.appendingPathComponent("screen-reader"), options: .atomic)
        } catch {
            Log.app.error(logEntry: .detailed("Screen-reader choice not saved", ["error": "\(error)"]))
        }
    }
}
