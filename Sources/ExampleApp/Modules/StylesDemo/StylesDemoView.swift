import TUICore
import TUIKit

struct StylesDemoView: InteractiveView {
    func render(in area: Rect, on canvas: inout Canvas, context: RenderContext) {
        let (hintArea, body) = area.inset(by: EdgeInsets(top: 1)).divided(bottom: 1)
        let content = body.inset(by: EdgeInsets(horizontal: 2))
        var y = content.y
        func row(_ height: Int = 1) -> Rect {
            defer { y += height }
            return Rect(x: content.x, y: y, width: content.width, height: height)
        }
        header(R.string.components.stylesTextHeader(), in: row(), on: &canvas, context: context)
        let samples: [(String, TextStyle)] = [
            (R.string.components.stylesHeading1(), R.font.text.heading1),
            (R.string.components.stylesHeading2(), R.font.text.heading2),
            (R.string.components.stylesHeading3(), R.font.text.heading3),
            (R.string.components.stylesParagraph1(), R.font.text.paragraph1),
            (R.string.components.stylesParagraph2(), R.font.text.paragraph2),
            (R.string.components.stylesParagraph3(), R.font.text.paragraph3),
        ]
        for (title, style) in samples {
            Text(title).font(style).render(in: row(), on: &canvas, context: context)
        }
        InheritanceSample().font(R.font.text.heading2).render(in: row(2), on: &canvas, context: context)
        y += 1
        header(R.string.components.stylesLabelHeader(), in: row(), on: &canvas, context: context)
        drawLabels(in: row(2), on: &canvas, context: context)
        y += 1
        header(R.string.components.stylesUistyleHeader(), in: row(), on: &canvas, context: context)
        IconLabel(R.string.components.stylesUistyleTitle(), icon: R.image.component.star)
            .apply(style: .highlighted)
            .labelStyle(.background)
            .render(in: row(), on: &canvas, context: context)
        KeyHintsView(hints: R.string.components.stylesHint()).render(in: hintArea, on: &canvas, context: context)
    }

    private func header(_ title: String, in area: Rect, on canvas: inout Canvas, context: RenderContext) {
        Text(title, color: R.color.text.accent).font(R.font.heading.secondary)
            .render(in: area, on: &canvas, context: context)
    }

    /// The same label in each label style, side by side.
    private func drawLabels(in area: Rect, on canvas: inout Canvas, context: RenderContext) {
        let label = IconLabel(R.string.components.stylesLabelTitle(), icon: R.image.component.star)
        var x = area.x
        for style in [LabelStyle.default, .vertical, .background] {
            let size = label.size(in: style, unicode: context.unicode)
            let slot = Rect(x: x, y: area.y, width: size.width, height: size.height).intersection(area)
            label.labelStyle(style).render(in: slot, on: &canvas, context: context)
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
    func render(in area: Rect, on canvas: inout Canvas, context: RenderContext) {
        Text(R.string.components.stylesInherited()).render(in: area.row(0), on: &canvas, context: context)
        Text(R.string.components.stylesParagraph3()).font(R.font.text.paragraph3)
            .render(in: area.row(1), on: &canvas, context: context)
    }
}
