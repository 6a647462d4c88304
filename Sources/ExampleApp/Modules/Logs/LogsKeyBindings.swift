import TUIKit

/// A panel's empty state: a centred paragraph, two cells in from the sides.
struct LogsEmptyView: View {
    let text: String

    func render(in area: Rect, frame: Frame) {
        let paragraph = Paragraph(text, style: frame.context.style(R.color.text.secondary), alignment: .center)
        let inner = Layout.horizontal(.fill).margin(EdgeInsets(horizontal: 2)).split(area)[0]
        let height = paragraph.height(forWidth: inner.width)
        frame.render(paragraph, in: inner.centered(width: .fill, height: .length(height)))
    }
}
