/// Builds a `StyledString` piece by piece (the iOS utilities' `StringBuilder`): global
/// attributes for every piece, and each piece's own on top.
///
/// ```swift
/// let text = StringBuilder(globalAttributes: [.foregroundColor(primary)])
///     .add(.string("Title"), with: [.bold])
///     .add(.delimiterWithString(delimiter: .init(type: .space), string: "blue"), with: [.foregroundColor(blue)])
///     .add(.delimiterWithString(delimiter: .init(type: .lineBreak), string: "on a new line"))
///     .value
/// ```
public struct StringBuilder: Sendable {
    public struct Delimiter: Hashable, Sendable {
        public enum Kind: Hashable, Sendable {
            case space
            case lineBreak
        }

        public let type: Kind

        public init(type: Kind) {
            self.type = type
        }

        var text: String { type == .space ? " " : "\n" }
    }

    public enum Item: Hashable, Sendable {
        case string(String)
        case delimiter(Delimiter)
        /// A delimiter, then a string, both in the piece's attributes.
        case delimiterWithString(delimiter: Delimiter, string: String)

        var text: String {
            switch self {
            case .string(let string): return string
            case .delimiter(let delimiter): return delimiter.text
            case .delimiterWithString(let delimiter, let string): return delimiter.text + string
            }
        }
    }

    public let globalAttributes: [StringAttribute]
    public private(set) var value: StyledString

    public init(globalAttributes: [StringAttribute] = []) {
        self.globalAttributes = globalAttributes
        self.value = StyledString()
    }

    /// This builder with `item` appended in the global attributes plus `attributes`; where
    /// both set a colour, the piece's own wins.
    public func add(_ item: Item, with attributes: [StringAttribute] = []) -> StringBuilder {
        var copy = self
        copy.value = value + item.text.with(attributes: globalAttributes + attributes)
        return copy
    }
}
