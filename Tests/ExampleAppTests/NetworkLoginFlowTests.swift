import ExampleApp
import Logs
import Storage
import TUIKit
import XCTest

/// The Network demo's login form: its password is a secure field (a mask glyph per
/// grapheme, Ctrl-R and the eye reveal it) whose value shows in no frame, log or report.
@MainActor
final class NetworkLoginFlowTests: XCTestCase {
    private func pilot(logStore: LogDatabase? = nil, language: Language = .en) async throws -> Pilot {
        var options = LaunchOptions(language: language, directories: .temporaryForTest())
        options.logStore = logStore
        let pilot = try FrameRenderer.pilot(
            for: FrameRenderer.Request(route: .example("network"), size: Size(width: 100, height: 30), options: options)
        )
        await pilot.wait(until: { $0.text.contains("Borscht") }, limit: .seconds(5))
        pilot.press(named: "l")  // log out
        pilot.press(named: "l")  // the form
        await pilot.wait(until: { $0.text.contains("Password") || $0.text.contains("Пароль") }, limit: .seconds(2))
        return pilot
    }

    func testThePasswordIsMaskedUntilRevealedByKeyOrClick() async throws {
        let store = LogDatabase.inMemory()
        let pilot = try await pilot(logStore: store)
        XCTAssertTrue(
            pilot.text.contains("Ctrl-R: show password"), "the hint line names the reveal key:\n\(pilot.text)")
        pilot.type("пар оль漢👍🏽")
        XCTAssertTrue(pilot.text.contains("•••••••••"), pilot.text)
        XCTAssertFalse(pilot.text.contains("оль"), pilot.text)
        let cursor = try XCTUnwrap(pilot.frame.cursor)
        let maskStart = try XCTUnwrap(pilot.frame.line(cursor.y).firstIndex(of: "•"))
        XCTAssertEqual(
            cursor.x,
            pilot.frame.line(cursor.y).distance(from: pilot.frame.line(cursor.y).startIndex, to: maskStart) + 9,
            "the cursor after nine mask cells: one a grapheme")
        pilot.press(KeyEvent(.character("r"), modifiers: .control))
        XCTAssertTrue(pilot.text.contains("пар оль漢👍🏽"), pilot.text)
        XCTAssertTrue(pilot.text.contains("Ctrl-R: hide password"), pilot.text)
        XCTAssertTrue(pilot.click(on: "◉"), "the eye shows the text is revealed")
        XCTAssertTrue(pilot.text.contains("•••••••••"), "a click on the eye masks it again")
        pilot.press(named: "enter")
        await pilot.wait(until: { $0.text.contains("Borscht") }, limit: .seconds(5))
        XCTAssertTrue(pilot.text.contains("Session: logged in"), pilot.text)
        let logged = String(describing: store.allRecords())
        XCTAssertFalse(logged.contains("оль"), "no log line holds the password")
        XCTAssertFalse(pilot.window.stateReport.joined(separator: "\n").contains("оль"), "nor the state report")
    }

    func testAnEmptyPasswordIsMarkedAndDoesNotLogIn() async throws {
        let pilot = try await pilot()
        pilot.press(named: "enter")
        XCTAssertTrue(pilot.text.contains("Password"), "still on the form")
        XCTAssertTrue(pilot.text.contains("⚠"), pilot.text)
    }
}
