import Foundation
import TUICore

/// Whether a frame shows its focus, selection, disabled and error states without colour
/// (docs/accessibility.md). The frame's colours only say where each state is drawn; what
/// is judged is what a terminal without colour (`NO_COLOR`) shows there: attributes and
/// glyphs.
///
/// - Focus: the focused element (the run of cells at `Canvas.focus` in one style, or on
///   one highlighted background) carries a mark, bold, reverse or underline or a focus
///   glyph (`›`, `▸`, `[ ]`, `━`, …), and its nearest peers do not carry all of its marks:
///   the runs beside it on its line, and the nearest line above and below drawn in one of
///   its colours (the next row of its list). An error glyph counts as a mark too (the
///   focus on a `⚠` message). A visible cursor (a text field's edit point)
///   is a mark itself; a focus on a loading placeholder has no state to show yet.
/// - Selection: every block of the selected background carries a mark.
/// - Disabled: every control that declares itself disabled (`Canvas.disabledAreas`) has an
///   attribute on all it draws or a `·`/`-` in or beside it; every run in a disabled colour
///   carries an attribute or such a glyph (a run of full blocks, `██`, is a colour swatch
///   and shows its colour, not a state).
/// - Error: every run in an error colour is bold, reversed or underlined, or has an error
///   glyph (`⚠`, `!`, `✕`, `x`, …) in it or just before it.
public struct StateCueCheck {
    /// The colours that say where a state is drawn, in the frame's theme.
    public struct Palette: Sendable {
        public var defaultBackground: Color
        public var selected: Set<Color>
        public var disabled: Set<Color>
        public var error: Set<Color>

        public init(defaultBackground: Color, selected: Set<Color>, disabled: Set<Color>, error: Set<Color>) {
            self.defaultBackground = defaultBackground
            self.selected = selected
            self.disabled = disabled
            self.error = error
        }
    }

    /// What one frame showed.
    public struct Result: Sendable {
        /// How the focus shows: `"› bold at (1, 4)"`, `"the cursor at (5, 6)"`, …
        public var focus = "no focus"
        public var selections = 0
        public var disabled = 0
        public var errorRuns = 0
        public var problems: [String] = []

        public var summary: String {
            "focus \(focus); \(selections) selected, \(disabled) disabled, \(errorRuns) error runs"
        }
    }

    public static let markAttributes: TextAttributes = [.bold, .reverse, .underline]
    public static let focusGlyphs: Set<Character> = ["›", "▸", "◂", "▶", "●", "◉", "━", "[", "]", ">", "<", "*", "="]
    public static let disabledGlyphs: Set<Character> = ["·", "-"]
    public static let errorGlyphs: Set<Character> = ["⚠", "✕", "✗", "×", "⊘", "!", "x"]
    public static let placeholderGlyphs: Set<Character> = ["░", "▒", "▓", ".", "+", "#"]
    public static let swatchGlyphs: Set<Character> = ["█", "#"]

    let frame: Canvas
    let palette: Palette

    public static func check(_ frame: Canvas, palette: Palette) -> Result {
        StateCueCheck(frame: frame, palette: palette).result()
    }

    private func result() -> Result {
        var result = Result()
        checkFocus(&result)
        checkSelections(&result)
        for area in frame.disabledAreas {
            result.disabled += 1
            let lines = (area.minY..<area.maxY).map { Run(y: $0, columns: area.minX..<area.maxX, style: .plain) }
            let isMarked =
                lines.allSatisfy { contentCells(of: $0).allSatisfy { !$0.style.attributes.isEmpty } }
                || lines.contains { hasGlyph(Self.disabledGlyphs, in: $0, before: 2, after: 2) }
            if !isMarked {
                result.problems.append(
                    "the disabled control at \(area.origin) ('\(text(of: lines[0]))') shows only by colour")
            }
        }
        for run in runs() {
            guard let foreground = run.style.foreground, !isSwatch(run) else { continue }
            if palette.disabled.contains(foreground) {
                result.disabled += 1
                if run.style.attributes.isEmpty, !hasGlyph(Self.disabledGlyphs, in: run, before: 2, after: 2) {
                    result.problems.append("disabled '\(text(of: run))' at \(run.origin) shows only by colour")
                }
            } else if palette.error.contains(foreground) {
                result.errorRuns += 1
                if run.style.attributes.isDisjoint(with: Self.markAttributes),
                    !hasGlyph(Self.errorGlyphs, in: run, before: 3, after: 0)
                {
                    result.problems.append("error '\(text(of: run))' at \(run.origin) shows only by colour")
                }
            }
        }
        return result
    }

