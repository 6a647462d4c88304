/// The type an accessor's argument has, from its format specifier.
enum FormatArgumentKind: String, Equatable, Sendable {
    /// `%@`.
    case string = "String"
    /// `%d`, `%i`, `%ld`, `%lld`.
    case int = "Int"
}

/// A localized value read as a format string: the specifiers `%@`, `%d`, `%i`, `%ld`,
/// `%lld`, their positional forms (`%1$@`, `%2$d`…) and `%%` for a percent sign.
///
/// The generator parses every value to derive an accessor's arguments and to check that
/// all languages of a key take the same ones; the generated `R.format` helper substitutes
/// at run time the same way `render` does here, without `String(format:)`.
struct FormatString: Equatable {
    enum Segment: Equatable {
        case literal(String)
        /// The argument at this zero-based position.
        case argument(Int)
    }

    struct ParseError: Error, Equatable {
        var message: String
    }

    var segments: [Segment]
    /// The arguments by position.
    var arguments: [FormatArgumentKind]

    /// Whether the value contains a `%` at all, so that its accessor must format it (even
    /// `%%` alone becomes `%`).
    static func needsFormatting(_ text: String) -> Bool {
        text.contains("%")
    }

    init(parsing text: String) throws(ParseError) {
        var segments: [Segment] = []
        var literal = ""
        var kinds: [Int: FormatArgumentKind] = [:]
        var nextPosition = 0
        var usesPositions: Bool?
        var scalars = Substring(text).unicodeScalars
        while let scalar = scalars.popFirst() {
            guard scalar == "%" else {
                literal.unicodeScalars.append(scalar)
                continue
            }
            if scalars.first == "%" {
                scalars.removeFirst()
                literal += "%"
                continue
            }
            let specifier = Self.specifier(at: scalars)
            let digits = scalars.prefix { ("0"..."9").contains($0) }
            let position: Int
            let isPositional = !digits.isEmpty && scalars.dropFirst(digits.count).first == "$"
            if isPositional {
                guard let number = Int(String(digits)), number > 0 else {
                    throw ParseError(message: "'%\(specifier)': positions start at 1")
                }
                position = number - 1
                scalars.removeFirst(digits.count + 1)
            } else {
                position = nextPosition
                nextPosition += 1
            }
            if let usesPositions, usesPositions != isPositional {
                throw ParseError(message: "positional (%1$@) and plain (%@) specifiers are mixed")
            }
            usesPositions = isPositional
            let kind: FormatArgumentKind
            if scalars.first == "@" {
                scalars.removeFirst()
                kind = .string
            } else {
                if scalars.starts(with: "ll".unicodeScalars) {
                    scalars.removeFirst(2)
                } else if scalars.first == "l" {
                    scalars.removeFirst()
                }
                guard let conversion = scalars.popFirst(), conversion == "d" || conversion == "i" else {
                    throw ParseError(
                        message: "unsupported format specifier '%\(specifier)'; use %@, %d, %i, %ld, %lld "
                            + "(or %1$@, %2$d… for positions) and %% for a percent sign")
                }
                kind = .int
            }
            if let previous = kinds[position], previous != kind {
                throw ParseError(
                    message:
                        "argument \(position + 1) is used both as \(previous.rawValue) and \(kind.rawValue)")
            }
            kinds[position] = kind
            if !literal.isEmpty { segments.append(.literal(literal)) }
            literal = ""
            segments.append(.argument(position))
        }
        if !literal.isEmpty { segments.append(.literal(literal)) }
        var arguments: [FormatArgumentKind] = []
        for position in 0..<(kinds.keys.max().map { $0 + 1 } ?? 0) {
            guard let kind = kinds[position] else {
                throw ParseError(
                    message: "argument \(position + 1) is never used (%\(position + 1)$… is missing)")
            }
            arguments.append(kind)
        }
        self.segments = segments
        self.arguments = arguments
    }

    /// The text with `values` (the arguments as text, by position) substituted.
    func render(_ values: [String]) -> String {
        segments.map { segment in
            switch segment {
            case .literal(let text): text
            case .argument(let position): position < values.count ? values[position] : ""
            }
        }.joined()
    }

    /// The specifier starting at `scalars` (after its `%`), for messages: `d`, `1$@`, `5.2f`:
    /// up to its conversion character (a letter other than `l`, or `@`), a space, or six
    /// characters.
    private static func specifier(at scalars: Substring.UnicodeScalarView) -> String {
        var text = ""
        for scalar in scalars.prefix(6) {
            if scalar == " " { break }
            text.unicodeScalars.append(scalar)
            if scalar == "@" || scalar.properties.isAlphabetic && scalar != "l" { break }
        }
        return text
    }
}
