import TUICore

/// A toast's box (the template's `ToastView`): a rounded border in the style's accent
/// around a tinted fill, the icon, the message wrapped on word boundaries and the right
/// icon. The border carries a badge (toasts waiting behind this one) and a key hint
/// (when a tap does something). Without color, the icon tells the styles apart.
public struct ToastView: View {
    public var viewItem: ToastViewItem
    public var colors: ToastColors.StyleColors
    /// A short note at the right of the top border ("+2").
    public var badge: String?
    /// A key at the right of the bottom border ("ctrl-t").
    public var keyHint: String?

    /// Toasts never grow wider than this, however wide the terminal.
    public static let maximumWidth = 60
    /// Short messages still get a box this wide, so a toast reads as one.
    public static let minimumWidth = 30
    /// Longer messages end in an ellipsis.
    public static let maximumMessageLines = 6

    public init(
        viewItem: ToastViewItem,
        colors: ToastColors.StyleColors,
        badge: String? = nil,
        keyHint: String? = nil
    ) {
        self.viewItem = viewItem
        self.colors = colors
        self.badge = badge
        self.keyHint = keyHint
    }

    /// The box's size in an area of `available` cells: as wide as the message needs,
    /// between the minimum and maximum widths, two columns clear of each side.
    public func size(fitting available: Size, unicode: Bool) -> Size {
        let widest = min(Self.maximumWidth, max(available.width - 4, min(available.width, 12)))
        let chrome = chromeWidth(unicode: unicode)
        let longestLine = viewItem.message.split(whereSeparator: \.isNewline).map(\.cellWidth).max() ?? 0
        let decorations = (badge?.cellWidth ?? 0) + (keyHint?.cellWidth ?? 0) + 8
        let width = min(widest, max(Self.minimumWidth, chrome + longestLine, decorations))
        let lines = min(viewItem.message.wrapped(toWidth: max(1, width - chrome)).count, Self.maximumMessageLines)
        return Size(width: width, height: min(available.height, max(1, lines) + 2))
    }

    public func render(in area: Rect, frame: Frame) {
        guard area.width >= 4, area.height >= 3 else { return }
        let background = frame.context.color(colors.background)
        let border = Style(foreground: frame.context.color(colors.accent), background: background)
        frame.canvas.fill(area, with: Cell(" ", style: Style(background: background)))
        drawBorder(in: area, style: border, frame: frame)

        let inner = area.inset(by: EdgeInsets(top: 1, left: 2, bottom: 1, right: 2))
        var message = inner
        if let icon = viewItem.leftIcon {
            let glyph = frame.context.text(icon)
            var iconStyle = border
            iconStyle.attributes = [.bold]
            frame.canvas.write(glyph, at: inner.origin, style: iconStyle, clip: inner)
            message = message.inset(by: EdgeInsets(left: glyph.cellWidth + 1))
        }
        if let icon = viewItem.rightIcon {
            let glyph = frame.context.text(icon)
            frame.canvas.write(
                glyph, at: Point(x: inner.maxX - glyph.cellWidth, y: inner.y), style: border, clip: inner)
            message = message.inset(by: EdgeInsets(right: glyph.cellWidth + 1))
        }
        let text = Style(foreground: frame.context.color(frame.context.colors.textPrimary), background: background)
        Paragraph(viewItem.message, style: text).render(in: message, frame: frame)
    }

    private func chromeWidth(unicode: Bool) -> Int {
        let left = viewItem.leftIcon.map { $0.text(unicode: unicode).cellWidth + 1 } ?? 0
        let right = viewItem.rightIcon.map { $0.text(unicode: unicode).cellWidth + 1 } ?? 0
        return 4 + left + right
    }

    private func drawBorder(in area: Rect, style: Style, frame: Frame) {
        let unicode = frame.context.unicode
        let line = String(repeating: unicode ? "─" : "-", count: area.width - 2)
        let side = unicode ? "│" : "|"
        frame.canvas.write((unicode ? "╭" : "+") + line + (unicode ? "╮" : "+"), at: area.origin, style: style)
        frame.canvas.write(
            (unicode ? "╰" : "+") + line + (unicode ? "╯" : "+"), at: Point(x: area.x, y: area.maxY - 1), style: style)
        for y in (area.y + 1)..<(area.maxY - 1) {
            frame.canvas.write(side, at: Point(x: area.x, y: y), style: style)
            frame.canvas.write(side, at: Point(x: area.maxX - 1, y: y), style: style)
        }
        if let badge {
            var badgeStyle = style
            badgeStyle.attributes = [.bold]
            drawNote(badge, onRow: area.y, of: area, style: badgeStyle, frame: frame)
        }
        if let keyHint {
            let hintStyle = Style(
                foreground: frame.context.color(frame.context.colors.textSecondary), background: style.background)
            drawNote(keyHint, onRow: area.maxY - 1, of: area, style: hintStyle, frame: frame)
        }
    }

    /// Writes ` note ` into a border row, ending two cells before the corner.
    private func drawNote(_ note: String, onRow y: Int, of area: Rect, style: Style, frame: Frame) {
        let text = " " + note + " "
        let width = text.cellWidth
        guard width <= area.width - 4 else { return }
        frame.canvas.write(text, at: Point(x: area.maxX - 2 - width, y: y), style: style)
    }
}
