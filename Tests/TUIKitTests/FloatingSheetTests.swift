import XCTest

@testable import TUIKit

/// A source screen that counts the clicks and keys it gets.
@MainActor
private final class ListScreen: ScreenController {
    var taps = 0
    var keys: [KeyEvent] = []

    override func render(in area: Rect, frame: Frame) {
        frame.canvas.write("the list beneath", at: area.origin, clip: area)
        frame.onTap(area) { [unowned self] in taps += 1 }
    }

    override var bindings: [KeyBinding] {
        [
            .anyKey { [unowned self] key in
                keys.append(key)
                return true
            }
        ]
    }
}

@MainActor
final class FloatingSheetTests: XCTestCase {
    private let log = EventLog()

    /// 60x20: the half state's top is on row 10, the full state's on row 1.
    private func makeFloatingPilot() -> (Pilot, ListScreen) {
        let source = ListScreen()
        return (makePilot(root: source, size: Size(width: 60, height: 20)), source)
    }

    private func manager(
        _ name: String,
        over source: ScreenController,
        context: FloatingControllerContext = FloatingControllerContext(halfStateTopOffset: 0.5),
        groupID: String = "place",
        minimizing: Bool = false
    ) -> FloatingControllerPresentationManager {
        FloatingControllerPresentationManager(
            context: context,
            groupID: groupID,
            contentViewController: RecordingScreen(name, log: log),
            sourceViewController: source,
            shouldMinimizePreviousController: minimizing
        )
    }

    /// Presents `card` and lets it come to rest; the frame right after starts its slide, as
    /// the run loop's frame after a key or click would.
    private func show(_ card: FloatingControllerPresentationManager, on pilot: Pilot) {
        card.present()
        pilot.redraw()
        pilot.advance(by: .milliseconds(500))
    }

    /// The rows where a sheet's top edge shows, top first.
    private func sheetTops(_ pilot: Pilot) -> [Int] {
        (0..<pilot.frame.size.height).filter { pilot.frame.line($0).hasPrefix("╭") }
    }

    func testPresentSlidesUpToTheHalfStateAndTheContentAppears() async {
        let (pilot, source) = makeFloatingPilot()
        let card = manager("card", over: source)
        card.present()
        pilot.redraw()
        XCTAssertEqual(sheetTops(pilot), [], "it starts below the window")
        pilot.advance(by: .milliseconds(500))
        XCTAssertEqual(sheetTops(pilot), [10])
        XCTAssertTrue(pilot.frame.line(11).contains("content of card"))
        XCTAssertTrue(pilot.frame.line(10).contains("━"), "with its grabber")
        XCTAssertEqual(log.take(), ["card.didLoad", "card.willAppear", "card.didAppear"])
        XCTAssertEqual(pilot.clock.pendingCount, 0, "no timer once it rests")
    }

    func testPlusExpandsAndMinusCollapsesUnlessTheContextForbidsTheFullState() async {
        let (pilot, source) = makeFloatingPilot()
        let card = manager("card", over: source)
        show(card, on: pilot)
        pilot.press(.character("+"))
        pilot.advance(by: .milliseconds(500))
        XCTAssertEqual(card.position, .full)
        XCTAssertEqual(sheetTops(pilot), [1])
        pilot.press(.character("-"))
        pilot.advance(by: .milliseconds(500))
        XCTAssertEqual(card.position, .half)
        XCTAssertEqual(sheetTops(pilot), [10])
        card.dismiss()

        let fixed = manager(
            "fixed", over: source,
            context: FloatingControllerContext(halfStateTopOffset: 0.5, isFullStateAllowed: false))
        show(fixed, on: pilot)
        pilot.press(.character("+"))
        pilot.advance(by: .milliseconds(500))
        XCTAssertEqual(fixed.position, .half)
        XCTAssertEqual(sheetTops(pilot), [10])
    }

    func testASecondControllerOfTheGroupMinimizesThePreviousOneUntilItGoes() async {
        let (pilot, source) = makeFloatingPilot()
        let restaurant = manager("restaurant", over: source)
        show(restaurant, on: pilot)
        pilot.press(.character("+"))
        pilot.advance(by: .milliseconds(500))
        XCTAssertEqual(sheetTops(pilot), [1])
        let booking = manager(
            "booking", over: source, context: FloatingControllerContext(halfStateTopOffset: 0.6), minimizing: true)
        show(booking, on: pilot)
        XCTAssertTrue(restaurant.isMinimized)
        XCTAssertEqual(booking.restingTop(windowHeight: 20), 12)
        XCTAssertEqual(
            restaurant.restingTop(windowHeight: 20),
            12 + FloatingControllerPresentationManager.Appearance.minimizationOffset)
        XCTAssertEqual(sheetTops(pilot), [12], "the minimized one sank out of sight behind the new one")
        XCTAssertEqual(restaurant.position, .full, "minimizing keeps its state for later")

        pilot.press(KeyEvent(.escape))
        XCTAssertFalse(booking.isPresented, "Esc closes the front one only")
        XCTAssertTrue(restaurant.isPresented)
        XCTAssertFalse(restaurant.isMinimized)
        pilot.advance(by: .milliseconds(500))
        XCTAssertEqual(sheetTops(pilot), [1], "back where it was")
        XCTAssertEqual(pilot.clock.pendingCount, 0)
    }

