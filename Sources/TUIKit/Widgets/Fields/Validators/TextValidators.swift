/// Validators run in order and stop at the first failure (the template's FIFO), so a
/// field shows one message, the most basic one:
///
/// ```swift
/// TextValidators {
///     $0.nonEmpty()
///     $0.maxLength(10)
/// }
/// ```
public struct TextValidators: TextValidator {
    public private(set) var validators: [any TextValidator] = []

    public init(_ build: (inout TextValidators) -> Void = { _ in }) {
        build(&self)
    }

    public mutating func append(_ validator: some TextValidator) {
        validators.append(validator)
    }

    public func validate(_ text: String) -> TextValidationError? {
        for validator in validators {
            if let error = validator.validate(text) { return error }
        }
        return nil
    }

    // MARK: Built in (`message` replaces the default wording)

    public mutating func nonEmpty(message: String? = nil) {
        append(RuleValidator(error: .empty, message: message) { !$0.allSatisfy(\.isWhitespace) })
    }

    /// At most `length` characters (graphemes, as a person counts them).
    public mutating func maxLength(_ length: Int, message: String? = nil) {
        append(RuleValidator(error: .tooLong(maximum: length), message: message) { $0.count <= length })
    }

    public mutating func minLength(_ length: Int, message: String? = nil) {
        append(RuleValidator(error: .tooShort(minimum: length), message: message) { $0.count >= length })
    }

    /// The whole text matches `pattern`; an invalid pattern fails every text.
    public mutating func regex(_ pattern: String, message: String? = nil) {
        append(RuleValidator(error: .mismatch, message: message) { Self.matches($0, pattern) })
    }

    public mutating func email(message: String? = nil) {
        append(RuleValidator(error: .invalidEmail, message: message) { Self.matches($0, Self.emailPattern) })
    }

    /// Ten to fifteen digits, written with or without "+", spaces, dashes and brackets.
    public mutating func phone(message: String? = nil) {
        append(
            RuleValidator(error: .invalidPhone, message: message) { text in
                let allowed = text.allSatisfy { $0.isASCII && ($0.isWholeNumber || "+()- ".contains($0)) }
                let digits = text.count { $0.isASCII && $0.isWholeNumber }
                return allowed && (10...15).contains(digits)
            })
    }

    static let emailPattern = #"[^@\s]+@[^@\s]+\.[^@\s.]{2,}"#

    private static func matches(_ text: String, _ pattern: String) -> Bool {
        guard let regex = try? Regex(pattern) else { return false }
        return (try? regex.wholeMatch(in: text)) != nil
    }
}

/// A validator from a rule: the text passes when `rule` holds.
struct RuleValidator: TextValidator {
    let error: TextValidationError
    let message: String?
    let rule: @Sendable (String) -> Bool

    func validate(_ text: String) -> TextValidationError? {
        guard !rule(text) else { return nil }
        return message.map(TextValidationError.custom) ?? error
    }
}
