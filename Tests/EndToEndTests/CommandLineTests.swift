import Foundation
import TUITestSupport
import XCTest

/// The built app without a terminal: `render`, `--version`, usage errors and the refusal
/// to run interactively when stdin/stdout are not a TTY.
final class CommandLineTests: XCTestCase {
    func testWithoutATerminalExitsWithStatus2AndSaysWhy() throws {
        let result = try runCommand([])
        XCTAssertEqual(result.status, 2, result.standardError)
        XCTAssertTrue(result.standardError.contains("terminal"), result.standardError)
        XCTAssertEqual(result.standardOutput, "", "nothing drawn on a pipe")
    }

    func testRenderPrintsOneLinePerRow() throws {
        let mainTitle = try AppUnderTest.showcase.readyMarker()
        let result = try runCommand(["render", "exampletui://examples", "--size", "80x24"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.lines.count, 24, result.standardOutput)
        XCTAssertTrue(result.lines.first?.contains(mainTitle) == true, result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains("Navigation"), result.standardOutput)
        let tabBar = result.lines.last ?? ""
        XCTAssertTrue(tabBar.contains("Examples 1") && tabBar.contains("Settings 3"), result.standardOutput)
        XCTAssertTrue(result.lines.allSatisfy { $0.count <= 80 }, result.standardOutput)
        XCTAssertFalse(result.standardOutput.contains("\u{1B}"), "plain text, no escape sequences")
    }

    func testRenderInRussian() throws {
        let result = try runCommand(["render", "exampletui://examples", "--size", "80x24", "--lang", "ru"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(result.standardOutput.contains("Библиотека готовых решений"), result.standardOutput)
        XCTAssertEqual(result.lines.count, 24, result.standardOutput)
    }

    func testRenderWithKeysOpensTheDemo() throws {
        let result = try runCommand(["render", "exampletui://examples", "--size", "100x30", "--keys", "enter"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(result.standardOutput.contains("Navigation · 1"), result.standardOutput)
        XCTAssertEqual(result.lines.count, 30, result.standardOutput)
    }

    func testRenderTakesEveryThemeAndAnUnknownOneListsTheNames() throws {
        for theme in ["high-contrast-light", "solarized-dark", "nord", "terminal", "custom"] {
            let result = try runCommand(["render", "exampletui://settings", "--size", "80x24", "--theme", theme])
            XCTAssertEqual(result.status, 0, "\(theme): \(result.standardError)")
            XCTAssertEqual(result.lines.count, 24, result.standardOutput)
        }
        let nord = try runCommand(["render", "exampletui://settings", "--format", "ansi", "--theme", "nord"])
        XCTAssertTrue(nord.standardOutput.contains("48;2;46;52;64"), "Nord's background #2E3440")
        let result = try runCommand(["render", "exampletui://settings", "--theme", "sepia"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.standardError.contains("'sepia'"), result.standardError)
        for name in ["light", "dark", "high-contrast-dark", "solarized-dark", "nord", "terminal", "custom"] {
            XCTAssertTrue(result.standardError.contains("- \(name)"), result.standardError)
        }
        XCTAssertEqual(result.standardOutput, "")
    }

    func testBadRouteExitsWith2() throws {
        let result = try runCommand(["render", "exampletui://nowhere"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.standardError.contains("exampletui://nowhere"), result.standardError)
        XCTAssertEqual(result.standardOutput, "")
    }

    func testBadRouteForTheInteractiveAppExitsWith2() throws {
        let result = try runCommand(["https://example.com"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.standardError.contains("https://example.com"), result.standardError)
    }

    func testBadSizeExitsWith2() throws {
        let result = try runCommand(["render", "exampletui://examples", "--size", "80by24"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.standardError.contains("80by24"), result.standardError)
        XCTAssertEqual(result.standardOutput, "")
    }

    func testBadKeyNameExitsWith2() throws {
        let result = try runCommand(["render", "exampletui://examples", "--keys", "enter,nosuchkey"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.standardError.contains("nosuchkey"), result.standardError)
        XCTAssertEqual(result.standardOutput, "")
    }

    func testVersionPrintsResourcesVersion() throws {
        let versionFile = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Resources/VERSION")
        let contents = try String(contentsOf: versionFile, encoding: .utf8)
        let expected = contents.trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertFalse(expected.isEmpty)
        let result = try runCommand(["--version"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines), expected)
    }
}