    // MARK: - Focus

    private func checkFocus(_ result: inout Result) {
        if let cursor = frame.cursor {
            result.focus = "the cursor at \(cursor)"
            return
        }
        guard let focus = frame.focus, let cell = frame[safe: focus.x, focus.y] else {
            result.problems.append("no focus on the screen")
            return
        }
        if Self.placeholderGlyphs.contains(cell.symbol), cell.style.attributes.isEmpty {
            result.focus = "a loading placeholder at \(focus)"
            return
        }
        let element = element(at: focus)
        let marks = marks(in: element)
        result.focus = "'\(text(of: element.lines[0]))' at \(focus) marked \(Self.describe(marks))"
        guard !marks.isEmpty else {
            result.problems.append("the focus at \(focus) ('\(text(of: element.lines[0]))') shows only by colour")
            return
        }
        for peer in peers(of: element) where marks.isSubset(of: self.marks(in: Element(lines: [peer]))) {
            result.problems.append(
                "the focus at \(focus) ('\(text(of: element.lines[0]))') looks like '\(text(of: peer))' at "
                    + "\(peer.origin) without colour (both \(Self.describe(marks)))")
        }
    }

    /// A run of cells on one line.
    struct Run {
        var y: Int
        var columns: Range<Int>
        var style: Style

        var origin: Point { Point(x: columns.lowerBound, y: y) }
    }

    /// The focused element: one run, or a block of lines on a highlighted background.
    struct Element {
        var lines: [Run]
    }

    private func element(at focus: Point) -> Element {
        let style = frame[focus.x, focus.y].style
        if let background = style.background, background != palette.defaultBackground {
            var lines: [Run] = []
            var y = focus.y
            while y < frame.size.height, frame[focus.x, y].style.background == background {
                lines.append(extent(at: Point(x: focus.x, y: y)) { $0.background == background })
                y += 1
            }
            return Element(lines: lines)
        }
        return Element(lines: [extent(at: focus) { $0 == style }])
    }

    /// The run through `point` of cells whose style `matches`.
    private func extent(at point: Point, matches: (Style) -> Bool) -> Run {
        var start = point.x
        var end = point.x + 1
        while start > 0, matches(frame[start - 1, point.y].style) { start -= 1 }
        while end < frame.size.width, matches(frame[end, point.y].style) { end += 1 }
        return Run(y: point.y, columns: start..<end, style: frame[point.x, point.y].style)
    }

    /// The content runs beside the element on its first line, and the nearest line above
    /// and below (within its height and one more) with content in its columns in one of its
    /// colours.
    private func peers(of element: Element) -> [Run] {
        let first = element.lines[0]
        var peers: [Run] = []
        let lineRuns = runs(onLine: first.y)
        if let left = lineRuns.last(where: { $0.columns.upperBound <= first.columns.lowerBound }) {
            peers.append(left)
        }
        if let right = lineRuns.first(where: { $0.columns.lowerBound >= first.columns.upperBound }) {
            peers.append(right)
        }
        let colours = Set(element.lines.flatMap { contentCells(of: $0).compactMap(\.style.foreground) })
        // A list's next row starts at most one line past the element's own lines.
        let reach = element.lines.count + 1
        let above = stride(from: first.y - 1, through: max(0, first.y - reach), by: -1)
        let below = stride(
            from: first.y + element.lines.count, to: min(frame.size.height, first.y + reach), by: 1)
        for lines in [Array(above), Array(below)] {
            for y in lines {
                let line = Run(y: y, columns: first.columns, style: .plain)
                let cells = contentCells(of: line)
                guard !cells.isEmpty else { continue }
                if cells.contains(where: { $0.style.foreground.map(colours.contains) ?? false }) { peers.append(line) }
                break
            }
        }
        return peers
    }

    // MARK: - Selection

