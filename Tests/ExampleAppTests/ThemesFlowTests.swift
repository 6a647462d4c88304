import ExampleApp
import Foundation
import Storage
import TUIKit
import XCTest

/// Choosing a theme as a person would: Settings' theme row opens the picker, a key or a
/// click applies a theme at once, and the choice is kept; a broken theme file still runs.
@MainActor
final class ThemesFlowTests: XCTestCase {
    private func pilot(
        directories: StorageDirectories = .temporaryForTest(), language: Language = .en
    ) throws -> Pilot {
        try FrameRenderer.pilot(
            for: FrameRenderer.Request(
                route: .settings, size: Size(width: 100, height: 30),
                options: LaunchOptions(language: language, directories: directories)))
    }

    /// The screen's own background: a cell of the empty lines under the list.
    private func background(of pilot: Pilot) -> Color? {
        pilot.frame[2, pilot.frame.size.height - 6].style.background
    }

    func testThePickerListsEveryThemeAndEnterAppliesOneAtOnce() async throws {
        let directories = StorageDirectories.temporaryForTest()
        let pilot = try pilot(directories: directories)
        pilot.press(named: "down", "down", "enter")
        XCTAssertTrue(pilot.frame.line(0).contains("Theme"), pilot.text)
        for title in [
            "Light", "Dark", "High contrast light", "High contrast dark", "Solarized Dark", "Nord", "Terminal",
        ] {
            XCTAssertTrue(pilot.text.contains(title), "\(title) in\n\(pilot.text)")
        }
        XCTAssertTrue(pilot.text.contains("current"), "the current theme is marked")
        XCTAssertTrue(pilot.text.contains("Enter or click"), "the hint line names the key")
        pilot.press(named: "down", "down", "down", "down", "enter")
        XCTAssertEqual(background(of: pilot), .rgb(0x2E, 0x34, 0x40), "Nord's background, at once")
        XCTAssertEqual(pilot.run { AppThemes.savedName(directories: directories) }, "nord", "kept for the next launch")
        pilot.press(named: "esc")
        XCTAssertTrue(pilot.text.contains("Nord"), "the Settings row names it")
    }

    func testAClickOnARowOrItsSwatchAppliesThatTheme() async throws {
        let pilot = try pilot()
        pilot.press(named: "down", "down", "enter")
        XCTAssertTrue(pilot.click(on: "High contrast light"))
        XCTAssertEqual(background(of: pilot), .rgb(255, 255, 255))
        XCTAssertTrue(pilot.text.contains("High contrast light") && pilot.text.contains("current"))
        // The swatch of the row two below (high contrast dark, then Solarized): its last cells.
        let row = try XCTUnwrap((0..<pilot.frame.size.height).first { pilot.frame.line($0).contains("Solarized Dark") })
        pilot.click(x: pilot.frame.size.width - 3, y: row)
        XCTAssertEqual(background(of: pilot), .rgb(0x00, 0x2B, 0x36), "Solarized Dark's base03")
    }

    func testLeftAndRightOnTheSettingsRowStepThroughEveryTheme() async throws {
        let pilot = try pilot()
        pilot.press(named: "down", "down", "right")
        XCTAssertTrue(pilot.text.contains("High contrast light"), "dark, then the next in the list")
        for _ in 0..<(AppThemes.builtInNames.count - 1) { pilot.press(named: "right") }
        XCTAssertTrue(pilot.text.contains("Dark"), "round the list and back to dark")
        pilot.press(named: "left")
        XCTAssertTrue(pilot.text.contains("Light"))
        XCTAssertEqual(background(of: pilot), .rgb(255, 255, 255))
    }

    func testAThemeFileWithEveryKindOfMistakeIsReportedAndTheAppRuns() async throws {
        let directories = StorageDirectories.temporaryForTest()
        let folder = try directories.config()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try ##"{ "base": "nope", "text": { "primary": "#FFF", "nosuch": "#000000" }, "tabBar": 3 }"##
            .write(to: folder.appendingPathComponent("theme.json"), atomically: true, encoding: .utf8)
        let pilot = try pilot(directories: directories)
        XCTAssertTrue(pilot.text.contains("Theme file theme.json, 5 problems (all in the log)."), pilot.text)
        XCTAssertTrue(pilot.text.contains("First: base: 'nope' is not a theme; using dark"), pilot.text)
        pilot.press(named: "down", "down", "enter")
        XCTAssertTrue(pilot.text.contains("Custom (theme.json)"), pilot.text)
        pilot.press(named: "end", "enter")
        XCTAssertEqual(
            background(of: pilot), R.color.background.primary.color(for: .dark), "every bad key falls back to dark")
    }

    func testABrokenJSONThemeFileIsOneLineInRussianToo() async throws {
        let directories = StorageDirectories.temporaryForTest()
        let folder = try directories.config()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "{ not json".write(to: folder.appendingPathComponent("theme.json"), atomically: true, encoding: .utf8)
        let pilot = try pilot(directories: directories, language: .ru)
        XCTAssertTrue(pilot.text.contains("Файл темы theme.json: not valid JSON"), pilot.text)
        XCTAssertTrue(pilot.text.contains("not valid JSON"), pilot.text)
    }
}
