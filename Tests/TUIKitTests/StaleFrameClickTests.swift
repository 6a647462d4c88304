import XCTest

@testable import TUIKit

/// Clicks are found in the last frame, so once a screen changes, clicks wait for the next
/// frame: two clicks on a list read together once pushed two screens.
@MainActor
final class StaleFrameClickTests: XCTestCase {
    /// Every row of the screen pushes a screen of that row's name.
    private final class RowsScreen: ScreenController {
        let log: EventLog

        init(log: EventLog) {
            self.log = log
            super.init()
        }

        override func render(in area: Rect, frame: Frame) {
            for row in 0..<3 {
                let rect = Rect(x: area.x, y: area.y + row, width: area.width, height: 1)
                frame.onTap(rect) { [weak self] in
                    guard let self else { return }
                    self.navigationController?.push(
                        controller: RecordingScreen("row \(row)", log: self.log), isAnimated: false, completion: nil)
                }
            }
        }
    }

    func testClicksReadBeforeTheFrameOfANewScreenAreDropped() async {
        let log = EventLog()
        let navigation = NavigationController(rootViewController: RowsScreen(log: log))
        let pilot = makePilot(root: navigation)
        _ = pilot.frame
        // Read together, before a frame: the first click pushes, the second is dropped.
        // (The rows start below the navigation bar's two lines.)
        for row in [2, 3] {
            pilot.window.handle(.mouse(MouseEvent(.press, at: Point(x: 1, y: row))))
            pilot.window.handle(.mouse(MouseEvent(.release, at: Point(x: 1, y: row))))
        }
        XCTAssertEqual(navigation.viewControllers.count, 2, "one push: the second click met a changed screen")
        pilot.redraw()
        XCTAssertTrue(pilot.window.isLastFrameCurrent, "a frame of the new screen takes clicks again")
    }

    func testAScreenChangeMakesTheLastFrameStaleUntilTheNext() async {
        let log = EventLog()
        let navigation = NavigationController(rootViewController: RecordingScreen("root", log: log))
        let pilot = makePilot(root: navigation)
        _ = pilot.frame
        XCTAssertTrue(pilot.window.isLastFrameCurrent)
        navigation.push(controller: RecordingScreen("next", log: log), isAnimated: false, completion: nil)
        XCTAssertFalse(pilot.window.isLastFrameCurrent, "a push makes the last frame stale")
        _ = pilot.frame
        XCTAssertTrue(pilot.window.isLastFrameCurrent)
    }
}
