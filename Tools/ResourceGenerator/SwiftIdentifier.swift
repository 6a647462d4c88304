/// Turns resource names (`examples-title`, `TabBar`, `theme.dark`) into Swift identifiers.
enum SwiftIdentifier {
    /// Words reserved in declarations and expressions; such a name is written in backticks.
    static let keywords: Set<String> = [
        "Any", "Self", "Type", "Protocol", "_", "as", "associatedtype", "await", "borrowing", "break",
        "case", "catch", "class", "consuming", "continue", "default", "defer", "deinit", "do",
        "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for", "func", "guard",
        "if", "import", "in", "init", "inout", "internal", "is", "let", "nil", "operator",
        "precedencegroup", "private", "protocol", "public", "repeat", "rethrows", "return", "self",
        "static", "struct", "subscript", "super", "switch", "throw", "throws", "true", "try",
        "typealias", "var", "where", "while",
    ]

    /// The lowerCamelCase identifier for `name`, or nil when it has no letter or digit.
    ///
    /// Words are split on anything but letters and digits (`-`, `_`, `.`, spaces…); the
    /// first word is lowercased up to its first lowercase letter (`TabBar` → `tabBar`,
    /// `URLPath` → `urlPath`), the others are capitalized, all-caps words count as plain
    /// words (`IS_MOCK` → `isMock`). A leading digit gets a `_` prefix and a keyword is
    /// written in backticks.
    static func lowerCamelCase(_ name: String) -> String? {
        let words = name.split { !isWordCharacter($0) }.map(String.init)
        guard let first = words.first else { return nil }
        var identifier = lowercasingLeadingCapitals(normalized(first))
        for word in words.dropFirst() {
            let word = normalized(word)
            identifier += word.prefix(1).uppercased() + word.dropFirst()
        }
        if identifier.first?.isNumber == true { identifier = "_" + identifier }
        return keywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    /// `identifier` without the backticks a keyword is escaped with.
    static func bare(_ identifier: String) -> String {
        identifier.hasPrefix("`") ? String(identifier.dropFirst().dropLast()) : identifier
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isASCII && character.isNumber
    }

    /// An all-caps word (`MOCK`, `API2`) in lowercase; any other word as it is.
    private static func normalized(_ word: String) -> String {
        word.contains(where: \.isLowercase) ? word : word.lowercased()
    }

    /// `TabBar` → `tabBar`, `URLPath` → `urlPath`, `chevronLeft` unchanged.
    private static func lowercasingLeadingCapitals(_ word: String) -> String {
        let characters = Array(word)
        var end = 0
        while end < characters.count, characters[end].isUppercase { end += 1 }
        // In `URLPath` the capital run is `URLP`; its last letter starts the next word.
        if end > 1, end < characters.count, characters[end].isLowercase { end -= 1 }
        return String(characters[..<end]).lowercased() + String(characters[end...])
    }
}

extension SwiftIdentifier {
    /// A resource name as written, with where it is written.
    struct Source: Equatable {
        var name: String
        var file: String
        var line: Int
    }

    /// The identifiers of names declared side by side (the keys of a table, the names of a
    /// namespace), in the same order; throws when one has no identifier or two share one.
    /// `kind` names them in messages ("key", "namespace").
    static func identifiers(for sources: [Source], kind: String) throws -> [String] {
        var diagnostics: [Diagnostic] = []
        var identifiers: [String] = []
        var firstSource: [String: Source] = [:]
        for source in sources {
            guard let identifier = lowerCamelCase(source.name) else {
                diagnostics.append(
                    Diagnostic(
                        file: source.file, line: source.line,
                        "\(kind) '\(source.name)' has no letters or digits to make a Swift name of"))
                identifiers.append("")
                continue
            }
            if let first = firstSource[identifier] {
                let place = first.file == source.file ? "line \(first.line)" : "\(first.file):\(first.line)"
                diagnostics.append(
                    Diagnostic(
                        file: source.file, line: source.line,
                        "\(kind) '\(source.name)' and \(kind) '\(first.name)' (\(place)) both become the "
                            + "Swift name '\(bare(identifier))'; rename one of them"))
            } else {
                firstSource[identifier] = source
            }
            identifiers.append(identifier)
        }
        try DiagnosticList.throwIfAny(diagnostics)
        return identifiers
    }
}
