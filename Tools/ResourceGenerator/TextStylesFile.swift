/// Reads `Resources/TextStyles.json`: `{ "<namespace>": { "<name>": ["bold", "dim", …] } }`,
/// each attribute one of `TUICore.TextAttributes`.
enum TextStylesFile {
    /// The attribute names, in the order `TextAttributes` declares them (styles list them
    /// in this order, whatever the file's order).
    static let attributes = ["bold", "dim", "italic", "underline", "reverse"]

    static func parse(_ text: String, file: String) throws -> [ResourceNamespace<[String]>] {
        try ResourceNamespace.parseFile(text, file: file) { value, path in
            let elements = try value.elements(
                file: file, what: "text style '\(path)' (a list of attributes)")
            var names: [String] = []
            for element in elements {
                let name = try element.string(file: file, what: "an attribute of text style '\(path)'")
                guard attributes.contains(name) else {
                    throw Diagnostic(
                        file: file, line: element.line,
                        "text style '\(path)': unknown attribute '\(name)'; expected one of "
                            + attributes.joined(separator: ", "))
                }
                guard !names.contains(name) else {
                    throw Diagnostic(
                        file: file, line: element.line, "text style '\(path)' lists '\(name)' twice")
                }
                names.append(name)
            }
            return attributes.filter(names.contains)
        }
    }
}
