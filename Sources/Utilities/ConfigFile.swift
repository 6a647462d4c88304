import Foundation

/// The app's hand-edited config file: `key = value` lines, `#` comments and blank lines
/// skipped. Each key takes a fixed set of values; `parse` reports the first line that is
/// wrong in words the user can act on, with its number.
public struct ConfigFile: Equatable, Sendable {
    public struct Problem: Error, Equatable, Sendable {
        public let line: Int
        public let message: String
    }

    /// The keys and the values each takes.
    public static let allowed: [String: [String]] = ["language": ["en", "ru"], "haptics": ["on", "off"]]

    public var values: [String: String]

    /// What a new file says: every key with its first value, explained.
    public static let template = """
        # Settings: key = value. Saved and read again when the editor exits.
        # language: en or ru; haptics: on or off
        language = en
        haptics = on

        """

    public static func parse(_ text: String) -> Result<ConfigFile, Problem> {
        var values: [String: String] = [:]
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            let number = index + 1
            guard let equals = line.firstIndex(of: "=") else {
                return .failure(Problem(line: number, message: "“\(line)” is not key = value"))
            }
            let key = line[..<equals].trimmingCharacters(in: .whitespaces)
            let value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            guard let choices = allowed[key] else {
                return .failure(Problem(line: number, message: "unknown key “\(key)”"))
            }
            guard choices.contains(value) else {
                return .failure(
                    Problem(
                        line: number, message: "\(key): “\(value)” is not one of \(choices.joined(separator: ", "))"))
            }
            values[key] = value
        }
        return .success(ConfigFile(values: values))
    }
}
