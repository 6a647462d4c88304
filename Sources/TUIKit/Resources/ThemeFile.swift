import Foundation
import TUICore

/// Reads a theme file: the shape of the app's `Colors.json` (`{ "<namespace>": { "<name>":
/// color } }`), where a color is `"#RRGGBB"`, `"@N"` (a palette entry, 0–255: `@0`–`@15`
/// are the terminal's own ANSI colors) or a `{ "light": …, "dark": … }` pair (the base's
/// appearance picks one), plus an optional top-level `"base"`: the theme it starts from
/// (`light`, `dark` or another theme's name; `dark` by default).
///
/// Nothing in it stops the app: every problem (bad JSON, an unknown base, an unknown key,
/// a value that is not a color, keys left out) is a `Problem` naming the file and the key,
/// and each such key keeps the base theme's color.
public enum ThemeFile {
    /// One thing wrong with a theme file, said so its author can fix it.
    public struct Problem: Hashable, Sendable, CustomStringConvertible {
        public let file: String
        /// The color key (`text.primary`), `base`, or nil for the whole file.
        public let key: String?
        public let message: String

        public init(file: String, key: String?, message: String) {
            self.file = file
            self.key = key
            self.message = message
        }

        public var description: String {
            key.map { "\(file): \($0): \(message)" } ?? "\(file): \(message)"
        }
    }

    /// What a file gives: the theme (always usable) and what was wrong with it.
    public struct Result: Sendable {
        public let theme: Theme
        public let problems: [Problem]
    }

    /// Parses `text` (read from `file`) into the theme `name`. `keys` are the app's color
    /// keys (anything else is reported); `bases` the themes a `"base"` can name.
    public static func parse(
        _ text: String, file: String, name: String, keys: Set<String>, bases: [Theme]
    ) -> Result {
        var problems: [Problem] = []
        let fallback = bases.first { $0.name == "dark" } ?? .dark
        let object: [String: Any]
        do {
            let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
            guard let members = parsed as? [String: Any] else {
                problems.append(
                    Problem(file: file, key: nil, message: "expected a JSON object of color namespaces"))
                return Result(theme: rename(fallback, to: name), problems: problems)
            }
            object = members
        } catch {
            let nsError = error as NSError
            let reason = (nsError.userInfo[NSDebugDescriptionErrorKey] as? String) ?? nsError.localizedDescription
            problems.append(
                Problem(file: file, key: nil, message: "not valid JSON (\(reason)); the whole file is ignored"))
            return Result(theme: rename(fallback, to: name), problems: problems)
        }

        var base = fallback
        if let value = object["base"] {
            let names = bases.map(\.name)
            if let baseName = value as? String, let found = bases.first(where: { $0.name == baseName }) {
                base = found
            } else {
                problems.append(
                    Problem(
                        file: file, key: "base",
                        message: "'\(value)' is not a theme; using dark (themes: \(names.joined(separator: ", ")))"))
            }
        }

        var colors = base.colors
        var seen: Set<String> = []
        for (namespace, members) in object.sorted(by: { $0.key < $1.key }) where namespace != "base" {
            guard let members = members as? [String: Any] else {
                problems.append(
                    Problem(file: file, key: namespace, message: "expected an object of colors, as in Colors.json"))
                continue
            }
            for (member, value) in members.sorted(by: { $0.key < $1.key }) {
                let key = "\(namespace).\(member)"
                guard keys.contains(key) else {
                    problems.append(Problem(file: file, key: key, message: "unknown color key; it is ignored"))
                    continue
                }
                guard let color = color(value, appearance: base.appearance) else {
                    problems.append(
                        Problem(
                            file: file, key: key,
                            message: "'\(describe(value))' is not a color (\"#RRGGBB\", \"@0\"…\"@255\", "
                                + "or light and dark); the base theme's color is used"))
                    continue
                }
                colors[key] = color
                seen.insert(key)
            }
        }
        let missing = keys.subtracting(seen).sorted()
        if !missing.isEmpty {
            let shown = missing.prefix(5).joined(separator: ", ") + (missing.count > 5 ? ", …" : "")
            problems.append(
                Problem(
                    file: file, key: nil,
                    message: "\(missing.count) color key(s) not set (\(shown)); they keep the \(base.name) theme's"))
        }
        return Result(theme: Theme(name: name, appearance: base.appearance, colors: colors), problems: problems)
    }

    /// `"#RRGGBB"`, `"@N"`, or a light/dark pair of either.
    static func color(_ value: Any, appearance: Theme.Appearance) -> Color? {
        if let text = value as? String {
            if text.hasPrefix("@") {
                guard let index = UInt8(text.dropFirst()), text.dropFirst().allSatisfy(\.isASCII) else { return nil }
                return .indexed(index)
            }
            return text.hasPrefix("#") ? Color(hex: text) : nil
        }
        guard let pair = value as? [String: Any], Set(pair.keys) == ["light", "dark"],
            let light = color(pair["light"] as Any, appearance: appearance), pair["light"] is String,
            let dark = color(pair["dark"] as Any, appearance: appearance), pair["dark"] is String
        else { return nil }
        return appearance == .dark ? dark : light
    }

    private static func describe(_ value: Any) -> String {
        if let text = value as? String { return text }
        guard JSONSerialization.isValidJSONObject([value]),
            let data = try? JSONSerialization.data(withJSONObject: [value], options: [.sortedKeys]),
            let text = String(data: data, encoding: .utf8)
        else { return "\(value)" }
        return String(text.dropFirst().dropLast())
    }

    private static func rename(_ theme: Theme, to name: String) -> Theme {
        Theme(name: name, appearance: theme.appearance, colors: theme.colors)
    }
}
