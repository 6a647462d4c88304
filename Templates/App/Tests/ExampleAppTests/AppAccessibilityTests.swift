import ExampleApp
import TUIKit
import TUITestSupport
import XCTest

/// The accessibility audit (TUITestSupport's `assertAccessible`) over every route: the cursor
/// on the focused control, every text's and icon's contrast in both themes, and the focus,
/// selection, disabled and error states without colour, in Unicode and ASCII, in English and
/// Russian. A module made by `make module` is in `AppRoute.all`, so it is audited too.
@MainActor
final class AppAccessibilityTests: XCTestCase {
    func testEveryRouteIsAccessible() async throws {
        try await assertAccessible(
            AppRoute.all, named: \.url, languages: Language.allCases, palette: Self.palette, render: Self.render)
    }

    /// The app's colours in `theme`: WCAG does not hold disabled controls and decoration to a contrast.
    static func palette(_ theme: Theme) -> AccessibilityPalette {
        AccessibilityPalette(
            theme: theme, colors: .app, named: R.color.all.map(\.value),
            disabled: [R.color.button.disabled, R.color.icons.disabled], error: [R.color.text.error],
            exempt: [
                R.color.button.disabled, R.color.icons.disabled, R.color.border.primary, R.color.skeleton.placeholder,
                R.color.sheet.overlay,
            ],
            iconGlyphs: Set(R.image.all.map(\.value.glyph)))
    }

    static func render(_ route: AppRoute, on terminal: AuditTerminal) async throws -> Canvas {
        let options = LaunchOptions(
            language: terminal.language, theme: terminal.theme, directories: .temporaryForTest())
        return try await FrameRenderer.render(
            FrameRenderer.Request(
                route: route, size: terminal.size, options: options, colorDepth: terminal.colorDepth,
                unicode: terminal.unicode))
    }
}
