import TUIKit
import XCTest

/// `ThemeFile`: a theme in the shape of `Colors.json`, where every mistake is a problem
/// naming the file and the key, and the key keeps the base theme's color.
final class ThemeFileTests: XCTestCase {
    private let keys: Set<String> = ["text.primary", "text.accent", "background.primary"]
    private let nordish = Theme(
        name: "nordish", appearance: .dark, colors: ["background.primary": .rgb(0x2E, 0x34, 0x40)])

    private func parse(_ text: String) -> ThemeFile.Result {
        ThemeFile.parse(
            text, file: "/home/u/.config/app/theme.json", name: "custom", keys: keys, bases: [.light, .dark, nordish])
    }

    func testAWholeFileGivesEveryKeyAndNoProblem() {
        let result = parse(
            ##"{ "base": "light", "text": { "primary": "#101010", "accent": "@12" }, "background": { "primary": "#FAFAFA" } }"##
        )
        XCTAssertEqual(result.problems, [])
        XCTAssertEqual(result.theme.name, "custom")
        XCTAssertEqual(result.theme.appearance, .light)
        XCTAssertEqual(result.theme.colors["text.primary"], .rgb(0x10, 0x10, 0x10))
        XCTAssertEqual(result.theme.colors["text.accent"], .indexed(12), "@N is the terminal's own palette")
        let named = ColorSet(light: .rgb(1, 1, 1), dark: .rgb(2, 2, 2), name: "text.primary")
        XCTAssertEqual(named.color(for: result.theme), .rgb(0x10, 0x10, 0x10))
        let unnamed = ColorSet(light: .rgb(1, 1, 1), dark: .rgb(2, 2, 2))
        XCTAssertEqual(unnamed.color(for: result.theme), .rgb(1, 1, 1), "no name: the appearance's side")
    }

    func testALightAndDarkPairTakesTheBasesSide() {
        let result = parse(
            ##"{ "base": "nordish", "text": { "primary": { "light": "#000000", "dark": "#FFFFFF" } } }"##)
        XCTAssertEqual(result.theme.colors["text.primary"], .rgb(255, 255, 255))
        XCTAssertEqual(result.theme.colors["background.primary"], .rgb(0x2E, 0x34, 0x40), "the base's own colors stay")
    }

    func testBadJSONIsOneProblemAndTheDarkTheme() {
        let result = parse(##"{ "text": { "primary": "#101010", } "##)
        XCTAssertEqual(result.problems.count, 1)
        XCTAssertNil(result.problems[0].key)
        XCTAssertTrue(result.problems[0].message.hasPrefix("not valid JSON"), result.problems[0].message)
        XCTAssertTrue(result.problems[0].description.hasPrefix("/home/u/.config/app/theme.json: "))
        XCTAssertEqual(result.theme.appearance, .dark)
        XCTAssertEqual(result.theme.name, "custom")
        XCTAssertEqual(parse("[1, 2]").problems.map(\.message), ["expected a JSON object of color namespaces"])
    }

    func testEachBadKeyIsNamedAndFallsBack() {
        let result = parse(
            ##"""
            { "base": "sepia",
              "text": { "primary": "red", "accent": "#12345", "primry": "#FFFFFF" },
              "background": { "primary": 42 },
              "buttons": "#FFFFFF" }
            """##)
        let byKey = Dictionary(grouping: result.problems, by: { $0.key ?? "" })
        XCTAssertTrue(
            byKey["base"]?.first?.message.contains("'sepia' is not a theme; using dark (themes: light, dark, nordish)")
                == true)
        XCTAssertTrue(byKey["text.primary"]?.first?.message.contains("'red' is not a color") == true)
        XCTAssertTrue(byKey["text.accent"]?.first?.message.contains("'#12345' is not a color") == true)
        XCTAssertTrue(byKey["background.primary"]?.first?.message.contains("'42' is not a color") == true)
        XCTAssertEqual(byKey["text.primry"]?.first?.message, "unknown color key; it is ignored")
        XCTAssertEqual(byKey["buttons"]?.first?.message, "expected an object of colors, as in Colors.json")
        XCTAssertTrue(byKey[""]?.first?.message.hasPrefix("3 color key(s) not set") == true, "\(result.problems)")
        XCTAssertEqual(result.theme.colors, [:], "every key keeps the dark theme's color")
        XCTAssertEqual(result.theme.appearance, .dark)
    }

    func testIndexedColorsAreZeroTo255Only() {
        XCTAssertEqual(parse(##"{ "text": { "primary": "@255" } }"##).theme.colors["text.primary"], .indexed(255))
        for bad in ["@256", "@-1", "@", "@1x", "#GGGGGG"] {
            XCTAssertEqual(
                parse(##"{ "text": { "primary": "\##(bad)" } }"##).problems.first?.key, "text.primary", bad)
        }
    }

    func testTheTwoBaseThemesKeepTheirRawValues() {
        XCTAssertEqual(Theme(rawValue: "light"), .light)
        XCTAssertEqual(Theme(rawValue: "dark"), .dark)
        XCTAssertNil(Theme(rawValue: "nord"))
        XCTAssertEqual(Theme.allCases.map(\.rawValue), ["light", "dark"])
        XCTAssertTrue(Theme.dark.isDark)
    }
}
