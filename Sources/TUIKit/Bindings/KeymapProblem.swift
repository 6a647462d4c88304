/// One thing wrong with a keymap file, said so its author can fix it: the file, the line
/// and what is wrong (`keymap.toml:4: unknown id "logs.opne" (did you mean "logs.open"?)`).
/// The entry it names keeps its default keys.
public struct KeymapProblem: Hashable, Sendable, CustomStringConvertible {
    public let file: String
    /// 1-based; nil for the whole file (it cannot be read).
    public let line: Int?
    public let message: String

    public init(file: String, line: Int?, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String {
        line.map { "\(file):\($0): \(message)" } ?? "\(file): \(message)"
    }
}
