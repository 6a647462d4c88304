import TUICore

/// A text style from the design (heading, paragraph, caption…): the terminal's "font"
/// is a set of attributes.
public struct TextStyle: Hashable, Sendable {
    public let attributes: TextAttributes

    public init(_ attributes: TextAttributes) {
        self.attributes = attributes
    }

    public static let plain = TextStyle([])
}
