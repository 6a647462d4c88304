/// Keeps the ASCII digits only.
public struct DigitsOnlyFormatter: TextFormatter {
    public init() {}

    public func sanitize(_ text: String) -> String {
        text.filter { $0.isASCII && $0.isWholeNumber }
    }

    public func format(_ text: String) -> String {
        sanitize(text)
    }
}
