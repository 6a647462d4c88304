import ExampleApp
import TUICore
import TUIKit
import XCTest

/// The accessibility audit (docs/accessibility.md) over the first frame of every route, in
/// both themes: the terminal cursor on the focused control (visible at an edit point,
/// hidden at a focus), the contrast of every piece of text and every icon against what it
/// is drawn on, and every symbol the app draws being in DejaVu Sans Mono. Prints what it
/// checked.
@MainActor
final class AccessibilityAuditTests: XCTestCase {
    /// Colors WCAG does not hold to a contrast: disabled controls and decoration.
    private static let exemptColors: Set<String> = [
        "button.disabled", "icons.disabled", "border.primary", "skeleton.placeholder", "skeleton.shimmerEdge",
        "skeleton.shimmerMiddle", "skeleton.shimmerCenter", "sheet.overlay",
    ]

    func testEveryRouteInBothThemesMeetsContrastAndDrawsOnlyGlyphsTheFontHas() async throws {
        let font = try FontCoverage.dejaVuSansMono.get()
        let iconGlyphs = Set(R.image.all.map(\.value.glyph))
        var failures: [String] = []
        var checkedCells = 0
        var checkedGlyphs = 0
        var skippedContent = 0
        var pairs: Set<String> = []
        for theme in Theme.allCases {
            let names = Self.colorNames(for: theme)
            let defaultForeground = R.color.text.primary.color(for: theme)
            let defaultBackground = R.color.background.primary.color(for: theme)
            for route in AppRoute.all {
                let options = LaunchOptions(language: .en, theme: theme, directories: .temporaryForTest())
                let frame = try await FrameRenderer.render(FrameRenderer.Request(route: route, options: options))
                if let focusProblem = Self.focusProblem(
                    in: frame, selected: R.color.background.selected.color(for: theme))
                {
                    failures.append("\(route.url) \(theme): \(focusProblem)")
                }
                for y in 0..<frame.size.height {
                    for x in 0..<frame.size.width {
                        let cell = frame[x, y]
                        guard !cell.isContinuation, !cell.symbol.isWhitespace else { continue }
                        let symbols = cell.symbol.unicodeScalars.filter { !$0.isASCII }
                        if symbols.contains(where: Self.isContent) {
                            skippedContent += 1
                        } else if !symbols.isEmpty {
                            checkedGlyphs += 1
                            for scalar in symbols where !font.covers(scalar) {
                                failures.append("\(route.url): '\(cell.symbol)' is not in DejaVu Sans Mono")
                            }
                        }
                        if symbols.contains(where: Self.isDecoration) { continue }
                        var foreground = cell.style.foreground ?? defaultForeground
                        var background = cell.style.background ?? defaultBackground
                        if cell.style.attributes.contains(.reverse) { swap(&foreground, &background) }
                        let foregroundNames = names[foreground] ?? []
                        if !foregroundNames.isEmpty, foregroundNames.isSubset(of: Self.exemptColors) { continue }
                        let minimum = iconGlyphs.contains(String(cell.symbol)) ? 3.0 : 4.5
                        let ratio = foreground.contrastRatio(with: background)
                        checkedCells += 1
                        let pair = "\(Self.name(foreground, names)) on \(Self.name(background, names))"
                        pairs.insert("\(theme) \(pair)")
                        if ratio < minimum {
                            failures.append(
                                "\(route.url) \(theme): '\(cell.symbol)' \(pair) "
                                    + String(format: "%.2f < %.1f", ratio, minimum))
                        }
                    }
                }
            }
        }
        print(
            "Accessibility audit: \(AppRoute.all.count) routes × 2 themes; the cursor on the focus on every "
                + "route; \(checkedCells) cells' contrast "
                + "(\(pairs.count) color pairs), \(checkedGlyphs) symbols against DejaVu Sans Mono, "
                + "\(skippedContent) emoji or CJK content cells left to the terminal's fallback fonts; "
                + "\(failures.count) failures")
        XCTAssertGreaterThan(checkedCells, 10_000)
        XCTAssertEqual(Array(Set(failures)).sorted(), [])
    }

    /// Why the terminal cursor is not on the focused control, or nil when it is: the
    /// visible cursor at an edit point, or the hidden one at the focus, on a cell drawn as
    /// focused (the selected background, or reversed, bold or underlined) or on the
    /// placeholder of the content that is loading (`░`, ASCII `.`).
    private static func focusProblem(in frame: Canvas, selected: Color) -> String? {
        if let cursor = frame.cursor { return frame.bounds.contains(cursor) ? nil : "the cursor is off the screen" }
        guard let focus = frame.focus else { return "no focus for the cursor to follow" }
        guard let cell = frame[safe: focus.x, focus.y] else { return "the focus \(focus) is off the screen" }
        let marks: TextAttributes = [.reverse, .bold, .underline]
        if cell.style.background == selected || !cell.style.attributes.isDisjoint(with: marks) { return nil }
        if "░▒▓.+#".contains(cell.symbol) { return nil }
        return "the focus \(focus) is on a cell not drawn as focused ('\(cell.symbol)')"
    }

    /// Box drawing and block elements: rules, frames, swatches and placeholders.
    private static func isDecoration(_ scalar: Unicode.Scalar) -> Bool {
        (0x2500...0x259F).contains(scalar.value)
    }

    /// Text a user or a sample brings (CJK, emoji): shown in whatever font the terminal
    /// falls back to, not the app's symbols.
    private static func isContent(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.properties.isEmojiPresentation { return true }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter:
            return TextWidth.of(scalar: scalar) == 2 || !(0x0000...0x052F).contains(scalar.value)
        default:
            return false
        }
    }

    private static func colorNames(for theme: Theme) -> [Color: Set<String>] {
        var names: [Color: Set<String>] = [:]
        for entry in R.color.all {
            names[entry.value.color(for: theme), default: []].insert("\(entry.namespace).\(entry.name)")
        }
        return names
    }

    private static func name(_ color: Color, _ names: [Color: Set<String>]) -> String {
        names[color].map { $0.sorted().joined(separator: "|") } ?? color.description
    }
}