    /// Blocks of the selected background: runs on consecutive lines in the same columns.
    private func checkSelections(_ result: inout Result) {
        var blocks: [[Run]] = []
        for y in 0..<frame.size.height {
            var x = 0
            while x < frame.size.width {
                guard let background = frame[x, y].style.background, palette.selected.contains(background) else {
                    x += 1
                    continue
                }
                let run = extent(at: Point(x: x, y: y)) { $0.background == background }
                if let index = blocks.firstIndex(where: { $0.last!.y == y - 1 && $0.last!.columns == run.columns }) {
                    blocks[index].append(run)
                } else {
                    blocks.append([run])
                }
                x = run.columns.upperBound
            }
        }
        result.selections = blocks.count
        for block in blocks where marks(in: Element(lines: block)).isEmpty {
            result.problems.append(
                "the selection at \(block[0].origin) ('\(text(of: block[0]))') shows only by colour")
        }
    }

    // MARK: - Cells

    /// The attributes, and the focus and error glyphs, a terminal without colour shows in
    /// the element.
    private func marks(in element: Element) -> Set<String> {
        var marks: Set<String> = []
        for line in element.lines {
            for x in line.columns {
                let cell = frame[x, line.y]
                guard !cell.isContinuation else { continue }
                let attributes = cell.style.attributes.intersection(Self.markAttributes)
                // Reverse video shows on a blank too; bold and underline need something drawn.
                if attributes.contains(.reverse) { marks.insert("reverse") }
                if !cell.symbol.isWhitespace {
                    if attributes.contains(.bold) { marks.insert("bold") }
                    if attributes.contains(.underline) { marks.insert("underline") }
                }
                let isMarkGlyph = Self.focusGlyphs.contains(cell.symbol) || Self.errorGlyphs.contains(cell.symbol)
                if isMarkGlyph, isGlyph(at: Point(x: x, y: line.y)) {
                    marks.insert(String(cell.symbol))
                }
            }
        }
        return marks
    }

    /// Runs of one style with something drawn in them, over the whole frame.
    private func runs() -> [Run] {
        (0..<frame.size.height).flatMap(runs(onLine:))
    }

    private func runs(onLine y: Int) -> [Run] {
        var runs: [Run] = []
        var x = 0
        while x < frame.size.width {
            let style = frame[x, y].style
            let run = extent(at: Point(x: x, y: y)) { $0 == style }
            if !contentCells(of: run).isEmpty { runs.append(run) }
            x = run.columns.upperBound
        }
        return runs
    }

    /// A run of full blocks (`██`, ASCII `##`) is a colour swatch: its colour is what it shows.
    private func isSwatch(_ run: Run) -> Bool {
        contentCells(of: run).allSatisfy { Self.swatchGlyphs.contains($0.symbol) }
    }

    private func contentCells(of run: Run) -> [Cell] {
        run.columns.map { frame[$0, run.y] }.filter { !$0.isContinuation && !$0.symbol.isWhitespace }
    }

    /// Whether a glyph of `glyphs` is in the run or within `before`/`after` cells of it.
    private func hasGlyph(_ glyphs: Set<Character>, in run: Run, before: Int, after: Int) -> Bool {
        let columns = max(0, run.columns.lowerBound - before)..<min(frame.size.width, run.columns.upperBound + after)
        return columns.contains { x in glyphs.contains(frame[x, run.y].symbol) && isGlyph(at: Point(x: x, y: run.y)) }
    }

    /// A letter counts as a glyph only standing alone (`x Failed`, not the x of `next`).
    private func isGlyph(at point: Point) -> Bool {
        guard frame[point.x, point.y].symbol.isLetter else { return true }
        let before = point.x > 0 ? frame[point.x - 1, point.y].symbol : " "
        let after = point.x + 1 < frame.size.width ? frame[point.x + 1, point.y].symbol : " "
        return before.isWhitespace && after.isWhitespace
    }

    private func text(of run: Run) -> String {
        String(run.columns.map { frame[$0, run.y] }.filter { !$0.isContinuation }.map(\.symbol))
            .trimmingCharacters(in: .whitespaces)
    }

    private static func describe(_ marks: Set<String>) -> String {
        marks.isEmpty ? "by nothing" : marks.sorted().joined(separator: "+")
    }
}
