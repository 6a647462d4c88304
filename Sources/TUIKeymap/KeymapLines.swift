/// Where each key of a TOML file is written, as a path of table names and keys
/// (`["bindings", "logs.open"]` for `"logs.open" = …` under `[bindings]`): TOMLKit gives
/// values but not their lines, which every problem names.
struct KeymapLines {
    private var lines: [[String]: Int] = [:]

    init(_ text: String) {
        var table: [String] = []
        var number = 0
        var inMultilineString = false
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            let line = raw.drop { $0 == " " || $0 == "\t" }
            // A multi-line string's lines are not keys.
            let quotes =
                line.components(separatedBy: "\"\"\"").count - 1 + line.components(separatedBy: "'''").count - 1
            if inMultilineString {
                if quotes % 2 == 1 { inMultilineString = false }
                continue
            }
            if quotes % 2 == 1 { inMultilineString = true }
            if line.hasPrefix("[") {
                let inner = line.drop { $0 == "[" }
                guard let end = Self.keyEnd(inner, stop: "]") else { continue }
                table = Self.path(inner[..<end])
                if lines[table] == nil { lines[table] = number }
                continue
            }
            guard let end = Self.keyEnd(line, stop: "="), end > line.startIndex else { continue }
            let key = table + Self.path(line[..<end])
            if lines[key] == nil { lines[key] = number }
        }
    }

    /// The line of `path`, or of the nearest table above it that is written.
    func line(of path: [String]) -> Int? {
        var path = path
        while !path.isEmpty {
            if let line = lines[path] { return line }
            path.removeLast()
        }
        return nil
    }

    /// Where a key (or a table header's name) ends: at `stop` outside quotes.
    private static func keyEnd(_ text: Substring, stop: Character) -> Substring.Index? {
        var quote: Character?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if let open = quote {
                if character == "\\" && open == "\"" {
                    index = text.index(after: index)
                    if index == text.endIndex { return nil }
                } else if character == open {
                    quote = nil
                }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == stop {
                return index
            } else if character == "#" {
                return nil
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// The dotted parts of a key, unquoted: `"logs.open"` is one, `logs.open` two.
    private static func path(_ text: Substring) -> [String] {
        var parts: [String] = []
        var current = ""
        var quote: Character?
        var escaped = false
        for character in text {
            if let open = quote {
                if escaped {
                    current.append(character)
                    escaped = false
                } else if character == "\\" && open == "\"" {
                    escaped = true
                } else if character == open {
                    quote = nil
                } else {
                    current.append(character)
                }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "." {
                parts.append(current)
                current = ""
            } else if character != " " && character != "\t" {
                current.append(character)
            }
        }
        parts.append(current)
        return parts
    }
}
