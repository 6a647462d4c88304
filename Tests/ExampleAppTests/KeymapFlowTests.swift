import Foundation
import Storage
import TUIKit
import XCTest

@testable import ExampleApp

/// A keymap as a person would use one: keys rebound in keymap.toml move dispatch, hints and
/// the help screen together; every kind of mistake is named with its line, and the app runs
/// with the defaults for those entries; `?` opens the help except in a text field.
@MainActor
final class KeymapFlowTests: XCTestCase {
    private func pilot(
        route: AppRoute = .examples, keymap: String? = nil, language: Language = .en,
        size: Size = Size(width: 100, height: 30)
    ) throws -> Pilot {
        let directories = StorageDirectories.temporaryForTest()
        if let keymap {
            let folder = try directories.config()
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try keymap.write(to: folder.appendingPathComponent("keymap.toml"), atomically: true, encoding: .utf8)
        }
        return try FrameRenderer.pilot(
            for: FrameRenderer.Request(
                route: route, size: size, options: LaunchOptions(language: language, directories: directories)))
    }

    static let mistakes = """
        [bindings]
        "logs.open" = "f11"
        "logs.opne" = "f10"
        "app.quit" = "ctrl-?"
        "catalog.open" = "j"
        "list.up" = 3
        """

    func testARebindingMovesTheKeyItsHintAndTheHelpTogether() async throws {
        let pilot = try pilot(keymap: "[bindings]\n\"catalog.open\" = \"o\"\n")
        XCTAssertTrue(pilot.text.contains("o open"), "the hint line names the new key\n\(pilot.text)")
        XCTAssertFalse(pilot.text.contains("Enter open"), pilot.text)
        pilot.press(named: "enter")
        XCTAssertFalse(pilot.text.contains("‹ Back"), "Enter no longer opens\n\(pilot.text)")
        pilot.press(named: "o")
        XCTAssertTrue(pilot.text.contains("‹ Back"), "o opens the demo\n\(pilot.text)")
        pilot.press(named: "esc", "?")
        XCTAssertTrue(pilot.text.contains("catalog.open"), pilot.text)
        let row = try XCTUnwrap(pilot.text.split(separator: "\n").first { $0.contains("catalog.open") })
        XCTAssertTrue(row.contains(" o "), "the help names the key in force: \(row)")
    }

    func testTheNavigationBarNamesTheKeyInForceNotARefusedOne() async throws {
        let rebound = try pilot(
            route: .example("network"), keymap: "[bindings]\n\"network.reload\" = \"g\"\n",
            size: Size(width: 80, height: 24))
        let bar = { (pilot: Pilot) in String(pilot.text.split(separator: "\n").first ?? "") }
        XCTAssertTrue(bar(rebound).hasSuffix("↻ g"), "the bar names the new key: \(bar(rebound))")
        // Backspace is the stack's back key in the same scope: the entry is refused, r stays.
        let refused = try pilot(
            route: .example("network"), keymap: "[bindings]\n\"network.reload\" = \"backspace\"\n",
            size: Size(width: 80, height: 24))
        XCTAssertTrue(bar(refused).hasSuffix("↻ r"), "the bar names the default it kept: \(bar(refused))")
        refused.press(named: "backspace")
        XCTAssertFalse(bar(refused).contains("Network"), "backspace still goes back: \(bar(refused))")
    }

