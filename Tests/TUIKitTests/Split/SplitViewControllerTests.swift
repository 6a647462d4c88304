import XCTest

@testable import TUIKit

/// The split view driven as a person would: keys, a click, a drag of the divider, and a
/// resize across the wide size class and back.
@MainActor
final class SplitViewControllerTests: XCTestCase {
    private let wide = Size(width: 150, height: 30)
    private let regular = Size(width: 100, height: 30)

    private struct Fixture {
        let split: SplitViewController
        let list: RecordingScreen
        let placeholder: RecordingScreen
        let pilot: Pilot
    }

    private func makeSplit(size: Size) -> Fixture {
        let log = EventLog()
        let list = RecordingScreen("list", log: log)
        let placeholder = RecordingScreen("placeholder", log: log)
        let split = SplitViewController(
            primary: list, secondary: placeholder,
            columns: SplitColumns(primaryFraction: 0.4, minimumPrimaryWidth: 20, minimumSecondaryWidth: 40))
        let pilot = makePilot(root: split, size: size)
        pilot.redraw()
        return Fixture(split: split, list: list, placeholder: placeholder, pilot: pilot)
    }

    /// Where the divider is drawn: the primary column's width.
    private func dividerX(_ fixture: Fixture) -> Int {
        fixture.split.columns.primaryWidth(in: fixture.pilot.frame.size.width)
    }

    func testWideShowsBothStacksWithTheDividerPointingAtTheFocusedColumn() async {
        let fixture = makeSplit(size: wide)
        XCTAssertFalse(fixture.split.isCollapsed)
        let x = dividerX(fixture)
        XCTAssertEqual(x, 60)
        XCTAssertEqual(fixture.pilot.frame[x, 0].symbol, "◂")
        XCTAssertEqual(fixture.pilot.frame[x, 5].symbol, "│")
        XCTAssertTrue(fixture.pilot.text.contains("content of list"))
        XCTAssertTrue(fixture.pilot.text.contains("content of placeholder"))
        let focus = fixture.pilot.frame.focus
        XCTAssertNotNil(focus)
        XCTAssertLessThan(focus?.x ?? .max, x, "the cursor is in the primary column")
    }

    func testF6MovesTheFocusAndTheKeysGoToTheFocusedColumnOnly() {
        let fixture = makeSplit(size: wide)
        let key = KeyEvent(.character("x"))
        fixture.list.consumesKeys = [key]
        fixture.placeholder.consumesKeys = [key]
        fixture.pilot.press(key)
        XCTAssertEqual(fixture.list.keysHandled, [key])

        fixture.pilot.press(KeyEvent(.function(6)))
        XCTAssertEqual(fixture.split.focusedColumn, .secondary)
        fixture.pilot.press(key)
        XCTAssertEqual(fixture.placeholder.keysHandled, [key])
        XCTAssertEqual(fixture.list.keysHandled, [key], "the list no longer hears keys")
        XCTAssertEqual(fixture.pilot.frame[dividerX(fixture), 0].symbol, "▸")
        XCTAssertGreaterThan(fixture.pilot.frame.focus?.x ?? -1, dividerX(fixture), "the cursor followed")
        let list = fixture.pilot.position(of: "content of list")!
        XCTAssertTrue(fixture.pilot.frame[list.x, list.y].style.attributes.contains(.dim), "the list is dimmed now")

        fixture.pilot.press(KeyEvent(.function(6), modifiers: .shift))
        XCTAssertEqual(fixture.split.focusedColumn, .primary)
    }

    func testTheUnfocusedColumnIsDrawnDimmed() async {
        let fixture = makeSplit(size: wide)
        let y = fixture.pilot.position(of: "content of placeholder")!.y
        let x = fixture.pilot.position(of: "content of placeholder")!.x
        XCTAssertTrue(fixture.pilot.frame[x, y].style.attributes.contains(.dim))
        let list = fixture.pilot.position(of: "content of list")!
        XCTAssertFalse(fixture.pilot.frame[list.x, list.y].style.attributes.contains(.dim))
    }

