import TUIKit

/// The accessibility audit's checks of one frame (docs/accessibility.md): where the cursor
/// is, each cell's contrast and the states without colour. `assertAccessible` runs them over
/// a screen or every route of an app; these are the parts, for a test that wants one.
public enum AccessibilityAudit {
    /// Why the terminal cursor is not on the focused control, or nil when it is: the visible
    /// cursor at an edit point, or the hidden one at the focus, on a cell drawn as focused
    /// (the selected background, or reversed, bold or underlined) or on the placeholder of
    /// the content that is loading.
    public static func focusProblem(in frame: Canvas, palette: AccessibilityPalette) -> String? {
        if let cursor = frame.cursor { return frame.bounds.contains(cursor) ? nil : "the cursor is off the screen" }
        guard let focus = frame.focus else { return "no focus for the cursor to follow" }
        guard let cell = frame[safe: focus.x, focus.y] else { return "the focus \(focus) is off the screen" }
        let marks: TextAttributes = [.reverse, .bold, .underline]
        if let background = cell.style.background, palette.selected.contains(background) { return nil }
        if !cell.style.attributes.isDisjoint(with: marks) { return nil }
        if StateCueCheck.placeholderGlyphs.contains(cell.symbol) { return nil }
        return "the focus \(focus) is on a cell not drawn as focused ('\(cell.symbol)')"
    }

    /// The cells below WCAG 2 AA against what they are drawn on: text 4.5:1, an icon of the
    /// palette 3:1. Box drawing and block elements (rules, frames, swatches, placeholders)
    /// and exempt colours are not measured. Counts what it measured into `report`.
    public static func contrastProblems(
        in frame: Canvas, palette: AccessibilityPalette, report: inout AccessibilityReport
    ) -> [String] {
        var problems: [String] = []
        for y in 0..<frame.size.height {
            for x in 0..<frame.size.width {
                let cell = frame[x, y]
                guard !cell.isContinuation, !cell.symbol.isWhitespace else { continue }
                if cell.symbol.unicodeScalars.contains(where: isDecoration) { continue }
                var foreground = cell.style.foreground ?? palette.defaultForeground
                var background = cell.style.background ?? palette.defaultBackground
                if cell.style.attributes.contains(.reverse) { swap(&foreground, &background) }
                if palette.isExempt(foreground) { continue }
                let minimum = palette.iconGlyphs.contains(String(cell.symbol)) ? 3.0 : 4.5
                let ratio = foreground.contrastRatio(with: background)
                report.checkedCells += 1
                let pair = "\(palette.name(of: foreground)) on \(palette.name(of: background))"
                report.pairs.insert("\(palette.theme.name) \(pair)")
                if ratio < minimum {
                    let figure = (ratio * 100).rounded() / 100
                    problems.append("'\(cell.symbol)' at (\(x), \(y)) is \(pair), contrast \(figure) < \(minimum)")
                }
            }
        }
        return problems
    }

    /// Box drawing and block elements: rules, frames, swatches and placeholders.
    public static func isDecoration(_ scalar: Unicode.Scalar) -> Bool {
        (0x2500...0x259F).contains(scalar.value)
    }
}
