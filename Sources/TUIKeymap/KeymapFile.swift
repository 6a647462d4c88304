import Foundation
import TOMLKit
import TUICore
import TUIKit

/// Reads a keymap file (`keymap.toml` in the app's config folder): a `[bindings]` table of
/// key binding ids to a key name or an array of them, named as `render --keys` and the
/// pilot name keys (`KeyNames`):
///
/// ```toml
/// [bindings]
/// "logs.open" = "f11"
/// "app.quit" = ["q", "ctrl-q"]
/// ```
///
/// Nothing in it stops the app: a file that is not TOML, a value that is not key names, a
/// name that is no key a terminal sends, each is a `KeymapProblem` with the file and line,
/// and that entry keeps its default keys. Ids and keys bound twice are checked against the
/// views' bindings by `Keymap.problems(in:)`.
public enum KeymapFile {
    /// The file's name in the app's config folder.
    public static let fileName = "keymap.toml"

    /// What a file gives: the keymap of its good entries and what was wrong.
    public struct Result: Sendable {
        public let keymap: Keymap
        public let problems: [KeymapProblem]
    }

    /// The keymap in `url`; none, without problems, when there is no such file.
    public static func read(_ url: URL) -> Result {
        guard FileManager.default.fileExists(atPath: url.path) else {
            return Result(keymap: .empty, problems: [])
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return failure(url.path, .unreadable)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return failure(url.path, .notUTF8)
        }
        return parse(text, file: url.path)
    }

    /// Parses `text`, read from `file`.
    public static func parse(_ text: String, file: String) -> Result {
        // toml++ reads up to a NUL as C text; a NUL is no TOML anyway.
        if let index = text.firstIndex(of: "\0") {
            let line = text[..<index].split(separator: "\n", omittingEmptySubsequences: false).count
            return Result(
                keymap: .empty,
                problems: [KeymapProblem(file: file, line: line, kind: .notTOML(detail: "a NUL character"))])
        }
        if let line = headerWithoutName(in: text) {
            return Result(
                keymap: .empty,
                problems: [
                    KeymapProblem(
                        file: file, line: line, kind: .notTOML(detail: "a table header must begin with a name"))
                ])
        }
        let table: TOMLTable
        do {
            table = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            // toml++ may name the line after the last for an input that ends too soon.
            let count = text.split(separator: "\n", omittingEmptySubsequences: false).count
            let line = min(Int(error.source.begin.line), max(1, count))
            return Result(
                keymap: .empty,
                problems: [
                    KeymapProblem(
                        file: file, line: line > 0 ? line : nil,
                        kind: .notTOML(detail: error.description))
                ])
        } catch {
            return failure(file, .notTOML(detail: "\(error)"))
        }
        let lines = KeymapLines(text)
        var problems: [KeymapProblem] = []
        var entries: [Keymap.Entry] = []
        for key in table.keys.sorted() where key != "bindings" {
            problems.append(
                KeymapProblem(
                    file: file, line: lines.line(of: [key]),
                    kind: .unknownTable(key)))
        }
        if let value = table["bindings"] {
            if let bindings = value.table {
                collect(bindings, path: [], lines: lines, file: file, into: &entries, problems: &problems)
            } else {
                problems.append(
                    KeymapProblem(
                        file: file, line: lines.line(of: ["bindings"]),
                        kind: .bindingsNotTable))
            }
        }
        entries.sort { $0.line < $1.line }
        problems.sort { ($0.line ?? 0, $0.message) < ($1.line ?? 0, $1.message) }
        return Result(keymap: Keymap(file: file, entries: entries), problems: problems)
    }

    /// The entries of `table`, whose dotted keys (`logs.open = "f11"` unquoted) are tables
    /// in TOML: each leaf is one id, its path joined with dots.
    private static func collect(
        _ table: TOMLTable, path: [String], lines: KeymapLines, file: String,
        into entries: inout [Keymap.Entry], problems: inout [KeymapProblem]
    ) {
        for key in table.keys.sorted() {
            guard let value = table[key] else { continue }
            let full = path + [key]
            let id = full.joined(separator: ".")
            let line = lines.line(of: ["bindings"] + full)
            if let nested = value.table {
                collect(nested, path: full, lines: lines, file: file, into: &entries, problems: &problems)
                continue
            }
            var names: [String] = []
            if let name = value.string {
                names = [name]
            } else if let array = value.array {
                for element in array {
                    guard let name = element.string else {
                        names = []
                        break
                    }
                    names.append(name)
                }
                if names.isEmpty {
                    let kind: KeymapProblem.Kind = array.isEmpty ? .noKeys(id: id) : .keysNotStrings(id: id)
                    problems.append(KeymapProblem(file: file, line: line ?? lines.line(of: full), kind: kind))
                    continue
                }
            } else {
                problems.append(
                    KeymapProblem(
                        file: file, line: line,
                        kind: .notKeyNames(id: id)))
                continue
            }
            var keys: [KeyEvent] = []
            var bad: [String] = []
            for name in names {
                if let key = Self.key(named: name) {
                    if !keys.contains(key) { keys.append(key) }
                } else {
                    bad.append(name)
                }
            }
            guard bad.isEmpty else {
                for name in bad {
                    problems.append(
                        KeymapProblem(
                            file: file, line: line,
                            kind: .notAKeyName(name: name, id: id)))
                }
                continue
            }
            entries.append(Keymap.Entry(id: KeyBinding.ID(id), keys: keys, line: line ?? 0))
        }
    }

    /// The line of a table header whose name begins with neither a key character nor a
    /// quote (`[` and the line's end, `[.a]`, `[é]`), if any. toml++ 3 (in TOMLKit 0.6.0)
    /// asserts on one, which aborts a debug build and is undefined in a release one, so it
    /// never sees such a file (found by `make fuzz`, fuzz-keymap). A `[` that begins a line
    /// inside a multi-line array counts too: a keymap has no arrays of arrays.
    static func headerWithoutName(in text: String) -> Int? {
        let bytes = Array(text.utf8)
        var line = 1
        var index = 0
        while index < bytes.count {
            // At a line's start: its blanks, then a header's brackets and blanks.
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
            if index < bytes.count, bytes[index] == UInt8(ascii: "[") {
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "[") { index += 1 }
                while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
                if index < bytes.count, !Self.beginsHeaderName(bytes[index]) { return line }
            }
            while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            index += 1
            line += 1
        }
        return nil
    }

    /// A bare key's character, a quote, or the `]` of an empty header (toml++ says that one).
    private static func beginsHeaderName(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "]"): true
        default: false
        }
    }

    /// The key `name` names (`KeyNames.parse`, as `render --keys` reads it), if a terminal
    /// can send it: Ctrl goes with a letter, Space or one of `@[\]^_` only.
    public static func key(named name: String) -> KeyEvent? {
        guard !name.isEmpty, let key = KeyNames.parse(name) else { return nil }
        if key.modifiers.contains(.control), case .character(let character) = key.key {
            let sendable = (character.isASCII && character.isLetter) || " @[\\]^_".contains(character)
            guard sendable else { return nil }
        }
        if case .character(let character) = key.key,
            character.isNewline || character.asciiValue.map({ $0 < 32 || $0 == 127 }) == true
        {
            return nil
        }
        return key
    }

    private static func failure(_ file: String, _ kind: KeymapProblem.Kind) -> Result {
        Result(keymap: .empty, problems: [KeymapProblem(file: file, line: nil, kind: kind)])
    }
}
