import ExampleApp
import Storage
import TUIKit
import XCTest

/// The alerts demo driven by keys and clicks.
@MainActor
final class AlertsDemoFlowTests: XCTestCase {
    private func pilot(language: Language = .en) throws -> Pilot {
        try FrameRenderer.pilot(
            for: FrameRenderer.Request(
                route: .example("alerts"), options: LaunchOptions(language: language, directories: .temporaryForTest()))
        )
    }

    /// Whether an alert's box is on screen (its titles may show in "Last action" too).
    private func isAlertShown(_ pilot: Pilot) -> Bool {
        pilot.text.contains("╭")
    }

    private func show(_ row: Int, in pilot: Pilot) {
        for _ in 0..<row { pilot.press(named: "down") }
        pilot.press(named: "enter")
    }

    func testOpenMoveFocusAndPressEnter() async throws {
        let pilot = try pilot()
        XCTAssertTrue(pilot.text.contains("Last action: none yet"))
        show(2, in: pilot)
        XCTAssertTrue(pilot.text.contains("▸ Cancel ◂  [ ! Delete ]"), "focus starts on cancel, not on delete")
        pilot.press(named: "right")
        XCTAssertTrue(pilot.text.contains("[ Cancel ]  ▸ ! Delete ◂"))
        pilot.press(named: "enter")
        XCTAssertFalse(isAlertShown(pilot))
        XCTAssertTrue(pilot.text.contains("Last action: “Delete” (destructive) in “Delete the draft?”"))
    }

    func testClickARowThenAButton() async throws {
        let pilot = try pilot()
        XCTAssertTrue(pilot.click(on: "Two buttons"))
        XCTAssertTrue(pilot.text.contains("Turn on notifications?"))
        XCTAssertTrue(pilot.click(on: "Not now"))
        XCTAssertFalse(isAlertShown(pilot))
        XCTAssertTrue(pilot.text.contains("Last action: “Not now” (cancel) in “Turn on notifications?”"))
    }

    func testChainOpensEachNextAlertAtOnce() async throws {
        let pilot = try pilot()
        show(5, in: pilot)
        XCTAssertTrue(pilot.text.contains("Sign out?"))
        pilot.press(named: "right", "enter")
        XCTAssertTrue(pilot.text.contains("Keep downloaded files?"), "the next alert shows with no time passing")
        XCTAssertFalse(pilot.text.contains("You will need your password"), "in place of the first")
        XCTAssertTrue(pilot.text.contains("Last action: “Sign out” (destructive) in “Sign out?”"))
        XCTAssertTrue(pilot.click(on: "Delete files"))
        XCTAssertTrue(pilot.text.contains("Signed out"))
        XCTAssertTrue(pilot.text.contains("Your downloaded files have been deleted."))
        pilot.press(named: "space")
        XCTAssertFalse(isAlertShown(pilot))
        XCTAssertTrue(pilot.text.contains("Last action: “OK” (default) in “Signed out”"))
        XCTAssertEqual(pilot.clock.pendingCount, 0, "nothing waited on the clock")
    }

    func testEscapePressesCancelAndOnAnAlertWithoutCancelOnlyCloses() async throws {
        let pilot = try pilot()
        show(5, in: pilot)
        pilot.press(named: "esc")
        XCTAssertTrue(pilot.text.contains("Last action: “Cancel” (cancel) in “Sign out?”"))
        XCTAssertTrue(pilot.frame.line(0).contains("Alerts"), "Esc closed the alert, not the screen")
        pilot.press(named: "enter", "right", "enter", "esc")
        XCTAssertFalse(isAlertShown(pilot), "no button ran, so the chain stopped")
        XCTAssertTrue(pilot.text.contains("Last action: “Sign out” (destructive) in “Sign out?”"))
        pilot.press(named: "esc")
        XCTAssertTrue(pilot.frame.line(0).contains("Library of ready solutions"), "with no alert, Esc goes back")
    }

    func testClicksOutsideTheAlertDoNothing() async throws {
        let pilot = try pilot()
        show(2, in: pilot)
        for target in ["Back", "Settings 3", "One button", "Last action"] {
            XCTAssertTrue(pilot.click(on: target), target)
        }
        XCTAssertTrue(pilot.text.contains("Delete the draft?"), "still shown")
        XCTAssertTrue(pilot.frame.line(0).contains("Alerts"), "neither back nor the tab bar acted")
        XCTAssertTrue(pilot.text.contains("Last action: none yet"))
        XCTAssertTrue(pilot.text.contains("▸ Cancel ◂"), "focus did not move")
    }

    func testKeysOfTheScreenAndTabsAndQuitDoNotActUnderTheAlert() async throws {
        let pilot = try pilot()
        show(0, in: pilot)
        pilot.press(named: "q", "2", "down", "i")
        XCTAssertFalse(pilot.quitRequested)
        XCTAssertTrue(pilot.frame.line(0).contains("Alerts"))
        XCTAssertTrue(pilot.text.contains("Draft saved"))
        pilot.press(named: "enter", "down")
        XCTAssertTrue(pilot.text.contains("› Two buttons"), "keys reach the list once the alert is gone")
        pilot.press(named: "q")
        XCTAssertTrue(pilot.quitRequested)
    }

    func testALongMessageScrollsByKeysAndWheel() async throws {
        let pilot = try pilot()
        show(3, in: pilot)
        let last = "end of the month."
        XCTAssertFalse(pilot.text.contains(last))
        pilot.press(named: "end")
        XCTAssertTrue(pilot.text.contains(last))
        pilot.press(named: "home")
        pilot.scroll(up: false, x: 40, y: 12)
        XCTAssertTrue(pilot.text.contains("▲"))
        pilot.press(named: "enter")
        XCTAssertTrue(pilot.text.contains("Last action: “Accept” (default) in “The terms of use have changed”"))
    }

    func testRussianChain() async throws {
        let pilot = try pilot(language: .ru)
        show(5, in: pilot)
        XCTAssertTrue(pilot.text.contains("▸ Отменить ◂  [ ! Выйти ]"))
        pilot.press(named: "l", "enter", "enter")
        XCTAssertTrue(pilot.text.contains("Скачанные файлы остались на этом компьютере."))
        pilot.press(named: "enter")
        XCTAssertTrue(pilot.text.contains("Последнее действие: «ОК» (default) в «Вы вышли из аккаунта»"))
    }
}
