import ExampleApp
import TUIKit
import XCTest

/// The charts demo driven as a person would: keys become bars, a click selects one, the
/// legend hides a line, and leaving the demo leaves no timer behind.
@MainActor
final class ChartsDemoFlowTests: XCTestCase {
    private func pilot() throws -> Pilot {
        try FrameRenderer.pilot(
            for: FrameRenderer.Request(
                route: .example("charts"), size: Size(width: 100, height: 30),
                options: LaunchOptions(language: .en, directories: .temporaryForTest(), platform: .fixed())))
    }

    func testKeysBecomeBarsAndAClickSelectsOne() async throws {
        let pilot = try pilot()
        XCTAssertTrue(pilot.text.contains("Press keys"))
        for key in ["x", "y"] {
            pilot.press(named: key)
            await pilot.wait(for: .seconds(1))
        }
        XCTAssertFalse(pilot.text.contains("Press keys"), "each key's time is a bar now")
        let label = try XCTUnwrap(pilot.position(of: " y "), "the newest bar's label")
        pilot.click(x: label.x + 1, y: label.y)
        let selected = pilot.frame[label.x + 1, label.y].style.attributes
        XCTAssertTrue(selected.contains(.reverse), "the clicked bar's label is reversed")
        XCTAssertNotNil(pilot.frame.focus, "the terminal's cursor sits on the selected bar")
        pilot.press(named: "left")
        XCTAssertFalse(
            pilot.frame[label.x + 1, label.y].style.attributes.contains(.reverse), "← selects the one before")
    }

    func testTheLegendHidesAndShowsALine() async throws {
        let pilot = try pilot()
        await pilot.wait(for: .seconds(2))
        XCTAssertTrue(pilot.text.contains("● • keys"))
        XCTAssertTrue(pilot.click(on: "• keys"))
        XCTAssertTrue(pilot.text.contains("○ • keys"))
        pilot.press(named: "2")
        XCTAssertTrue(pilot.text.contains("● • keys"), "2 shows it again, as the click did")
    }

    func testLeavingTheDemoLeavesNoTimerAndReturningSamplesAgain() async throws {
        let pilot = try pilot()
        pilot.press(named: "s")
        await pilot.wait(for: .milliseconds(500))
        XCTAssertGreaterThan(pilot.clock.pendingCount, 0, "sampling, the export and its band run")
        pilot.press(named: "esc")
        await pilot.settle()
        XCTAssertTrue(pilot.text.contains("Examples"))
        XCTAssertEqual(pilot.clock.pendingCount, 0, "an idle app keeps no timer for a demo it left")
        let requests = pilot.displayRequestCount
        pilot.clock.advance(by: .seconds(30))
        XCTAssertEqual(pilot.displayRequestCount, requests, "and draws nothing for it")
    }
}
