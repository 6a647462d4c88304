import ExampleApp
import Foundation
import Storage
import TUIKit
import XCTest

/// The command palette in the app: routes, settings and themes from the app value, the
/// demo's own commands, the recent choices on disk.
@MainActor
final class PaletteDemoFlowTests: XCTestCase {
    private func pilot(
        _ route: AppRoute = .example("palette"), language: Language = .en,
        directories: StorageDirectories = .temporaryForTest()
    ) throws -> Pilot {
        try FrameRenderer.pilot(
            for: FrameRenderer.Request(
                route: route, options: LaunchOptions(language: language, directories: directories)))
    }

    private func selectedTitle(_ pilot: Pilot) -> String? {
        let palette = pilot.window.commandPalette
        return palette.results.first.map { palette.commands[$0.index].title }
    }

    func testARouteOpensFromAnyScreen() async throws {
        let pilot = try pilot(.settings)
        pilot.press(named: "ctrl-p")
        pilot.type("alerts")
        XCTAssertEqual(selectedTitle(pilot), "Alerts")
        pilot.press(named: "enter")
        XCTAssertFalse(pilot.window.commandPalette.isOpen)
        XCTAssertTrue(pilot.frame.line(0).contains("Alerts"), pilot.text)
        XCTAssertTrue(pilot.text.contains("Destructive confirmation"))
    }

    func testTheLanguageSwitchesAndTheListFollowsIt() async throws {
        let pilot = try pilot(.settings)
        pilot.type(":")
        pilot.type("language")
        XCTAssertEqual(selectedTitle(pilot), "Switch language to Русский")
        pilot.press(named: "enter")
        XCTAssertTrue(pilot.frame.line(0).contains("Настройки"), pilot.text)
        pilot.type(":")
        pilot.type("язык")
        XCTAssertEqual(selectedTitle(pilot), "Сменить язык на English", "titles in the new language")
        XCTAssertTrue(pilot.text.contains("Команды"))
    }

    func testAThemeAppliesAndIsKeptForTheNextLaunch() async throws {
        let directories = StorageDirectories.temporaryForTest()
        let pilot = try pilot(.settings, directories: directories)
        pilot.press(named: "ctrl-p")
        pilot.type("nord")
        XCTAssertEqual(selectedTitle(pilot), "Theme: Nord")
        pilot.press(named: "enter")
        XCTAssertEqual(pilot.window.theme.name, "nord")
        XCTAssertEqual(AppThemes.savedName(directories: directories), "nord")
    }

    func testReducedMotionAndTheEnvironmentAreCommandsInDev() async throws {
        let pilot = try pilot(.settings)
        pilot.press(named: "ctrl-p")
        pilot.type("reduced")
        XCTAssertEqual(selectedTitle(pilot), "Turn reduced motion on")
        pilot.press(named: "enter")
        XCTAssertTrue(pilot.window.reducesMotion)
        pilot.press(named: "ctrl-p")
        pilot.type("environment")
        XCTAssertEqual(selectedTitle(pilot), "Switch environment to prod")
        pilot.press(named: "enter")
        XCTAssertEqual(pilot.run { Environments.instance }, .prod)
        pilot.press(named: "ctrl-p")
        pilot.type("environment")
        XCTAssertNil(selectedTitle(pilot), "prod has no environment switch (nor the debug panel)")
    }

    func testTheKeysOfTheScreenRunAsIfPressed() async throws {
        let pilot = try pilot()
        pilot.press(named: "ctrl-p")
        pilot.type("add a note")
        XCTAssertEqual(
            pilot.window.commandPalette.results.map { pilot.window.commandPalette.commands[$0.index].keyLabel }, ["n"],
            "the demo's n, by its description")
        pilot.press(named: "enter")
        XCTAssertTrue(pilot.text.contains("Note 1 added"), pilot.text)
    }

    func testTheDemoAddsItsOwnCommandsFirst() async throws {
        let pilot = try pilot()
        pilot.press(named: "enter")
        XCTAssertEqual(selectedTitle(pilot), "Add a note")
        XCTAssertTrue(pilot.text.contains("This screen"))
        pilot.press(named: "down", "down", "enter")
        XCTAssertTrue(pilot.text.contains("Say hello"))
        pilot.press(named: "m", "enter")
        XCTAssertEqual(pilot.window.commandPalette.commands.filter { $0.group == "This screen" }.count, 1_000)
        pilot.type("sample 1000")
        XCTAssertEqual(selectedTitle(pilot), "Sample command 1000")
        pilot.press(named: "enter")
        XCTAssertTrue(pilot.text.contains("Sample command 1000"))
    }

    func testRecentChoicesAreKeptOnDiskAndRankFirstNextLaunch() async throws {
        let directories = StorageDirectories.temporaryForTest()
        let first = try pilot(.settings, directories: directories)
        first.press(named: "ctrl-p")
        first.type("tree")
        first.press(named: "enter")
        let file = try directories.data().appendingPathComponent("Palette/recent.json")
        let saved = try JSONDecoder().decode([String].self, from: Data(contentsOf: file))
        XCTAssertEqual(saved, ["exampletui://examples/tree"])

        let second = try pilot(.settings, language: .ru, directories: directories)
        second.press(named: "ctrl-p")
        XCTAssertEqual(selectedTitle(second), "Дерево", "recent first, in the new launch's language")
    }

    func testABadRecentsFileIsLoggedAndThePaletteStillOpens() async throws {
        let directories = StorageDirectories.temporaryForTest()
        let folder = try directories.data().appendingPathComponent("Palette")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("not json".utf8).write(to: folder.appendingPathComponent("recent.json"))
        let pilot = try pilot(.settings, directories: directories)
        pilot.press(named: "ctrl-p")
        XCTAssertTrue(pilot.window.commandPalette.isOpen)
        XCTAssertEqual(selectedTitle(pilot), "Examples")
        pilot.type("tree")
        pilot.press(named: "enter")
        let saved = try JSONDecoder().decode(
            [String].self, from: Data(contentsOf: folder.appendingPathComponent("recent.json")))
        XCTAssertEqual(saved, ["exampletui://examples/tree"], "replaced by a good one")
    }
}