    func testAClickInTheOtherColumnFocusesIt() async {
        let fixture = makeSplit(size: wide)
        XCTAssertTrue(fixture.pilot.click(on: "content of placeholder"))
        XCTAssertEqual(fixture.split.focusedColumn, .secondary)
        XCTAssertTrue(fixture.pilot.click(on: "content of list"))
        XCTAssertEqual(fixture.split.focusedColumn, .primary)
    }

    func testDraggingTheDividerAndCtrlArrowsMoveItWithinTheMinimums() async {
        let fixture = makeSplit(size: wide)
        let x = dividerX(fixture)
        fixture.pilot.send(.mouse(MouseEvent(.press, at: Point(x: x, y: 10))))
        fixture.pilot.send(.mouse(MouseEvent(.move, at: Point(x: x + 15, y: 12))))
        fixture.pilot.send(.mouse(MouseEvent(.release, at: Point(x: x + 15, y: 12))))
        XCTAssertEqual(dividerX(fixture), x + 15)
        XCTAssertEqual(fixture.pilot.frame[x + 15, 5].symbol, "│")

        fixture.pilot.press(KeyEvent(.left, modifiers: .control))
        XCTAssertEqual(dividerX(fixture), x + 15 - SplitViewController.dividerStep)
        for _ in 0..<60 { fixture.pilot.press(KeyEvent(.right, modifiers: .control)) }
        XCTAssertEqual(dividerX(fixture), 150 - 1 - 40, "the secondary keeps its 40 columns")
        fixture.pilot.send(.mouse(MouseEvent(.press, at: Point(x: dividerX(fixture), y: 3))))
        fixture.pilot.send(.mouse(MouseEvent(.move, at: Point(x: 0, y: 3))))
        fixture.pilot.send(.mouse(MouseEvent(.release, at: Point(x: 0, y: 3))))
        XCTAssertEqual(dividerX(fixture), 20, "the primary keeps its 20 columns")
    }

    func testShowDetailExpandedReplacesTheDetailAndTakesTheFocusThenEscGoesBack() async {
        let fixture = makeSplit(size: wide)
        let log = EventLog()
        let mail = RecordingScreen("mail", log: log)
        // A coordinator holds the list as its router and makes one call.
        let router: NavigationRouter = fixture.list
        router.showDetail(controller: mail, isAnimated: false)
        XCTAssertTrue(fixture.split.secondary.viewControllers == [fixture.placeholder, mail])
        XCTAssertEqual(fixture.split.focusedColumn, .secondary)
        fixture.pilot.redraw()
        XCTAssertTrue(fixture.pilot.text.contains("content of mail"))
        XCTAssertTrue(fixture.pilot.text.contains("content of list"))

        let other = RecordingScreen("other", log: log)
        router.showDetail(controller: other, isAnimated: false)
        XCTAssertTrue(fixture.split.secondary.viewControllers == [fixture.placeholder, other], "replaced, not stacked")

        fixture.pilot.press(KeyEvent(.escape))
        XCTAssertTrue(fixture.split.secondary.viewControllers == [fixture.placeholder], "Esc pops the detail")
        XCTAssertEqual(fixture.split.focusedColumn, .secondary)
        fixture.pilot.press(KeyEvent(.escape))
        XCTAssertEqual(fixture.split.focusedColumn, .primary, "Esc at the detail's root goes back to the list")
    }

    func testShowDetailCollapsedPushesAndBackReturnsToTheList() async {
        let fixture = makeSplit(size: regular)
        XCTAssertTrue(fixture.split.isCollapsed)
        fixture.list.showDetail(controller: RecordingScreen("mail", log: EventLog()), isAnimated: false)
        XCTAssertEqual(fixture.split.primary.viewControllers.count, 2)
        fixture.pilot.redraw()
        XCTAssertTrue(fixture.pilot.text.contains("content of mail"))
        XCTAssertFalse(fixture.pilot.text.contains("placeholder"))
        fixture.pilot.press(KeyEvent(.escape))
        XCTAssertTrue(fixture.pilot.text.contains("content of list"))
        XCTAssertEqual(fixture.split.bindings.count, 0, "no focus or divider keys while collapsed")
    }

