import XCTest

@testable import TUIKit

/// `Window.stateReport`: what a hung-app report shows of the screens and the keys.
@MainActor
final class WindowStateReportTests: XCTestCase {
    func testTheReportNamesTheScreensTheShownOneAndTheKeysInOrder() async {
        let log = EventLog()
        let navigation = NavigationController(rootViewController: RecordingScreen("a", log: log))
        let pilot = makePilot(root: navigation)
        navigation.push(controller: RecordingScreen("b", log: log), isAnimated: false, completion: nil)
        _ = pilot.frame
        let report = pilot.window.stateReport
        XCTAssertEqual(report.first, "size: 60x16")
        XCTAssertEqual(report[1], "root: NavigationController{RecordingScreen, *RecordingScreen}")
        XCTAssertEqual(report[2], "presented: []")
        XCTAssertTrue(report.contains("  keys([esc, backspace]) Esc back"), report.joined(separator: "\n"))
        XCTAssertEqual(report.last, "  keys([q]) q quit", "the window's own keys come last")
        pilot.press(.escape, .character("x"))
        let keys = "last keys: [esc -> the screen's binding 1 (keys([esc, backspace]) Esc back); x -> nobody]"
        XCTAssertTrue(pilot.window.stateReport.contains(keys), pilot.window.stateReport.joined(separator: "\n"))
    }
}