    func testOnlyControllersOfTheSameGroupAskedToMinimizeDoSo() async {
        let (_, source) = makeFloatingPilot()
        let first = manager("first", over: source)
        first.present()
        manager("other group", over: source, groupID: "elsewhere", minimizing: true).present()
        XCTAssertFalse(first.isMinimized, "another group")
        manager("not asked", over: source).present()
        XCTAssertFalse(first.isMinimized, "not asked to")
        manager("asked", over: source, minimizing: true).present()
        XCTAssertFalse(first.isMinimized, "only the last one of the group")
    }

    func testTheScreenBeneathGetsTheKeysAndClicksTheFrontSheetLeaves() async {
        let (pilot, source) = makeFloatingPilot()
        let card = manager("card", over: source)
        show(card, on: pilot)
        pilot.press(.character("x"))
        XCTAssertEqual(source.keys, [.character("x")])
        pilot.click(x: 5, y: 2)
        XCTAssertEqual(source.taps, 1, "a click outside reaches the list")
        XCTAssertTrue(card.isPresented, "and leaves the card up")
        pilot.click(x: 30, y: 15)
        XCTAssertEqual(source.taps, 1, "the card keeps clicks on itself")
        XCTAssertTrue(pilot.click(on: "✕"))
        XCTAssertFalse(card.isPresented)
    }

    func testDraggingTheGrabberExpandsAndCollapsesAndAClickToggles() async {
        let (pilot, source) = makeFloatingPilot()
        let card = manager("card", over: source)
        show(card, on: pilot)
        pilot.send(.mouse(MouseEvent(.press, at: Point(x: 30, y: 10))))
        pilot.send(.mouse(MouseEvent(.move, at: Point(x: 30, y: 7))))
        XCTAssertEqual(sheetTops(pilot), [7], "it follows the pointer")
        pilot.send(.mouse(MouseEvent(.move, at: Point(x: 30, y: 4))))
        pilot.send(.mouse(MouseEvent(.release, at: Point(x: 30, y: 4))))
        pilot.advance(by: .milliseconds(500))
        XCTAssertEqual(card.position, .full, "let go nearer the full state")
        XCTAssertEqual(sheetTops(pilot), [1])

        pilot.send(.mouse(MouseEvent(.press, at: Point(x: 30, y: 1))))
        pilot.send(.mouse(MouseEvent(.move, at: Point(x: 30, y: 8))))
        pilot.send(.mouse(MouseEvent(.release, at: Point(x: 30, y: 8))))
        pilot.advance(by: .milliseconds(500))
        XCTAssertEqual(card.position, .half)
        XCTAssertEqual(sheetTops(pilot), [10])

        pilot.click(x: 30, y: 10)
        pilot.advance(by: .milliseconds(500))
        XCTAssertEqual(card.position, .full, "a click on the grabber toggles")
        XCTAssertEqual(source.taps, 0)
    }

    func testHiddenWhileItsSourceIsCoveredAndGoneOnceDismissed() async {
        let (pilot, source) = makeFloatingPilot()
        let card = manager("card", over: source)
        show(card, on: pilot)
        _ = log.take()
        pilot.window.present(controller: RecordingScreen("modal", log: log), isAnimated: false, completion: nil)
        pilot.redraw()
        XCTAssertEqual(sheetTops(pilot), [], "the source is covered")
        pilot.press(KeyEvent(.escape))
        XCTAssertEqual(sheetTops(pilot), [10], "back with its source")

        _ = log.take()
        card.dismiss()
        XCTAssertEqual(log.take(), ["card.willDisappear", "card.didDisappear"])
        pilot.redraw()
        pilot.advance(by: .milliseconds(100))
        XCTAssertEqual(sheetTops(pilot).count, 1, "on its way down")
        pilot.advance(by: .milliseconds(500))
        XCTAssertEqual(sheetTops(pilot), [])
        XCTAssertNil(card.contentViewController.parent, "let go of once it slid away")
        XCTAssertEqual(pilot.clock.pendingCount, 0)
        show(card, on: pilot)
        XCTAssertEqual(sheetTops(pilot), [10], "and it can be presented again")
    }
}
