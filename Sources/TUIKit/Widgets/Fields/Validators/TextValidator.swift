/// Checks a field's raw text; nil means it passes.
public protocol TextValidator: Sendable {
    func validate(_ text: String) -> TextValidationError?
}

/// Why a text failed validation. The message is worded at draw time in the app's
/// language (`ToolkitStrings.validation`), unless the validator was given its own.
public enum TextValidationError: Hashable, Sendable {
    case empty
    case tooShort(minimum: Int)
    case tooLong(maximum: Int)
    case mismatch
    case invalidEmail
    case invalidPhone
    case custom(String)

    public func message(_ strings: TextValidationStrings) -> String {
        switch self {
        case .empty: strings.empty
        case .tooShort(let minimum): strings.tooShort(minimum)
        case .tooLong(let maximum): strings.tooLong(maximum)
        case .mismatch: strings.mismatch
        case .invalidEmail: strings.invalidEmail
        case .invalidPhone: strings.invalidPhone
        case .custom(let message): message
        }
    }
}
