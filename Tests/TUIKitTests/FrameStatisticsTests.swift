import XCTest

@testable import TUIKit

/// A screen whose key takes time on the window's clock, as slow work would.
@MainActor
private final class SlowKeyScreen: ScreenController {
    let clock: ManualClock

    init(clock: ManualClock) {
        self.clock = clock
        super.init()
    }

    override var bindings: [KeyBinding] {
        [KeyBinding("w", "work") { [clock] in clock.advance(by: .milliseconds(5)) }]
    }
}

/// What the window counts of itself: frames composed, keys, and the time from a key's
/// arrival to its frame on screen, by the window's clock.
@MainActor
final class FrameStatisticsTests: XCTestCase {
    func testFramesAndKeysAreCountedAndTheFirstKeyOfABurstIsTimed() async {
        let clock = ManualClock()
        let window = Window(clock: clock)
        window.showApplicationRoot(controller: SlowKeyScreen(clock: clock), animated: false)
        let pilot = Pilot(window: window, terminal: VirtualTerminal(size: Size(width: 60, height: 16)), clock: clock)
        let start = window.statistics
        XCTAssertEqual(start.keysHandled, 0)
        XCTAssertNil(start.lastKeyToFrame)

        pilot.press(.character("x"))
        XCTAssertEqual(window.statistics.keysHandled, 1)
        XCTAssertEqual(window.statistics.lastKey, .character("x"))
        XCTAssertEqual(window.statistics.lastKeyToFrame, .zero, "the manual clock stands still meanwhile")
        XCTAssertEqual(window.statistics.framesComposed, start.framesComposed + 1)

        // Two keys read together: one frame, timed from the first key's arrival.
        pilot.host.handle([.key(.character("w")), .key(.character("w"))])
        pilot.redraw()
        XCTAssertEqual(window.statistics.keysHandled, 3)
        XCTAssertEqual(window.statistics.lastKey, .character("w"))
        XCTAssertEqual(window.statistics.lastKeyToFrame, .milliseconds(10))
        XCTAssertEqual(window.statistics.framesComposed, start.framesComposed + 2)

        pilot.advance(by: .seconds(1))
        XCTAssertEqual(window.statistics.lastKeyToFrame, .milliseconds(10), "a frame without a key times nothing")
        XCTAssertEqual(window.statistics.framesComposed, start.framesComposed + 3)
    }
}
