/// The characters the layout draws with: box drawing and symbols, or ASCII.
struct MarkdownGlyphs: Sendable {
    var bullets: [String]
    var quoteBar: String
    var openTask: String
    var doneTask: String
    var rule: String
    var heading1Rule: String
    var heading2Rule: String
    var clipped: String
    var image: String
    var strikethrough: String
    /// Frame pieces: horizontal, vertical, then corners and joints clockwise from top left.
    var horizontal: String
    var vertical: String
    var topLeft: String
    var topJoint: String
    var topRight: String
    var leftJoint: String
    var cross: String
    var rightJoint: String
    var bottomLeft: String
    var bottomJoint: String
    var bottomRight: String

    static let unicode = MarkdownGlyphs(
        bullets: ["•", "◦", "▪"], quoteBar: "│", openTask: "☐", doneTask: "☑", rule: "─", heading1Rule: "━",
        heading2Rule: "─", clipped: "›", image: "▣", strikethrough: "~", horizontal: "─", vertical: "│",
        topLeft: "┌", topJoint: "┬", topRight: "┐", leftJoint: "├", cross: "┼", rightJoint: "┤", bottomLeft: "└",
        bottomJoint: "┴", bottomRight: "┘")

    static let ascii = MarkdownGlyphs(
        bullets: ["*", "-", "+"], quoteBar: "|", openTask: "[ ]", doneTask: "[x]", rule: "-", heading1Rule: "=",
        heading2Rule: "-", clipped: ">", image: "[img]", strikethrough: "~", horizontal: "-", vertical: "|",
        topLeft: "+", topJoint: "+", topRight: "+", leftJoint: "+", cross: "+", rightJoint: "+", bottomLeft: "+",
        bottomJoint: "+", bottomRight: "+")
}
