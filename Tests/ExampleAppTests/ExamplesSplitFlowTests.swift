import ExampleApp
import TUIKit
import XCTest

/// The Examples tab's split driven as a person would: Enter opens a demo beside the list,
/// a click on the list takes the focus back, the divider is dragged, and the terminal is
/// narrowed below the wide size class and widened again.
@MainActor
final class ExamplesSplitFlowTests: XCTestCase {
    private let wide = Size(width: 150, height: 45)

    private func pilot() throws -> Pilot {
        try FrameRenderer.pilot(
            for: FrameRenderer.Request(
                route: .examples, size: wide,
                options: LaunchOptions(language: .en, directories: .temporaryForTest(), platform: .fixed())))
    }

    /// The divider's column: the one whose nav-bar row shows the focus pointer.
    private func divider(_ pilot: Pilot) -> (x: Int, pointer: Character)? {
        for x in 0..<pilot.frame.size.width where ["◂", "▸"].contains(pilot.frame[x, 0].symbol) {
            return (x, pilot.frame[x, 0].symbol)
        }
        return nil
    }

    func testEnterOpensTheDemoBesideTheListAndAClickOnTheListTakesTheKeysBack() async throws {
        let pilot = try pilot()
        XCTAssertTrue(pilot.text.contains("Preview"))
        pilot.press(named: "down")
        XCTAssertTrue(pilot.text.contains("exampletui://examples/resources"), "the preview follows the selection")
        pilot.press(named: "enter")
        XCTAssertTrue(pilot.text.contains("Colors (light, dark"), "the Resources demo beside the list")
        XCTAssertTrue(pilot.text.contains("Library of ready solutions"), "the list still shows")
        XCTAssertEqual(divider(pilot)?.pointer, "▸", "the demo has the keys")

        XCTAssertTrue(pilot.click(on: "Toasts"))
        XCTAssertEqual(divider(pilot)?.pointer, "◂", "the click gave the list the keys")
        XCTAssertTrue(pilot.text.contains("Colors (light, dark"), "and opened nothing")
        pilot.press(named: "down")
        pilot.press(named: "enter")
        XCTAssertTrue(pilot.text.contains("Global toast at the top"), "the next demo replaced the first")
        pilot.press(named: "esc")
        XCTAssertTrue(pilot.text.contains("Preview"), "Esc pops the detail column back to the preview")
        pilot.press(named: "esc")
        XCTAssertEqual(divider(pilot)?.pointer, "◂", "and Esc again goes back to the list")
    }

    func testTheDividerDragsAndTheKeysMoveIt() async throws {
        let pilot = try pilot()
        let start = try XCTUnwrap(divider(pilot)).x
        pilot.send(.mouse(MouseEvent(.press, at: Point(x: start, y: 10))))
        pilot.send(.mouse(MouseEvent(.move, at: Point(x: start + 20, y: 10))))
        pilot.send(.mouse(MouseEvent(.release, at: Point(x: start + 20, y: 10))))
        XCTAssertEqual(divider(pilot)?.x, start + 20)
        pilot.press(named: "ctrl-left")
        XCTAssertEqual(divider(pilot)?.x, start + 18)
        XCTAssertTrue(pilot.text.contains("F6 focus"), "the hint line names the split's keys")
    }

    func testNarrowedTheDemoIsOnTopOfTheListAndWidenedItIsBesideItAgain() async throws {
        let pilot = try pilot()
        pilot.press(named: "down")
        pilot.press(named: "enter")
        pilot.resize(to: Size(width: 100, height: 30))
        XCTAssertNil(divider(pilot), "one stack")
        XCTAssertTrue(pilot.text.contains("Colors (light, dark"))
        XCTAssertFalse(pilot.text.contains("Library of ready solutions"))
        XCTAssertFalse(pilot.text.contains("F6 focus"), "no split keys while collapsed")
        pilot.resize(to: wide)
        XCTAssertEqual(divider(pilot)?.pointer, "▸")
        XCTAssertTrue(pilot.text.contains("Colors (light, dark"))
        XCTAssertTrue(pilot.text.contains("Library of ready solutions"))
        pilot.resize(to: Size(width: 100, height: 30))
        pilot.press(named: "esc")
        XCTAssertTrue(pilot.text.contains("Library of ready solutions"), "Back returns to the list")
        pilot.resize(to: wide)
        XCTAssertTrue(pilot.text.contains("Preview"), "nothing left to show beside it")
        XCTAssertEqual(divider(pilot)?.pointer, "◂")
    }
}
