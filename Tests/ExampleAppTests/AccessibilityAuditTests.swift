import ExampleApp
import TUIKit
import XCTest

/// The accessibility audit (docs/accessibility.md) over the first frame of every route, in
/// both themes: the terminal cursor on the focused control (visible at an edit point,
/// hidden at a focus), the contrast of every piece of text and every icon against what it
/// is drawn on, and every symbol the app draws being in DejaVu Sans Mono; and over every
/// route and a few later states, without colour and in ASCII: focus, selection, disabled
/// and error states shown by attributes or glyphs (`StateCueCheck`). Prints what it checked.
@MainActor
final class AccessibilityAuditTests: XCTestCase {
    /// Colors WCAG does not hold to a contrast: disabled controls and decoration.
    private static let exemptColors: Set<String> = [
        "button.disabled", "icons.disabled", "border.primary", "skeleton.placeholder", "skeleton.shimmerEdge",
        "skeleton.shimmerMiddle", "skeleton.shimmerCenter", "sheet.overlay",
    ]

    func testEveryRouteInBothThemesMeetsContrastAndDrawsOnlyGlyphsTheFontHas() async throws {
        let font = try FontCoverage.dejaVuSansMono.get()
        let fallback = try FontCoverage.dejaVuSans.get()
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
                        if Self.routesShowingSampleText.contains(route.url), symbols.contains(where: Self.isContent) {
                            skippedContent += 1
                        } else if !symbols.isEmpty {
                            checkedGlyphs += 1
                            for scalar in symbols where !font.covers(scalar) && !Self.fallsBack(scalar, to: fallback) {
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
    /// placeholder of the content that is loading.
    private static func focusProblem(in frame: Canvas, selected: Color) -> String? {
        if let cursor = frame.cursor { return frame.bounds.contains(cursor) ? nil : "the cursor is off the screen" }
        guard let focus = frame.focus else { return "no focus for the cursor to follow" }
        guard let cell = frame[safe: focus.x, focus.y] else { return "the focus \(focus) is off the screen" }
        let marks: TextAttributes = [.reverse, .bold, .underline]
        if cell.style.background == selected || !cell.style.attributes.isDisjoint(with: marks) { return nil }
        if StateCueCheck.placeholderGlyphs.contains(cell.symbol) { return nil }
        return "the focus \(focus) is on a cell not drawn as focused ('\(cell.symbol)')"
    }

    /// Later states the first frames do not show: a failed load's error view, a loaded
    /// list, a form's errors and disabled fields, an OTP code being checked and refused,
    /// failed requests.
    private static let states: [(name: String, route: AppRoute, keys: [String], after: Duration)] = [
        ("error view", .example("error-state"), [], .seconds(2)),
        ("loaded", .example("skeleton"), [], .seconds(2)),
        ("invalid form", .component("text-fields"), keys("916\tanna@x\ta\t") + ["enter"], .zero),
        ("code checked", .component("otp"), keys("111111"), .milliseconds(500)),
        ("wrong code", .component("otp"), keys("111111"), .seconds(2)),
        ("session expired", .example("network"), ["x", "f", "r"], .seconds(5)),
    ]

    /// Fills in the selection's colour that select nothing: the `.background` label style
    /// (a chip) on the Styles screen fills with it by default. Its text reads the same
    /// without colour, and nothing is lost.
    private static let fillsInTheSelectionColour: [(route: String, text: String)] = [
        ("exampletui://components/styles", "Favourites")
    ]

    /// The problems about a fill of `fillsInTheSelectionColour`, and the others.
    private static func separateFills(_ problems: [String], route: AppRoute) -> (fills: [String], others: [String]) {
        let fills = fillsInTheSelectionColour.filter { $0.route == route.url }.map(\.text)
        let isFill = { (problem: String) in
            problem.hasPrefix("the selection at") && fills.contains { problem.contains($0) }
        }
        return (problems.filter(isFill), problems.filter { !isFill($0) })
    }

    /// Key names that type `text`, a tab moving to the next field.
    private static func keys(_ text: String) -> [String] {
        text.map { $0 == "\t" ? "tab" : String($0) }
    }

    /// Every route and the later states, as a terminal without colour shows them, with
    /// Unicode and in ASCII: the focus, selections, disabled controls and errors each carry
    /// an attribute or a glyph (`StateCueCheck`). Prints what it found on each.
    func testEveryRouteShowsFocusSelectionDisabledAndErrorStatesWithoutColour() async throws {
        let theme = Theme.dark
        let palette = StateCueCheck.Palette(
            defaultBackground: R.color.background.primary.color(for: theme),
            selected: [R.color.background.selected.color(for: theme)],
            disabled: [R.color.button.disabled.color(for: theme), R.color.icons.disabled.color(for: theme)],
            error: [R.color.text.error.color(for: theme), R.color.toast.failureAccent.color(for: theme)])
        let frames =
            AppRoute.all.map { (name: $0.url, route: $0, keys: [String](), after: Duration.zero) }
            + Self.states.map {
                (name: "\($0.route.url) (\($0.name))", route: $0.route, keys: $0.keys, after: $0.after)
            }
        var report: [String] = []
        var failures: [String] = []
        var counts = (selections: 0, disabled: 0, errors: 0)
        for frameToCheck in frames {
            for unicode in [true, false] {
                let request = FrameRenderer.Request(
                    route: frameToCheck.route,
                    options: LaunchOptions(language: .en, theme: theme, directories: .temporaryForTest()),
                    keys: frameToCheck.keys.map { KeyNames.parse($0)! }, after: frameToCheck.after,
                    colorDepth: .none, unicode: unicode)
                let frame = try await FrameRenderer.render(request)
                let result = StateCueCheck.check(frame, palette: palette)
                let mode = unicode ? "no colour" : "no colour, ASCII"
                let (fills, problems) = Self.separateFills(result.problems, route: frameToCheck.route)
                report.append(
                    "  \(frameToCheck.name) [\(mode)]: \(result.summary)"
                        + (fills.isEmpty ? "" : " (\(fills.count) chip fill not a selection)"))
                failures += problems.map { "\(frameToCheck.name) [\(mode)]: \($0)" }
                counts.selections += result.selections
                counts.disabled += result.disabled
                counts.errors += result.errorRuns
            }
        }
        print(
            "Accessibility audit without colour: \(frames.count) frames (\(AppRoute.all.count) routes and "
                + "\(Self.states.count) later states) × Unicode and ASCII; a focus on each, \(counts.selections) "
                + "selections, \(counts.disabled) disabled controls or runs and \(counts.errors) error runs; \(failures.count) failures\n"
                + report.joined(separator: "\n"))
        XCTAssertGreaterThan(counts.disabled, 0)
        XCTAssertGreaterThan(counts.errors, 0)
        XCTAssertEqual(failures, [])
    }

    /// Box drawing and block elements: rules, frames, swatches and placeholders.
    private static func isDecoration(_ scalar: Unicode.Scalar) -> Bool {
        (0x2500...0x259F).contains(scalar.value)
    }

    /// A braille pattern the sans face of the same package draws: terminals show it through
    /// fontconfig's fallback, in the mono face's cell. Nothing else may fall back.
    private static func fallsBack(_ scalar: Unicode.Scalar, to font: FontCoverage) -> Bool {
        (0x2800...0x28FF).contains(scalar.value) && font.covers(scalar)
    }

    /// The routes whose sample text brings CJK and emoji on purpose (wide characters keep
    /// their two cells); everywhere else every symbol is the app's own and must be in the
    /// font, an emoji included (an avatar's placeholder once was one).
    private static let routesShowingSampleText: Set<String> = [
        "exampletui://components/styled-text", "exampletui://examples/table",
        "exampletui://examples/text-area",
    ]

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
