import ExampleApp
import Foundation
import Storage
import TUIKit
import XCTest

/// The app's named themes: the built-in files, the user's `theme.json`, the saved choice.
@MainActor
final class AppThemesTests: XCTestCase {
    func testEveryBuiltInThemeFileSetsEveryKeyWithoutAProblem() async {
        for name in AppThemes.builtInNames where name != "light" && name != "dark" {
            let file = "Resources/Themes/\(name).json"
            guard let text = R.theme.files[name] else { return XCTFail("no \(file)") }
            let result = ThemeFile.parse(
                text, file: file, name: name, keys: AppThemes.colorKeys, bases: [.light, .dark])
            XCTAssertEqual(result.problems, [], file)
            XCTAssertEqual(Set(result.theme.colors.keys), AppThemes.colorKeys, file)
        }
        XCTAssertEqual(AppThemes.builtIn.map(\.name), AppThemes.builtInNames)
        XCTAssertEqual(Set(R.theme.files.keys), Set(AppThemes.builtInNames).subtracting(["light", "dark"]))
    }

    func testTheTerminalThemeUsesOnlyTheSixteenANSIColors() async throws {
        let terminal = try XCTUnwrap(AppThemes.builtIn.first { $0.name == "terminal" })
        for (key, color) in terminal.colors {
            guard case .indexed(let index) = color, index < 16 else { return XCTFail("\(key): \(color)") }
        }
    }

    func testEveryThemeHasANameInEveryLanguage() async {
        for language in Language.allCases {
            Localization.language = language
            for name in AppThemes.names {
                XCTAssertNotEqual(AppThemes.title(of: name), name, "\(language): \(name)")
            }
        }
        Localization.language = .en
    }

    func testTheUsersThemeFileAddsCustomAndItsProblemsNameFileAndKey() async throws {
        let directories = StorageDirectories.temporaryForTest()
        XCTAssertEqual(AppThemes.available(directories: directories).themes.map(\.name), AppThemes.builtInNames)
        let folder = try directories.config()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("theme.json")
        try ##"{ "base": "nord", "text": { "primary": "#FFFFFF", "accent": "blue", "primari": "#000000" } }"##
            .write(to: file, atomically: true, encoding: .utf8)
        let (themes, problems) = AppThemes.available(directories: directories)
        XCTAssertEqual(themes.map(\.name), AppThemes.builtInNames + ["custom"])
        let custom = try XCTUnwrap(themes.last)
        XCTAssertEqual(R.color.text.primary.color(for: custom), .rgb(255, 255, 255))
        let nord = try XCTUnwrap(themes.first { $0.name == "nord" })
        XCTAssertEqual(
            R.color.text.accent.color(for: custom), R.color.text.accent.color(for: nord), "a bad key keeps the base's")
        XCTAssertEqual(problems.map(\.key), ["text.accent", "text.primari", nil], "nil: the keys left out")
        XCTAssertTrue(problems[2].message.hasSuffix("they keep the nord theme's"), problems[2].message)
        XCTAssertTrue(problems.allSatisfy { $0.file == file.path })
        XCTAssertTrue(problems[0].message.contains("'blue' is not a color"), problems[0].message)
        let line = try XCTUnwrap(AppThemes.problemsLine(problems))
        XCTAssertEqual(
            line, "Theme file theme.json, 3 problems (all in the log). First: text.accent: " + problems[0].message)
    }

    func testTheChosenThemeIsSavedForTheNextLaunch() async {
        let directories = StorageDirectories.temporaryForTest()
        XCTAssertNil(AppThemes.savedName(directories: directories))
        AppThemes.save(name: "nord", directories: directories)
        XCTAssertEqual(AppThemes.savedName(directories: directories), "nord")
        AppThemes.save(name: "no-such-theme", directories: directories)
        XCTAssertNil(AppThemes.savedName(directories: directories), "a name the app does not know is not taken")
    }

    func testALaunchTakesTheSavedThemeOnlyWhenAskedTo() async throws {
        let directories = StorageDirectories.temporaryForTest()
        AppThemes.save(name: "solarized-dark", directories: directories)
        var options = LaunchOptions(language: .en, directories: directories)
        XCTAssertEqual(try ExampleApplication(options: options, clock: ManualClock()).settings.theme.name, "dark")
        options.usesSavedTheme = true
        XCTAssertEqual(
            try ExampleApplication(options: options, clock: ManualClock()).settings.theme.name, "solarized-dark")
    }
}