    func testAKeymapWithEveryKindOfMistakeIsReportedWithLinesAndTheAppRuns() async throws {
        let pilot = try pilot(keymap: Self.mistakes)
        pilot.advance(by: .seconds(1))  // the toast slides in
        XCTAssertTrue(pilot.text.contains("Keymap problems: 5"), "a toast at launch\n\(pilot.text)")
        pilot.advance(by: .seconds(10))  // and leaves
        let problems = pilot.run { pilot.window.keymap }
        XCTAssertEqual(problems.keys(for: "logs.open"), [KeyEvent(.function(11))], "the good entry applies")
        // The good entry works; the bad ones keep their defaults.
        pilot.press(named: "f11")
        XCTAssertTrue(pilot.text.contains("Messages"), "F11 opens the debug panel\n\(pilot.text)")
        pilot.press(named: "esc")
        XCTAssertTrue(pilot.text.contains("Enter open"), "catalog.open clashed with j and keeps Enter\n\(pilot.text)")
        pilot.press(named: "3")
        pilot.press(named: "end")
        XCTAssertTrue(pilot.text.contains("Keys") && pilot.text.contains("Problems: 5"), pilot.text)
        XCTAssertTrue(
            pilot.text.contains("Keymap keymap.toml, 5 problems (all in the log). First: 3: unknown id \"logs.opne\""),
            pilot.text)
        pilot.press(named: "up", "enter")
        XCTAssertTrue(pilot.text.contains("Keymap:") && pilot.text.contains("keymap.toml"), pilot.text)
    }

    func testEachProblemNamesTheFileTheLineAndWhatIsWrong() async throws {
        let directories = StorageDirectories.temporaryForTest()
        let folder = try directories.config()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Self.mistakes.write(to: folder.appendingPathComponent("keymap.toml"), atomically: true, encoding: .utf8)
        let loaded = AppKeymap.load(directories: directories)
        XCTAssertTrue(loaded.exists)
        let path = folder.appendingPathComponent("keymap.toml").path
        XCTAssertEqual(
            loaded.problems.map(\.description),
            [
                "\(path):3: unknown id \"logs.opne\" (did you mean \"logs.open\"?)",
                "\(path):4: key \"ctrl-?\" of \"app.quit\" is not a key name ("
                    + KeyNameError(name: "ctrl-?").description + "); the defaults stay",
                "\(path):5: \"j\" bound twice in Components: ids catalog.open, list.down; the defaults stay",
                "\(path):5: \"j\" bound twice in Examples: ids catalog.open, list.down; the defaults stay",
                "\(path):6: \"list.up\" must be a key name or an array of them, as \"f11\" or [\"q\", \"ctrl-q\"]",
            ])
    }

    func testQuestionMarkOpensTheHelpByViewAndEscClosesIt() async throws {
        let pilot = try pilot()
        pilot.press(named: "?")
        for heading in ["Keys", "Library of ready solutions", "Tab bar", "App", "catalog.open", "logs.open"] {
            XCTAssertTrue(pilot.text.contains(heading), "\(heading) in\n\(pilot.text)")
        }
        XCTAssertTrue(pilot.text.contains("list.down") && pilot.text.contains("app.quit"), pilot.text)
        pilot.press(named: "esc")
        XCTAssertFalse(pilot.text.contains("list.down"), "Esc closes\n\(pilot.text)")
    }

    func testATypedQuestionMarkGoesToATextField() async throws {
        let pilot = try pilot(route: .logs)
        pilot.press(named: "/", "?")
        XCTAssertFalse(pilot.text.contains("list.down"), "no help over a field\n\(pilot.text)")
        XCTAssertTrue(pilot.text.contains("?"), pilot.text)
        pilot.press(named: "esc", "?")
        XCTAssertTrue(pilot.text.contains("logs.search"), "outside the field ? opens help\n\(pilot.text)")
    }

    func testTheHelpIsInRussianToo() async throws {
        let pilot = try pilot(language: .ru)
        pilot.press(named: "?")
        XCTAssertTrue(pilot.text.contains("Клавиши") && pilot.text.contains("Панель вкладок"), pilot.text)
    }

    /// The sample in docs/ names only ids the showcase declares, each with keys that parse.
    func testTheDocumentedSampleHasNoProblems() async throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let directories = StorageDirectories.temporaryForTest()
        let folder = try directories.config()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: root.appendingPathComponent("docs/keymap-sample.toml"), to: folder.appendingPathComponent("keymap.toml")
        )
        let loaded = AppKeymap.load(directories: directories)
        XCTAssertEqual(loaded.problems, [])
        XCTAssertEqual(loaded.keymap.entries.count, 16)
    }
}
