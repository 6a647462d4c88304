import TUICore

/// An icon with a title (SwiftUI's `Label`), laid out by the environment's `LabelStyle`:
/// side by side, the icon over the title, or on a filled background.
public struct IconLabel: View, UIStyleProtocol {
    public var title: String
    public var icon: Icon
    public var color: ColorSet?
    public var background: ColorSet?
    public var textStyle: TextStyle?

    public init(_ title: String, icon: Icon, color: ColorSet? = nil, background: ColorSet? = nil) {
        self.title = title
        self.icon = icon
        self.color = color
        self.background = background
    }

    /// The size the label needs in `style`.
    public func size(in style: LabelStyle, unicode: Bool = true) -> Size {
        let iconWidth = icon.text(unicode: unicode).cellWidth
        switch style {
        case .default: return Size(width: iconWidth + 1 + title.cellWidth, height: 1)
        case .vertical: return Size(width: max(iconWidth, title.cellWidth), height: 2)
        case .background: return Size(width: iconWidth + 3 + title.cellWidth, height: 1)
        }
    }

    public func render(in area: Rect, frame: Frame) {
        guard !area.isEmpty else { return }
        let labelStyle = frame.context.environment.labelStyle
        let style = frame.context.style(
            color ?? frame.context.colors.textPrimary, text: textStyle ?? frame.context.environment.font ?? .plain)
        let iconText = frame.context.text(icon)
        switch labelStyle {
        case .default:
            Label(iconText + " " + title, style: style).render(in: area.row(0), frame: frame)
        case .vertical:
            let width = min(area.width, size(in: .vertical, unicode: frame.context.unicode).width)
            let column = Rect(x: area.x, y: area.y, width: width, height: area.height)
            Label(iconText, style: style, alignment: .center).render(in: column.row(0), frame: frame)
            Label(title, style: style, alignment: .center).render(in: column.row(1), frame: frame)
        case .background:
            let width = min(area.width, size(in: .background, unicode: frame.context.unicode).width)
            let row = Rect(x: area.x, y: area.y, width: width, height: 1)
            frame.canvas.fill(
                row,
                with: Cell(
                    " ", style: frame.context.style(background: background ?? frame.context.colors.selectedBackground)))
            Label(iconText + " " + title, style: style)
                .render(in: row.inset(by: EdgeInsets(horizontal: 1)), frame: frame)
        }
    }
}
