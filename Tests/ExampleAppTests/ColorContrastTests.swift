import ExampleApp
import TUIKit
import XCTest

/// WCAG 2 AA contrast of every text and icon color against every background the app
/// draws it on, in every built-in theme, computed from `Resources/Colors.json` and
/// `Resources/Themes` (through `R.color` and `AppThemes`; the terminal theme's ANSI
/// colors as xterm's default palette shows them).
/// Text needs 4.5:1; icons and other non-text marks 3:1.
///
/// Not checked, as WCAG exempts them: disabled controls (`button.disabled`,
/// `icons.disabled`), decoration (`border.primary` rules and boxes, `skeleton.*`
/// placeholders, the `sheet.overlay` dimming behind a sheet).
final class ColorContrastTests: XCTestCase {
    typealias Pair = (foreground: (String, ColorSet), background: (String, ColorSet), minimum: Double)

    /// Where text and icons sit: the screen, its bars, lists' selection, sheets.
    static let surfaces: [(String, ColorSet)] = [
        ("background.primary", R.color.background.primary), ("background.secondary", R.color.background.secondary),
        ("background.elevated", R.color.background.elevated), ("background.selected", R.color.background.selected),
        ("navBar.background", R.color.navBar.background), ("tabBar.background", R.color.tabBar.background),
        ("sheet.background", R.color.sheet.background), ("sheet.blue", R.color.sheet.blue),
        ("sheet.green", R.color.sheet.green),
    ]
    static let texts: [(String, ColorSet)] = [
        ("text.primary", R.color.text.primary), ("text.secondary", R.color.text.secondary),
        ("text.accent", R.color.text.accent), ("text.error", R.color.text.error),
        ("text.success", R.color.text.success),
    ]
    static let icons: [(String, ColorSet)] = [
        ("icons.primary", R.color.icons.primary), ("icons.secondary", R.color.icons.secondary),
        ("icons.accent", R.color.icons.accent), ("border.focused", R.color.border.focused),
    ]

    /// The bars' text, and text on a filled control: buttons, badges, avatars, toasts.
    static let fills: [Pair] = {
        let inverted = ("text.inverted", R.color.text.inverted)
        var pairs: [Pair] = [
            // The bars' own text, on the bars only.
            (("navBar.title", R.color.navBar.title), ("navBar.background", R.color.navBar.background), 4.5),
            (("tabBar.selected", R.color.tabBar.selected), ("tabBar.background", R.color.tabBar.background), 4.5),
            (("tabBar.normal", R.color.tabBar.normal), ("tabBar.background", R.color.tabBar.background), 4.5),
            (("button.text", R.color.button.text), ("button.background", R.color.button.background), 4.5),
            (inverted, ("text.accent", R.color.text.accent), 4.5),  // a primary button
            (inverted, ("text.error", R.color.text.error), 4.5),  // a badge
            (("text.accent", R.color.text.accent), inverted, 4.5),  // the error view's retry
            (inverted, ("text.success", R.color.text.success), 4.5),  // avatars
            (inverted, ("toast.warningAccent", R.color.toast.warningAccent), 4.5),
            (inverted, ("icons.secondary", R.color.icons.secondary), 4.5),
        ]
        let toasts: [(String, ColorSet, ColorSet)] = [
            ("information", R.color.toast.informationAccent, R.color.toast.informationFill),
            ("success", R.color.toast.successAccent, R.color.toast.successFill),
            ("failure", R.color.toast.failureAccent, R.color.toast.failureFill),
            ("warning", R.color.toast.warningAccent, R.color.toast.warningFill),
        ]
        for (name, accent, fill) in toasts {
            let background = ("toast.\(name)Fill", fill)
            pairs.append((("toast.\(name)Accent", accent), background, 4.5))
            pairs.append((("text.primary", R.color.text.primary), background, 4.5))
            pairs.append((("text.secondary", R.color.text.secondary), background, 4.5))
        }
        return pairs
    }()

    static var allPairs: [Pair] {
        surfaces.flatMap { surface in
            texts.map { (foreground: $0, background: surface, minimum: 4.5) }
                + icons.map { (foreground: $0, background: surface, minimum: 3) }
        } + fills
    }

    func testEveryTextAndIconColorMeetsWCAGAAOnEveryBackgroundInEveryTheme() {
        var failing: [String] = []
        var checked = 0
        for pair in Self.allPairs {
            for theme in AppThemes.builtIn {
                let foreground = pair.foreground.1.color(for: theme)
                let background = pair.background.1.color(for: theme)
                let ratio = foreground.contrastRatio(with: background)
                checked += 1
                if ratio < pair.minimum {
                    failing.append(
                        "\(theme): \(pair.foreground.0) \(foreground) on \(pair.background.0) \(background) "
                            + String(format: "%.2f < %.1f", ratio, pair.minimum))
                }
            }
        }
        print(
            "ColorContrastTests: \(checked) pairs checked (\(AppThemes.builtIn.count) themes), \(failing.count) below WCAG AA"
        )
        XCTAssertEqual(failing, [])
    }

    func testTheContrastRatioIsWCAGs() {
        let black = Color.rgb(0, 0, 0)
        let white = Color.rgb(255, 255, 255)
        XCTAssertEqual(black.contrastRatio(with: white), 21, accuracy: 0.001)
        XCTAssertEqual(white.contrastRatio(with: white), 1, accuracy: 0.001)
        // #767676 on white is the classic just-passing grey (4.54:1).
        XCTAssertEqual(Color(hex: "#767676")!.contrastRatio(with: white), 4.54, accuracy: 0.01)
        XCTAssertEqual(Color(hex: "#0969DA")!.contrastRatio(with: Color(hex: "#EAEEF2")!), 4.45, accuracy: 0.01)
    }
}
