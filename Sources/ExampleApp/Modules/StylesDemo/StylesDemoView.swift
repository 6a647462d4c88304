import TUICore
import TUIKit

struct StylesDemoView: InteractiveView {
    func render(in area: Rect, frame: Frame) {
        let (hintArea, body) = area.inset(by: EdgeInsets(top: 1)).divided(bottom: 1)
        let content = body.inset(by: EdgeInsets(horizontal: 2))
        var y = content.y
        func row(_ height: Int = 1) -> Rect {
            defer { y += height }
            return Rect(x: content.x, y: y, width: content.width, height: height)
        }
        header(R.string.components.stylesTextHeader(), in: row(), frame: frame)
        let samples: [(String, TextStyle)] = [
            (R.string.components.stylesHeading1(), R.font.text.heading1),
            (R.string.components.stylesHeading2(), R.font.text.heading2),
            (R.string.components.stylesHeading3(), R.font.text.heading3),
            (R.string.components.stylesParagraph1(), R.font.text.paragraph1),
            (R.string.components.stylesParagraph2(), R.font.text.paragraph2),
            (R.string.components.stylesParagraph3(), R.font.text.paragraph3),
        ]
        for (title, style) in samples {
            Text(title).font(style).render(in: row(), frame: frame)
        }
        InheritanceSample().font(R.font.text.heading2).render(in: row(2), frame: frame)
        y += 1
        header(R.string.components.stylesLabelHeader(), in: row(), frame: frame)
        drawLabels(in: row(2), frame: frame)
        y += 1
        header(R.string.components.stylesUistyleHeader(), in: row(), frame: frame)
        IconLabel(R.string.components.stylesUistyleTitle(), icon: R.image.component.star)
            .apply(style: .highlighted)
            .labelStyle(.background)
            .render(in: row(), frame: frame)
        KeyHintsView(hints: R.string.components.stylesHint()).render(in: hintArea, frame: frame)
    }

    private func header(_ title: String, in area: Rect, frame: Frame) {
        Text(title, color: R.color.text.accent).font(R.font.heading.secondary)
            .render(in: area, frame: frame)
    }

    /// The same label in each label style, side by side.
    private func drawLabels(in area: Rect, frame: Frame) {
        let label = IconLabel(R.string.components.stylesLabelTitle(), icon: R.image.component.star)
        var x = area.x
        for style in [LabelStyle.default, .vertical, .background] {
            let size = label.size(in: style, unicode: frame.unicode)
            let slot = Rect(x: x, y: area.y, width: size.width, height: size.height).intersection(area)
            label.labelStyle(style).render(in: slot, frame: frame)
            x += size.width + 4
        }
    }

    func handle(_ key: KeyEvent) -> Bool {
        false
    }
}

/// Two texts in a container with heading 2: the first inherits it, the second sets
/// paragraph 3 closer to itself, which wins (reference 003's `.font` rule).
private struct InheritanceSample: View {
    func render(in area: Rect, frame: Frame) {
        Text(R.string.components.stylesInherited()).render(in: area.row(0), frame: frame)
        Text(R.string.components.stylesParagraph3()).font(R.font.text.paragraph3)
            .render(in: area.row(1), frame: frame)
    }
}
