import TUIKit

struct StylesDemoView: View {
    /// No keys of its own: the line names the way back and out.
    var bindings: [KeyBinding] {
        [.inherited(.escape), .inherited(KeyEvent(.character("q")))]
    }

    func render(in area: Rect, frame: Frame) {
        let (_, body, hintArea) = area.rows(.length(1), .fill, .length(1))
        let (_, content, _) = body.columns(.length(2), .fill, .length(2))
        let (stylesSection, labelSection, uiStyleSection) = content.rows(
            .length(9), .length(3), .length(2), spacing: 1)
        // The app's own styles beside the text styles, where the terminal is wide enough.
        var textSection = stylesSection
        if content.width >= Self.textWidth + Self.ownStylesWidth + 2 {
            let (text, _, own) = stylesSection.columns(.fill, .length(2), .length(Self.ownStylesWidth))
            textSection = text
            drawOwnStyles(in: own, frame: frame)
        }

        let samples: [(String, TextStyle)] = [
            (R.string.components.stylesHeading1(), R.font.text.heading1),
            (R.string.components.stylesHeading2(), R.font.text.heading2),
            (R.string.components.stylesHeading3(), R.font.text.heading3),
            (R.string.components.stylesParagraph1(), R.font.text.paragraph1),
            (R.string.components.stylesParagraph2(), R.font.text.paragraph2),
            (R.string.components.stylesParagraph3(), R.font.text.paragraph3),
        ]
        let textRows = Layout.vertical(Array(repeating: .length(1), count: 1 + samples.count) + [.length(2)])
            .split(textSection)
        frame.render(header(R.string.components.stylesTextHeader()), in: textRows[0])
        // Nothing here takes a key: the terminal's (hidden) cursor sits where reading starts.
        if !textRows[0].isEmpty { frame.canvas.focus = textRows[0].origin }
        for ((title, style), row) in zip(samples, textRows.dropFirst()) {
            frame.render(Text(title).font(style), in: row)
        }
        frame.render(InheritanceSample().font(R.font.text.heading2), in: textRows[samples.count + 1])

        let (labelHeader, labels) = labelSection.rows(.length(1), .length(2))
        frame.render(header(R.string.components.stylesLabelHeader()), in: labelHeader)
        drawLabels(in: labels, frame: frame)

        let (uiStyleHeader, uiStyleRow) = uiStyleSection.rows(.length(1), .length(1))
        frame.render(header(R.string.components.stylesUistyleHeader()), in: uiStyleHeader)
        frame.render(
            IconLabel(R.string.components.stylesUistyleTitle(), icon: R.image.component.star)
                .apply(style: .highlighted)
                .labelStyle(.background),
            in: uiStyleRow)
        frame.render(KeyHintsView(), in: hintArea)
    }

    /// Columns the text styles take (the longest Russian line), and the app's own styles.
    private static let textWidth = 42
    private static let ownStylesWidth = 32

    /// A sample of each of the showcase's own styles (`ShowcaseStyles`): its button role, its
    /// page-control colours, its tab bar view and its toast view, each drawn by the style's
    /// value as the toolkit draws it.
    private func drawOwnStyles(in area: Rect, frame: Frame) {
        // A row lower than the text styles' header, which holds the focus: side by side, two
        // headers would look alike without colour.
        let lines = Layout.vertical(Array(repeating: .length(1), count: 9)).split(area)
        let rows = [lines[1], lines[3], lines[4], lines[6], lines[8]]
        frame.render(header(R.string.components.stylesOwnHeader()), in: rows[0])
        let button = ButtonStyle.archive
        let title = button.text(R.string.components.stylesOwnButton(), state: .normal, unicode: frame.context.unicode)
        frame.render(Label(title, style: button.style(for: .normal, frame: frame)), in: rows[1])
        frame.render(BeanPageControl(count: 4, position: 1).pageControlColors(.showcase), in: rows[2])
        let tabs = TabBarView(
            items: [
                TabBarView.Item(icon: R.image.ic24.home, title: R.string.components.stylesOwnTabMail()),
                TabBarView.Item(icon: R.image.ic24.logs, title: R.string.components.stylesOwnTabChats()),
            ],
            selectedIndex: 0, onSelect: { _ in })
        frame.render(TabBarViewStyle.pills.makeView(tabs), in: rows[3])
        let toast = ToastViewStyle.banner.makeView(
            ToastView(
                viewItem: ToastViewItem(style: .success, message: R.string.components.stylesOwnToast()),
                colors: ToastColors.app.colors(for: .success)))
        let size = toast.size(fitting: rows[4].size, unicode: frame.context.unicode)
        toast.render(in: Rect(origin: rows[4].origin, size: size), frame: frame)
    }

    private func header(_ title: String) -> some View {
        Text(title, color: R.color.text.accent).font(R.font.heading.secondary)
    }

    /// The same label in each label style, side by side.
    private func drawLabels(in area: Rect, frame: Frame) {
        let label = IconLabel(R.string.components.stylesLabelTitle(), icon: R.image.component.star)
        let styles = [LabelStyle.default, .vertical, .background]
        let sizes = styles.map { label.size(in: $0, unicode: frame.context.unicode) }
        let columns = Layout.horizontal(sizes.map { .length($0.width) }).spacing(4).split(area)
        for ((style, size), column) in zip(zip(styles, sizes), columns) {
            let (slot, _) = column.rows(.length(size.height), .fill)
            frame.render(label.labelStyle(style), in: slot)
        }
    }
}

/// Two texts in a container with heading 2: the first inherits it, the second sets
/// paragraph 3 closer to itself, which wins (SwiftUI's `.font` rule).
private struct InheritanceSample: View {
    func render(in area: Rect, frame: Frame) {
        let (first, second) = area.rows(.length(1), .length(1))
        frame.render(Text(R.string.components.stylesInherited()), in: first)
        frame.render(Text(R.string.components.stylesParagraph3()).font(R.font.text.paragraph3), in: second)
    }
}
