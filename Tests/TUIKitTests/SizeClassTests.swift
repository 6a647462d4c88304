import XCTest

@testable import TUIKit

/// Size classes by the terminal's columns and rows, and how views and screens hear of them.
@MainActor
final class SizeClassTests: XCTestCase {
    func testThresholds() {
        XCTAssertEqual(SizeClass(columns: 79, rows: 40), .compact)
        XCTAssertEqual(SizeClass(columns: 200, rows: 23), .compact)
        XCTAssertEqual(SizeClass(columns: 40, rows: 12), .compact)
        XCTAssertEqual(SizeClass(columns: 80, rows: 24), .regular)
        XCTAssertEqual(SizeClass(columns: 120, rows: 40), .regular, "the roomy reference size keeps the regular layout")
        XCTAssertEqual(SizeClass(columns: 139, rows: 50), .regular)
        XCTAssertEqual(SizeClass(columns: 140, rows: 24), .wide)
        XCTAssertEqual(Size(width: 160, height: 40).sizeClass, .wide)
        XCTAssertLessThan(SizeClass.compact, SizeClass.regular)
        XCTAssertLessThan(SizeClass.regular, SizeClass.wide)
    }

    func testAHostingControllerHandsTheChangeToItsCallback() async {
        var heard: [SizeClass] = []
        let root = HostingController(rootView: SizeClassLabel(), onSizeClassChange: { heard.append($0) })
        let pilot = makePilot(root: root, size: Size(width: 100, height: 30))
        pilot.resize(to: Size(width: 60, height: 30))
        pilot.resize(to: Size(width: 60, height: 20))
        XCTAssertEqual(heard, [.compact])
        XCTAssertEqual(root.sizeClass, .compact)
    }

    func testViewsReadTheTerminalsClassFromTheFrame() async {
        let root = HostingController(rootView: SizeClassLabel())
        let pilot = makePilot(root: root, size: Size(width: 60, height: 16))
        XCTAssertTrue(pilot.text.hasPrefix("compact"))
        pilot.resize(to: Size(width: 100, height: 30))
        XCTAssertTrue(pilot.text.hasPrefix("regular"))
        pilot.resize(to: Size(width: 150, height: 40))
        XCTAssertTrue(pilot.text.hasPrefix("wide"))
    }

    func testEveryScreenHearsOfAChangeOnceAndOnlyWhenTheClassChanges() async {
        let shown = ClassRecordingScreen()
        let hidden = ClassRecordingScreen()
        let tabs = CustomTabBarController(controllers: [
            NavigationController(rootViewController: shown), NavigationController(rootViewController: hidden),
        ])
        let pilot = makePilot(root: tabs, size: Size(width: 100, height: 30))
        XCTAssertEqual(pilot.window.sizeClass, .regular)
        XCTAssertEqual(shown.sizeClass, .regular)
        XCTAssertEqual(shown.changes, [])

        pilot.resize(to: Size(width: 110, height: 30))
        XCTAssertEqual(shown.changes, [], "a resize within the class changes nothing")
        pilot.resize(to: Size(width: 150, height: 30))
        pilot.resize(to: Size(width: 70, height: 30))
        XCTAssertEqual(shown.changes, [.wide, .compact])
        XCTAssertEqual(hidden.changes, [.wide, .compact], "a tab not on screen hears of it too")
        XCTAssertEqual(hidden.sizeClass, .compact)

        let presented = ClassRecordingScreen()
        pilot.window.present(controller: presented, isAnimated: false)
        pilot.resize(to: Size(width: 100, height: 30))
        XCTAssertEqual(presented.changes, [.regular])
    }
}

private struct SizeClassLabel: View {
    func render(in area: Rect, frame: Frame) {
        frame.canvas.write(frame.context.sizeClass.rawValue, at: area.origin, clip: area)
    }
}

private final class ClassRecordingScreen: ScreenController {
    var changes: [SizeClass] = []

    override func sizeClassDidChange(_ sizeClass: SizeClass) {
        changes.append(sizeClass)
    }
}
