/// An icon: a Unicode glyph, with an ASCII stand-in for terminals whose locale is not
/// UTF-8 (the twin of an SF Symbol or SVG asset).
public struct Icon: Hashable, Sendable {
    public let glyph: String
    public let ascii: String

    public init(glyph: String, ascii: String) {
        self.glyph = glyph
        self.ascii = ascii
    }

    public func text(unicode: Bool) -> String {
        unicode ? glyph : ascii
    }
}
