import TUIKit

/// The showcase's own toast view (the template's `ToastBaseView` subclass): a flat banner
/// with a thick bar in the style's accent down its left edge instead of a rounded box, the
/// icon, the message, and the badge and key hint at the end of its last line.
struct BannerToastView: ToastContentView {
    let toast: ToastView

    func size(fitting available: Size, unicode: Bool) -> Size {
        let width = min(available.width, ToastView.maximumWidth)
        let lines = toast.viewItem.message.wrapped(toWidth: max(1, width - chrome(unicode: unicode))).count
        return Size(width: width, height: min(available.height, max(1, lines)))
    }

    func render(in area: Rect, frame: Frame) {
        guard !area.isEmpty else { return }
        let background = frame.context.color(toast.colors.background)
        let accent = Style(foreground: frame.context.color(toast.colors.accent), background: background)
        frame.canvas.fill(area, with: Cell(" ", style: Style(background: background)))
        // The accent bar is decoration: a screen reader reads the message alone.
        if !frame.context.screenReader {
            let bar = frame.context.unicode ? "▌" : "|"
            for y in area.y..<area.maxY { frame.canvas.write(bar, at: Point(x: area.x, y: y), style: accent) }
        }
        var message = area.inset(by: EdgeInsets(left: 2, right: 1))
        if let icon = toast.viewItem.leftIcon {
            let glyph = frame.context.text(icon)
            var iconStyle = accent
            iconStyle.attributes = [.bold]
            frame.canvas.write(glyph, at: message.origin, style: iconStyle, clip: message)
            message = message.inset(by: EdgeInsets(left: glyph.cellWidth + 1))
        }
        let notes = [toast.badge, toast.keyHint].compactMap { $0 }.joined(separator: " ")
        if !notes.isEmpty {
            let hint = Style(
                foreground: frame.context.color(frame.context.colors.textSecondary), background: background)
            frame.canvas.write(
                notes, at: Point(x: message.maxX - notes.cellWidth, y: message.maxY - 1), style: hint, clip: message)
            message = message.inset(by: EdgeInsets(right: notes.cellWidth + 1))
        }
        let text = Style(foreground: frame.context.color(frame.context.colors.textPrimary), background: background)
        Paragraph(toast.viewItem.message, style: text).render(in: message, frame: frame)
    }

    private func chrome(unicode: Bool) -> Int {
        let icon = toast.viewItem.leftIcon.map { $0.text(unicode: unicode).cellWidth + 1 } ?? 0
        let notes = [toast.badge, toast.keyHint].compactMap { $0 }.joined(separator: " ").cellWidth
        return 3 + icon + (notes > 0 ? notes + 1 : 0)
    }
}

// docs: components.md
extension ToastViewStyle {
    /// The showcase's banner.
    static let banner = ToastViewStyle { BannerToastView(toast: $0) }
}
// docs: end
