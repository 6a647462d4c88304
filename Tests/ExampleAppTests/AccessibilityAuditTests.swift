import ExampleApp
import TUIKit
import TUITestSupport
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
    private static let exemptColors: [ColorSet] = [
        R.color.button.disabled, R.color.icons.disabled, R.color.border.primary, R.color.skeleton.placeholder,
        R.color.skeleton.shimmerEdge, R.color.skeleton.shimmerMiddle, R.color.skeleton.shimmerCenter,
        R.color.sheet.overlay,
    ]

    func testEveryRouteInBothThemesMeetsContrastAndDrawsOnlyGlyphsTheFontHas() async throws {
        let font = try FontCoverage.dejaVuSansMono.get()
        let fallback = try FontCoverage.dejaVuSans.get()
        var checkedGlyphs = 0
        var skippedContent = 0
        let report = try await assertAccessible(
            AppRoute.all, named: \.url, checks: [.focus, .contrast], palette: Self.palette,
            alsoCheck: { route, frame in
                var failures: [String] = []
                for y in 0..<frame.size.height {
                    for x in 0..<frame.size.width {
                        let cell = frame[x, y]
                        guard !cell.isContinuation, !cell.symbol.isWhitespace else { continue }
                        let symbols = cell.symbol.unicodeScalars.filter { !$0.isASCII }
                        if Self.routesShowingSampleText.contains(route), symbols.contains(where: Self.isContent) {
                            skippedContent += 1
                        } else if !symbols.isEmpty {
                            checkedGlyphs += 1
                            for scalar in symbols where !font.covers(scalar) && !Self.fallsBack(scalar, to: fallback) {
                                failures.append("'\(cell.symbol)' is not in DejaVu Sans Mono")
                            }
                        }
                    }
                }
                return failures
            },
            render: Self.render)
        print(
            "Accessibility audit: \(AppRoute.all.count) routes × 2 themes; the cursor on the focus on every "
                + "route; \(report.checkedCells) cells' contrast (\(report.pairs.count) color pairs), "
                + "\(checkedGlyphs) symbols against DejaVu Sans Mono, \(skippedContent) emoji or CJK content cells "
                + "left to the terminal's fallback fonts; \(report.failures.count) failures")
        XCTAssertGreaterThan(report.checkedCells, 10_000)
    }

    /// The app's colours in `theme`, as the audit reads them.
    private static func palette(_ theme: Theme) -> AccessibilityPalette {
        AccessibilityPalette(
            theme: theme, colors: .app, named: R.color.all.map(\.value),
            disabled: [R.color.button.disabled, R.color.icons.disabled],
            error: [R.color.text.error, R.color.toast.failureAccent],
            exempt: Self.exemptColors, iconGlyphs: Set(R.image.all.map(\.value.glyph)))
    }

    /// A screen of the audit: a route, with keys pressed and time gone by.
    private struct Screen {
        var name: String
        var route: AppRoute
        var keys: [String] = []
        var after: Duration = .zero
    }

    private static func render(_ route: AppRoute, on terminal: AuditTerminal) async throws -> Canvas {
        try await render(Screen(name: route.url, route: route), on: terminal)
    }

    private static func render(_ screen: Screen, on terminal: AuditTerminal) async throws -> Canvas {
        let request = FrameRenderer.Request(
            route: screen.route, size: terminal.size,
            options: LaunchOptions(
                language: terminal.language, theme: terminal.theme, directories: .temporaryForTest()),
            keys: screen.keys.map { KeyNames.parse($0)! }, after: screen.after, colorDepth: terminal.colorDepth,
            unicode: terminal.unicode)
        return try await FrameRenderer.render(request)
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

    /// Whether `problem` is about a fill of `fillsInTheSelectionColour` on `screen`.
    private static func isAFill(_ screen: String, _ problem: String) -> Bool {
        problem.hasPrefix("the selection at")
            && fillsInTheSelectionColour.contains { screen == $0.route && problem.contains($0.text) }
    }

    /// Key names that type `text`, a tab moving to the next field.
    private static func keys(_ text: String) -> [String] {
        text.map { $0 == "\t" ? "tab" : String($0) }
    }

    /// Every route and the later states, as a terminal without colour shows them, with
    /// Unicode and in ASCII: the focus, selections, disabled controls and errors each carry
    /// an attribute or a glyph (`StateCueCheck`). Prints what it found on each.
    func testEveryRouteShowsFocusSelectionDisabledAndErrorStatesWithoutColour() async throws {
        let screens =
            AppRoute.all.map { Screen(name: $0.url, route: $0) }
            + Self.states.map {
                Screen(name: "\($0.route.url) (\($0.name))", route: $0.route, keys: $0.keys, after: $0.after)
            }
        // docs: testing.md
        let report = try await assertAccessible(
            screens, named: \.name, themes: [.dark], checks: [.stateCues], palette: Self.palette,
            tolerating: Self.isAFill, render: Self.render)
        // docs: end
        print(
            "Accessibility audit without colour: \(screens.count) frames (\(AppRoute.all.count) routes and "
                + "\(Self.states.count) later states) × Unicode and ASCII; a focus on each, \(report.selections) "
                + "selections, \(report.disabled) disabled controls or runs and \(report.errorRuns) error runs; "
                + "\(report.tolerated.count) chip fills not a selection; \(report.failures.count) failures\n"
                + report.stateLines.joined(separator: "\n"))
        XCTAssertGreaterThan(report.disabled, 0)
        XCTAssertGreaterThan(report.errorRuns, 0)
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
}
