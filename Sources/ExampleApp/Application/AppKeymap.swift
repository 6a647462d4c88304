import Foundation
import Storage
import TUICore
import TUIKeymap
import TUIKit

/// The user's keymap (`keymap.toml` in the app's config folder, beside `theme.json`): read
/// at launch, checked against what the showcase's views declare (`catalog`), and handed to
/// the window, which applies it wherever bindings are gathered (docs/keymaps.md).
@MainActor
enum AppKeymap {
    static let fileName = KeymapFile.fileName

    /// What a launch reads: the keymap of its good entries, where the file is (nil without
    /// a config folder), whether it exists, and every problem with its file and line.
    struct Loaded {
        let keymap: Keymap
        let path: String?
        let exists: Bool
        let problems: [KeymapProblem]
    }

    static func load(directories: StorageDirectories) -> Loaded {
        guard let folder = try? directories.config() else {
            return Loaded(keymap: .empty, path: nil, exists: false, problems: [])
        }
        let url = folder.appendingPathComponent(fileName)
        let result = KeymapFile.read(url)
        let problems = result.problems + result.keymap.problems(in: catalog)
        // Shown with the home folder as ~, as a user would type it.
        var path = url.path
        if let home = directories.environment["HOME"], !home.isEmpty, path.hasPrefix(home + "/") {
            path = "~" + path.dropFirst(home.count)
        }
        return Loaded(
            keymap: result.keymap, path: path, exists: FileManager.default.fileExists(atPath: url.path),
            problems: problems.sorted { ($0.line ?? 0, $0.message) < ($1.line ?? 0, $1.message) })
    }

    /// A keymap's problems in the app's language (the log keeps them in English).
    static let words = KeymapWords(
        unreadable: { R.string.common.keymapUnreadable() },
        notUTF8: { R.string.common.keymapNotUtf8() },
        notTOML: { R.string.common.keymapNotToml($0) },
        unknownTable: { R.string.common.keymapUnknownTable($0) },
        bindingsNotTable: { R.string.common.keymapBindingsNotTable() },
        noKeys: { R.string.common.keymapNoKeys($0) },
        keysNotStrings: { R.string.common.keymapKeysNotStrings($0) },
        notKeyNames: { R.string.common.keymapNotKeyNames($0) },
        notAKeyName: { R.string.common.keymapNotAKeyName($0, $1) },
        unknownID: { R.string.common.keymapUnknownId($0) },
        unknownIDNear: { R.string.common.keymapUnknownIdNear($0, $1) },
        boundTwice: { R.string.common.keymapBoundTwice($0, $1, $2) },
        keyWithoutID: { R.string.common.keymapKeyWithoutId($0) }
    )

    /// The line Settings and the help screen show about the keymap's problems (the file's
    /// name, how many, the first; the log has each with the full path); nil without any.
    static func problemsLine(_ problems: [KeymapProblem]) -> String? {
        guard let first = problems.first else { return nil }
        let file = URL(fileURLWithPath: first.file).lastPathComponent
        let message = first.message(in: words)
        let text = first.line.map { "\($0): \(message)" } ?? message
        return problems.count == 1
            ? R.string.common.keysProblem(file, text) : R.string.common.keysProblemsMore(file, problems.count, text)
    }
}
