import TUIKit

struct StylesDemoView: View {
    /// No keys of its own: the line names the way back and out.
    var bindings: [KeyBinding] {
        [.inherited(.escape), .inherited(KeyEvent(.character("q")))]
    }

    func render(in area: Rect, frame: Frame) {
        let (_, body, hintArea) = area.rows(.length(1), .fill, .length(1))
        let (_, content, _) = body.columns(.length(2), .fill, .length(2))
        let (textSection, labelSection, uiStyleSection) = content.rows(
            .length(9), .length(3), .length(2), spacing: 1)

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
