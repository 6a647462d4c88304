/// Lays digits into a mask such as "+7 (###) ###-##-##": `#` takes one digit, every
/// other character is the mask's own and appears once a digit follows it, so the
/// cursor never lands behind a literal the user did not reach.
public struct PhoneMaskFormatter: TextFormatter {
    public let mask: [Character]
    public let placeholder: Character

    public init(mask: String, placeholder: Character = "#") {
        self.mask = Array(mask)
        self.placeholder = placeholder
    }

    /// How many digits the mask holds.
    public var capacity: Int { mask.count { $0 == placeholder } }

    /// The digits of the mask before its first placeholder ("7" of "+7 ("): a pasted
    /// number that starts with them and is too long carries the country code.
    private var leadingDigits: String {
        String(mask.prefix { $0 != placeholder }.filter(\.isWholeNumber))
    }

    public func sanitize(_ text: String) -> String {
        var digits = String(text.filter { $0.isASCII && $0.isWholeNumber })
        if digits.count > capacity {
            if !leadingDigits.isEmpty, digits.hasPrefix(leadingDigits) {
                digits.removeFirst(leadingDigits.count)
            } else if leadingDigits == "7", digits.hasPrefix("8") {
                // The Russian trunk prefix: 8 916 … is +7 916 ….
                digits.removeFirst()
            }
        }
        return String(digits.prefix(capacity))
    }

    public func format(_ text: String) -> String {
        var digits = text.filter { $0.isASCII && $0.isWholeNumber }[...]
        var result = ""
        for character in mask {
            guard !digits.isEmpty else { break }
            if character == placeholder {
                result.append(digits.removeFirst())
            } else {
                result.append(character)
            }
        }
        return result
    }

    public func formattedOffset(_ offset: Int, in text: String) -> Int {
        let digitsBefore = text.prefix(max(0, offset)).count { $0.isASCII && $0.isWholeNumber }
        let formatted = Array(format(text))
        guard digitsBefore > 0 else {
            // Before the first digit: at the first placeholder, after the mask's prefix.
            let firstSlot = mask.firstIndex(of: placeholder) ?? 0
            return min(firstSlot, formatted.count)
        }
        var seen = 0
        for (index, character) in mask.enumerated() where character == placeholder {
            seen += 1
            if seen == digitsBefore { return min(index + 1, formatted.count) }
        }
        return formatted.count
    }
}
