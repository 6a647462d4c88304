import TUICore

/// A placeholder bar where content will be: cells of a light shade glyph that a shimmer
/// recolors and, under its band, draws denser (░ ▒ ▓; `. + #` in ASCII), so a skeleton
/// reads with or without color. The twin of a masking view inside the template's
/// `SkeletonView`.
public struct SkeletonBlock: View {
    public enum Alignment: Sendable {
        case leading
        case center
        case trailing
    }

    public var width: SkeletonLength
    public var height: Int
    public var alignment: Alignment

    public init(width: SkeletonLength = 1.0, height: Int = 1, alignment: Alignment = .leading) {
        self.width = width
        self.height = height
        self.alignment = alignment
    }

    /// The glyph of a placeholder cell at `density` (0 plain, 1 and 2 under a shimmer's
    /// band): shades in Unicode, ASCII stand-ins otherwise.
    public static func glyph(density: Int, unicode: Bool) -> Character {
        switch (min(2, max(0, density)), unicode) {
        case (0, true): return "░"
        case (1, true): return "▒"
        case (_, true): return "▓"
        case (0, false): return "."
        case (1, false): return "+"
        case (_, false): return "#"
        }
    }

    public func render(in area: Rect, frame: Frame) {
        guard area.width > 0, area.height > 0, height > 0 else { return }
        let cells = width.cells(in: area.width)
        let x: Int
        switch alignment {
        case .leading: x = area.x
        case .center: x = area.x + (area.width - cells) / 2
        case .trailing: x = area.maxX - cells
        }
        let bar = String(repeating: Self.glyph(density: 0, unicode: frame.context.unicode), count: cells)
        let style = frame.context.style(frame.context.colors.border)
        for row in 0..<min(height, area.height) {
            frame.canvas.write(bar, at: Point(x: x, y: area.y + row), style: style, clip: area)
        }
    }
}
