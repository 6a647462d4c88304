import ExampleApp
import Storage
import TUIKit
import XCTest

/// The toasts demo driven as a person would: keys, clicks, time.
@MainActor
final class ToastsDemoFlowTests: XCTestCase {
    private let lifetime = ToastTimeline.enterDuration + .seconds(2) + ToastTimeline.leaveDuration

    private func pilot(language: Language = .en) throws -> Pilot {
        try FrameRenderer.pilot(
            for: FrameRenderer.Request(
                route: .example("toasts"), options: LaunchOptions(language: language, directories: .temporaryForTest()))
        )
    }

    /// Selects the demo's row titled `title` and runs it.
    private func run(_ title: String, in pilot: Pilot) {
        XCTAssertTrue(pilot.click(on: title), "\(title) is on screen")
    }

    func testABurstQueuesFourToastsThatShowOneAfterAnotherInOrder() async throws {
        let pilot = try pilot()
        run("Four toasts at once", in: pilot)
        for index in 1...4 {
            pilot.advance(by: .milliseconds(300))
            XCTAssertTrue(pilot.text.contains("Queued toast \(index) of 4"), "toast \(index) shows")
            let waiting = 4 - index
            XCTAssertEqual(pilot.text.contains("+\(waiting) "), waiting > 0, "the badge counts \(waiting) waiting")
            for other in 1...4 where other != index {
                XCTAssertFalse(pilot.text.contains("Queued toast \(other) of 4"), "never two at once")
            }
            pilot.advance(by: lifetime - .milliseconds(300))
        }
        XCTAssertFalse(pilot.text.contains("Queued toast"))
        XCTAssertEqual(pilot.clock.pendingCount, 0, "idle again: no timer")
    }

    func testAClickOnTheActionToastCountsAndHidesIt() async throws {
        let pilot = try pilot()
        run("Toast with an action", in: pilot)
        pilot.advance(by: .milliseconds(300))
        XCTAssertTrue(pilot.text.contains("Taps on toasts: 0"))
        XCTAssertTrue(pilot.click(on: "Anna sent you a message"))
        XCTAssertTrue(pilot.text.contains("Taps on toasts: 1"), "onTap ran")
        pilot.advance(by: ToastTimeline.leaveDuration)
        XCTAssertFalse(pilot.text.contains("Anna"), "and the toast went")
        XCTAssertEqual(pilot.clock.pendingCount, 0)
    }

    func testTheToastThatStaysCountsEveryTapByKeyAndClick() async throws {
        let pilot = try pilot(language: .ru)
        run("Тост, который остаётся после нажатия", in: pilot)
        pilot.advance(by: .milliseconds(300))
        pilot.press(named: "ctrl-t")
        XCTAssertTrue(pilot.click(on: "Нажимайте сколько угодно"))
        pilot.press(named: "ctrl-t")
        XCTAssertTrue(pilot.text.contains("Нажатий на тосты: 3"))
        XCTAssertTrue(pilot.text.contains("Нажимайте сколько угодно"), "taps do not hide it")
        pilot.advance(by: .seconds(5))
        XCTAssertFalse(pilot.text.contains("Нажимайте сколько угодно"), "its five seconds ran out")
    }

    func testListKeysStillWorkUnderAToast() async throws {
        let pilot = try pilot()
        pilot.press(named: "enter")
        pilot.advance(by: .milliseconds(300))
        pilot.press(named: "down", "enter")
        pilot.advance(by: lifetime + .seconds(1))
        XCTAssertTrue(pilot.text.contains("Changes saved."), "the second key press queued a success toast")
    }

    func testAGlobalToastStaysAfterLeavingTheScreenALocalOneGoes() async throws {
        let pilot = try pilot()
        run("Global toast at the bottom", in: pilot)
        pilot.advance(by: .milliseconds(300))
        pilot.press(named: "esc")
        XCTAssertTrue(pilot.text.contains("Library of ready solutions"))
        XCTAssertTrue(pilot.text.contains("A global toast outlives its screen"))
        pilot.advance(by: .seconds(6))

        XCTAssertTrue(pilot.click(on: "Toasts"))
        XCTAssertTrue(pilot.click(on: "Information"))
        pilot.advance(by: .milliseconds(300))
        XCTAssertTrue(pilot.text.contains("Your profile syncs"))
        pilot.press(named: "esc")
        pilot.advance(by: .milliseconds(100))
        XCTAssertTrue(pilot.text.contains("Library of ready solutions"))
        XCTAssertFalse(pilot.text.contains("Your profile syncs"), "a local toast goes with its screen")
        XCTAssertEqual(pilot.clock.pendingCount, 0)
    }
}