    func testCollapsedDrawsExactlyAsItsPrimaryStackAlone() async {
        let fixture = makeSplit(size: regular)
        let alone = makePilot(
            root: NavigationController(rootViewController: RecordingScreen("list", log: EventLog())), size: regular)
        alone.redraw()
        XCTAssertEqual(fixture.pilot.frame, alone.frame)
    }

    func testCollapseThenExpandKeepsTheSameScreensInTheirColumns() async {
        let fixture = makeSplit(size: wide)
        let log = EventLog()
        let mail = RecordingScreen("mail", log: log)
        let attachment = RecordingScreen("attachment", log: log)
        fixture.list.showDetail(controller: mail, isAnimated: false)
        mail.push(controller: attachment, isAnimated: false)
        XCTAssertTrue(attachment.navigationController === fixture.split.secondary)

        fixture.pilot.resize(to: regular)
        XCTAssertTrue(fixture.split.isCollapsed)
        XCTAssertTrue(fixture.split.primary.viewControllers == [fixture.list, mail, attachment])
        XCTAssertTrue(fixture.pilot.text.contains("content of attachment"))
        XCTAssertTrue(attachment.isVisible)
        XCTAssertFalse(fixture.placeholder.isVisible)

        fixture.pilot.press(KeyEvent(.escape))
        XCTAssertTrue(fixture.pilot.text.contains("content of mail"), "Back returns along the one stack")

        fixture.pilot.resize(to: wide)
        XCTAssertFalse(fixture.split.isCollapsed)
        XCTAssertTrue(fixture.split.primary.viewControllers == [fixture.list])
        XCTAssertTrue(fixture.split.secondary.viewControllers == [fixture.placeholder, mail])
        XCTAssertTrue(mail.navigationController === fixture.split.secondary)
        XCTAssertEqual(fixture.split.focusedColumn, .secondary, "the detail in sight keeps the keys")
        XCTAssertTrue(fixture.pilot.text.contains("content of mail"))
        XCTAssertTrue(fixture.pilot.text.contains("content of list"))
    }

    func testADetailsPopToAScreenOfTheListsColumnGoesBackToTheList() async {
        final class Folder: ScreenController {}
        let fixture = makeSplit(size: wide)
        let folder = Folder()
        fixture.split.primary.push(controller: folder, isAnimated: false)
        fixture.split.primary.push(controller: RecordingScreen("subfolder", log: EventLog()), isAnimated: false)
        let mail = RecordingScreen("mail", log: EventLog())
        fixture.list.showDetail(controller: mail, isAnimated: false)
        var completed = false
        mail.pop(to: Folder.self, isAnimated: false) { completed = true }
        XCTAssertTrue(completed)
        XCTAssertTrue(fixture.split.primary.topViewController === folder, "the list's column popped to the folder")
        XCTAssertTrue(fixture.split.secondary.viewControllers == [fixture.placeholder], "the detail is closed")
        XCTAssertEqual(fixture.split.focusedColumn, .primary)
    }

    func testTheUsersDividerSurvivesACollapse() async {
        let fixture = makeSplit(size: wide)
        fixture.pilot.press(KeyEvent(.right, modifiers: .control))
        let moved = dividerX(fixture)
        fixture.pilot.resize(to: regular)
        fixture.pilot.resize(to: wide)
        XCTAssertEqual(dividerX(fixture), moved)
    }

    func testTheSplitsKeysShowInTheHintLine() async {
        let fixture = makeSplit(size: wide)
        let hints = fixture.split.keyBindings.shownInHints.map(\.hint)
        XCTAssertTrue(hints.contains("F6 focus"), "\(hints)")
        XCTAssertTrue(hints.contains("Ctrl-←/→ resize"), "\(hints)")
    }
}

extension Array where Element == ScreenController {
    /// The same screens, by identity.
    fileprivate static func == (lhs: [ScreenController], rhs: [ScreenController]) -> Bool {
        lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 === $1 }
    }
}
