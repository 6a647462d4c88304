/// The words of the built-in validators; an app passes its translations through
/// `ToolkitStrings`.
public struct TextValidationStrings: Sendable {
    public var empty: String
    public var tooShort: @Sendable (Int) -> String
    public var tooLong: @Sendable (Int) -> String
    public var mismatch: String
    public var invalidEmail: String
    public var invalidPhone: String

    public init(
        empty: String = "Fill in this field",
        tooShort: @escaping @Sendable (Int) -> String = { "At least \($0) characters" },
        tooLong: @escaping @Sendable (Int) -> String = { "At most \($0) characters" },
        mismatch: String = "The value has the wrong format",
        invalidEmail: String = "Enter an e-mail such as name@example.com",
        invalidPhone: String = "Enter all ten digits of the number"
    ) {
        self.empty = empty
        self.tooShort = tooShort
        self.tooLong = tooLong
        self.mismatch = mismatch
        self.invalidEmail = invalidEmail
        self.invalidPhone = invalidPhone
    }
}
