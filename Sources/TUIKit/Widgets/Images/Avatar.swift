import TUICore

/// A person's avatar: their initials in a rounded box on a colour chosen from the name, so
/// one person keeps one colour, with an optional `Badge` on the top-right corner.
public struct Avatar: View {
    /// Layout constants (the iOS views' `Appearance` struct).
    public struct Appearance: Sendable {
        /// The box's size; the initials sit in its middle.
        public var size: Size
        /// The colours a name picks from.
        public var palette: [ColorSet]

        public init(size: Size = Size(width: 6, height: 3), palette: [ColorSet] = []) {
            self.size = Size(width: max(4, size.width), height: max(1, size.height))
            self.palette = palette
        }
    }

    public let firstName: String
    public let lastName: String
    public var badgeCount: Int
    public let appearance: Appearance

    public init(firstName: String, lastName: String, badgeCount: Int = 0, appearance: Appearance = Appearance()) {
        self.firstName = firstName
        self.lastName = lastName
        self.badgeCount = badgeCount
        self.appearance = appearance
    }

    public var initials: String { Initials.of(firstName: firstName, lastName: lastName) }

    /// A stable index into a palette of `count` colours for this name (FNV-1a, since
    /// Swift's `hashValue` changes from run to run).
    nonisolated public static func paletteIndex(firstName: String, lastName: String, count: Int) -> Int {
        guard count > 0 else { return 0 }
        var hash: UInt32 = 2_166_136_261
        for byte in (firstName + " " + lastName).lowercased().utf8 {
            hash = (hash ^ UInt32(byte)) &* 16_777_619
        }
        return Int(hash % UInt32(count))
    }

    public func render(in area: Rect, frame: Frame) {
        let box = Rect(origin: area.origin, size: appearance.size).intersection(area)
        guard !box.isEmpty else { return }
        let palette = appearance.palette.isEmpty ? [frame.context.colors.accent] : appearance.palette
        let fill = palette[Self.paletteIndex(firstName: firstName, lastName: lastName, count: palette.count)]
        let style = frame.context.style(frame.context.colors.textInverted, background: fill, text: TextStyle([.bold]))
        frame.canvas.fill(box, with: Cell(" ", style: style))
        if box.height >= 3 { drawFrame(around: box, style: style, unicode: frame.context.unicode, frame: frame) }
        // No name: a face from DejaVu Sans Mono (an emoji bust is in no common monospace font).
        let shown = initials.isEmpty ? (frame.context.unicode ? "☺" : "?") : initials
        Label(shown, style: style, alignment: .center).render(
            in: box.row(box.height / 2).inset(by: EdgeInsets(horizontal: 1)), frame: frame)
        Badge(count: badgeCount).render(
            in: Rect(x: box.x, y: box.y, width: box.width + 2, height: 1).intersection(area), frame: frame)
    }

    /// A rounded frame, so the avatar keeps its shape without colour.
    private func drawFrame(around box: Rect, style: Style, unicode: Bool, frame: Frame) {
        let (corners, horizontal, vertical) = unicode ? (Array("╭╮╰╯"), "─", "│") : (Array("++++"), "-", "|")
        let rule = String(repeating: horizontal, count: box.width - 2)
        frame.canvas.write("\(corners[0])\(rule)\(corners[1])", at: Point(x: box.minX, y: box.minY), style: style)
        frame.canvas.write("\(corners[2])\(rule)\(corners[3])", at: Point(x: box.minX, y: box.maxY - 1), style: style)
        for y in box.minY + 1..<box.maxY - 1 {
            frame.canvas.write(vertical, at: Point(x: box.minX, y: y), style: style)
            frame.canvas.write(vertical, at: Point(x: box.maxX - 1, y: y), style: style)
        }
    }
}
