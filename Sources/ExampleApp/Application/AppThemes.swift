import Foundation
import Logs
import Storage
import TUIKit

/// The app's named themes, in the order Settings lists them: `light` and `dark` from
/// `Resources/Colors.json`, the rest from `Resources/Themes/<name>.json`, and `custom`
/// when the user's `theme.json` is in the app's config folder.
public enum AppThemes {
    /// Every built-in theme's name, in Settings' order.
    public static let builtInNames = [
        "light", "dark", "high-contrast-light", "high-contrast-dark", "solarized-dark", "nord", "terminal",
    ]
    /// The theme the user's file gives.
    public static let customName = "custom"
    /// The user's theme file in the app's config folder.
    public static let customFileName = "theme.json"

    /// Every key of `Colors.json` (`text.primary`): what a theme file may set.
    public static let colorKeys: Set<String> = Set(R.color.all.map { "\($0.namespace).\($0.name)" })

    /// The built-in themes; each file's problems fail `AppThemesTests`, not the app.
    public static let builtIn: [Theme] = builtInNames.reduce(into: []) { themes, name in
        switch name {
        case "light": themes.append(.light)
        case "dark": themes.append(.dark)
        default:
            let file = "Resources/Themes/\(name).json"
            let result = ThemeFile.parse(
                R.theme.files[name] ?? "", file: file, name: name, keys: colorKeys, bases: themes)
            themes.append(result.theme)
        }
    }

    /// What `--theme` and Settings take: the built-in names and `custom`.
    public static var names: [String] { builtInNames + [customName] }

    /// The built-in theme `name`; `custom` stands for the user's file until it is read.
    public static func launchTheme(named name: String) -> Theme? {
        if name == customName { return Theme(name: customName, appearance: .dark) }
        return builtIn.first { $0.name == name }
    }

    /// The built-in themes plus the user's (when the file exists), and what is wrong with
    /// that file, each problem naming the file and the key.
    public static func available(directories: StorageDirectories) -> (themes: [Theme], problems: [ThemeFile.Problem]) {
        guard let folder = try? directories.config() else { return (builtIn, []) }
        let url = folder.appendingPathComponent(customFileName)
        guard FileManager.default.fileExists(atPath: url.path) else { return (builtIn, []) }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return (builtIn, [ThemeFile.Problem(file: url.path, key: nil, message: "cannot be read")])
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return (builtIn, [ThemeFile.Problem(file: url.path, key: nil, message: "is not UTF-8 text")])
        }
        let result = ThemeFile.parse(text, file: url.path, name: customName, keys: colorKeys, bases: builtIn)
        return (builtIn + [result.theme], result.problems)
    }

    /// The name of the theme chosen in Settings last time, kept in the app's data folder.
    public static func savedName(directories: StorageDirectories) -> String? {
        guard let url = try? directories.data().appendingPathComponent("theme"),
            let data = FileManager.default.contents(atPath: url.path),
            let name = String(data: data, encoding: .utf8)?.trimmingCharacters(in: .whitespacesAndNewlines),
            names.contains(name)
        else { return nil }
        return name
    }

    /// Keeps `name` for the next launch; a folder that cannot be written is logged, not fatal.
    public static func save(name: String, directories: StorageDirectories) {
        do {
            let folder = try directories.data()
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data((name + "\n").utf8).write(to: folder.appendingPathComponent("theme"), options: .atomic)
        } catch {
            Log.app.error(logEntry: .detailed("Theme not saved", ["error": "\(error)"]))
        }
    }
}

extension AppThemes {
    /// The theme's name as Settings shows it, in the app's language; a name the app does
    /// not know shows as it is.
    public static func title(of name: String) -> String {
        switch name {
        case "light": R.string.themes.light()
        case "dark": R.string.themes.dark()
        case "high-contrast-light": R.string.themes.highContrastLight()
        case "high-contrast-dark": R.string.themes.highContrastDark()
        case "solarized-dark": R.string.themes.solarizedDark()
        case "nord": R.string.themes.nord()
        case "terminal": R.string.themes.terminal()
        case customName: R.string.themes.custom()
        default: name
        }
    }

    /// The line Settings shows about the user's theme file's problems (the file's name, how
    /// many, the first; the log has each with the full path); nil without any.
    public static func problemsLine(_ problems: [ThemeFile.Problem]) -> String? {
        guard let first = problems.first else { return nil }
        let file = URL(fileURLWithPath: first.file).lastPathComponent
        let text = first.key.map { "\($0): \(first.message)" } ?? first.message
        return problems.count == 1
            ? R.string.themes.fileProblem(file, text) : R.string.themes.fileProblemsMore(file, problems.count, text)
    }
}
