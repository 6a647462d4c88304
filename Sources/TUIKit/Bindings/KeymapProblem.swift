/// One thing wrong with a keymap file, said so its author can fix it: the file, the line
/// and what is wrong (`keymap.toml:4: unknown id "logs.opne" (did you mean "logs.open"?)`).
/// The entry it names keeps its default keys.
public struct KeymapProblem: Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, with what it names, so an app says it in its own language
    /// (`message(in:)`); `message` is the English, for logs.
    public enum Kind: Hashable, Sendable {
        /// The file exists but cannot be read.
        case unreadable
        /// The file is not UTF-8 text.
        case notUTF8
        /// Not TOML (toml++'s words, or "a NUL character"); the whole file is ignored.
        case notTOML(detail: String)
        /// A top-level key other than `bindings`.
        case unknownTable(String)
        /// `bindings` is not a table.
        case bindingsNotTable
        /// An id given an empty array.
        case noKeys(id: String)
        /// An id given an array with something other than strings.
        case keysNotStrings(id: String)
        /// An id given neither a string nor an array.
        case notKeyNames(id: String)
        /// A name that is no key a terminal sends.
        case notAKeyName(name: String, id: String)
        /// An id no view declares, with the nearest one it may have meant.
        case unknownID(String, nearest: String?)
        /// A key given to two ids of one scope; `fixed` when one of them is a key of the
        /// scope that has no id.
        case boundTwice(key: String, scope: String, ids: [String], fixed: Bool)
    }

    public let file: String
    /// 1-based; nil for the whole file (it cannot be read).
    public let line: Int?
    public let kind: Kind

    public init(file: String, line: Int?, kind: Kind) {
        self.file = file
        self.line = line
        self.kind = kind
    }

    /// What is wrong, in English.
    public var message: String { message(in: .english) }

    /// What is wrong, in `words`' language.
    public func message(in words: KeymapWords) -> String { words.message(for: kind) }

    public var description: String {
        line.map { "\(file):\($0): \(message)" } ?? "\(file): \(message)"
    }
}
