import Observation
import XCTest

@testable import TUIKit

/// What a test screen shows in its sheet, and what reached the screen beneath.
@MainActor
@Observable
private final class SheetModel {
    enum Sheet: Identifiable {
        case first
        case second

        var id: Self { self }
    }

    var isPresented = false
    var item: Sheet?
    var detents: [PresentationDetent] = [.medium, .large]
    var interactionDetent: PresentationDetent?
    var overlay: ColorSet?
    var message = "sheet body"
    let state = BottomSheetState()
    let itemState = BottomSheetState()
    @ObservationIgnored var screenKeys: [KeyEvent] = []
    @ObservationIgnored var screenTaps = 0
    @ObservationIgnored var sheetKeys: [KeyEvent] = []
}

/// A sheet's content: its message, and it uses the key "u".
@MainActor
private struct SheetBody: View {
    let model: SheetModel
    let title: String

    func render(in area: Rect, frame: Frame) {
        frame.canvas.write(title + ": " + model.message, at: area.origin, clip: area)
    }

    var bindings: [KeyBinding] {
        [KeyBinding("u", "", isShown: false) { model.sheetKeys.append(.character("u")) }]
    }
}

/// A screen that counts the keys and clicks it gets, with a Bool sheet and an item sheet.
@MainActor
private struct SheetScreenView: View {
    let model: SheetModel

    func render(in area: Rect, frame: Frame) {
        Label("the screen beneath").render(in: area, frame: frame)
        frame.onTap(area) { [model] in model.screenTaps += 1 }
        Label("")
            .bottomSheet(isPresented: Binding(model, \.isPresented), state: model.state) {
                configured(SheetBody(model: model, title: "flag"))
            }
            .bottomSheet(item: Binding(model, \.item), state: model.itemState) { sheet in
                configured(SheetBody(model: model, title: "\(sheet)"))
            }
            .render(in: area, frame: frame)
    }

    private func configured(_ body: SheetBody) -> BottomSheetContent<SheetBody> {
        var sheet = body.presentationDetents(model.detents)
        if let detent = model.interactionDetent {
            sheet = sheet.enablePresentationBackgroundInteraction(detent: detent)
        }
        if let overlay = model.overlay { sheet = sheet.presentationOverlayColor(overlay) }
        return sheet
    }

    var bindings: [KeyBinding] {
        [
            .anyKey { key in
                model.screenKeys.append(key)
                return true
            }
        ]
    }
}

@MainActor
final class BottomSheetTests: XCTestCase {
    /// 60x20: `.medium` is 10 rows (top edge on row 10), `.large` 19 (row 1).
    private func makeSheetPilot(_ model: SheetModel) -> Pilot {
        makePilot(root: HostingController(rootView: SheetScreenView(model: model)), size: Size(width: 60, height: 20))
    }

    private func present(_ model: SheetModel, on pilot: Pilot) {
        model.isPresented = true
        pilot.redraw()
        pilot.advance(by: .milliseconds(500))
    }

    /// The row of the sheet's top edge, if one shows.
    private func sheetTop(_ pilot: Pilot) -> Int? {
        (0..<pilot.frame.size.height).first { pilot.frame.line($0).hasPrefix("╭") }
    }

    func testSheetSlidesUpToItsFirstDetentThenLeavesNoTimer() async {
        let model = SheetModel()
        let pilot = makeSheetPilot(model)
        model.isPresented = true
        pilot.redraw()
        XCTAssertNil(sheetTop(pilot), "the first frame starts the slide")
        XCTAssertEqual(pilot.clock.pendingCount, 1, "and asks for the next one")
        pilot.advance(by: .milliseconds(66))
        let rising = sheetTop(pilot)
        XCTAssertNotNil(rising)
        XCTAssertGreaterThan(rising ?? 0, 10, "partway up")
        pilot.advance(by: .milliseconds(500))
        XCTAssertEqual(sheetTop(pilot), 10)
        XCTAssertTrue(pilot.frame.line(11).contains("flag: sheet body"))
        XCTAssertEqual(pilot.clock.pendingCount, 0, "a sheet at rest schedules nothing")
    }

    func testEscapeClickOutsideAndTheCloseMarkSetTheBindingFalse() async {
        let model = SheetModel()
        let pilot = makeSheetPilot(model)
        present(model, on: pilot)
        pilot.press(KeyEvent(.escape))
        XCTAssertFalse(model.isPresented, "Esc")
        XCTAssertEqual(model.screenKeys, [], "the sheet used Esc")

        present(model, on: pilot)
        pilot.click(x: 5, y: 3)
        XCTAssertFalse(model.isPresented, "a click outside")
        XCTAssertEqual(model.screenTaps, 0, "the click closed the sheet and went no further")

        present(model, on: pilot)
        XCTAssertTrue(pilot.click(on: "✕"))
        XCTAssertFalse(model.isPresented, "the close mark")
        pilot.advance(by: .milliseconds(500))
        XCTAssertNil(sheetTop(pilot), "slid away")
        XCTAssertEqual(pilot.clock.pendingCount, 0)
    }

    func testTheSheetKeepsClicksAndKeysFromTheScreenBeneath() async {
        let model = SheetModel()
        let pilot = makeSheetPilot(model)
        present(model, on: pilot)
        pilot.click(x: 30, y: 15)
        pilot.press(.character("x"), .character("u"), .character("q"))
        XCTAssertTrue(model.isPresented)
        XCTAssertEqual(model.screenTaps, 0)
        XCTAssertEqual(model.screenKeys, [])
        XCTAssertEqual(model.sheetKeys, [.character("u")], "its content gets keys first")
        XCTAssertFalse(pilot.quitRequested, "q does not quit from under a modal sheet")
    }

    func testPlusAndMinusMoveBetweenDetentsInHeightOrder() async {
        let model = SheetModel()
        model.detents = [.large, .height(5), .medium]
        let pilot = makeSheetPilot(model)
        present(model, on: pilot)
        XCTAssertEqual(sheetTop(pilot), 1, "comes up at the first detent")
        pilot.press(.character("-"))
        pilot.advance(by: .milliseconds(500))
        XCTAssertEqual(sheetTop(pilot), 10)
        XCTAssertEqual(model.state.selectedDetent, .medium)
        pilot.press(.character("-"), .character("-"))
        pilot.advance(by: .milliseconds(500))
        XCTAssertEqual(sheetTop(pilot), 15, "the lowest, and no further")
        pilot.press(.character("+"))
        pilot.advance(by: .milliseconds(500))
        XCTAssertEqual(sheetTop(pilot), 10)
        XCTAssertTrue(pilot.frame.line(10).contains("━"), "several detents: a grabber shows")
    }

    func testAModalSheetDimsWhatItCoversAndAttributesKeepItReadableWithoutColor() async {
        let model = SheetModel()
        let pilot = makeSheetPilot(model)
        let plain = pilot.frame[2, 0].style
        present(model, on: pilot)
        let dimmed = pilot.frame[2, 0].style
        XCTAssertTrue(dimmed.attributes.contains(.dim))
        XCTAssertNotEqual(dimmed.background, plain.background, "darker")
        XCTAssertFalse(pilot.frame[2, 12].style.attributes.contains(.dim), "the sheet itself is not dimmed")
    }

    func testBackgroundStaysInteractiveUpToItsDetentThenTheSheetIsModal() async {
        let model = SheetModel()
        model.interactionDetent = .medium
        let pilot = makeSheetPilot(model)
        let plain = pilot.frame[2, 0].style
        present(model, on: pilot)
        XCTAssertEqual(pilot.frame[2, 0].style, plain, "no dimming while the screen is live")
        pilot.press(.character("x"), .character("u"))
        XCTAssertEqual(model.screenKeys, [.character("x")], "keys the sheet leaves reach the screen")
        pilot.click(x: 5, y: 3)
        XCTAssertEqual(model.screenTaps, 1, "and so do clicks outside")
        XCTAssertTrue(model.isPresented, "which do not close it")

        pilot.press(.character("+"))
        pilot.advance(by: .milliseconds(500))
        XCTAssertEqual(sheetTop(pilot), 1)
        XCTAssertTrue(pilot.frame[2, 0].style.attributes.contains(.dim), "above its detent it dims")
        pilot.press(.character("x"))
        XCTAssertEqual(model.screenKeys, [.character("x")], "and keeps keys")
        pilot.click(x: 5, y: 0)
        XCTAssertFalse(model.isPresented, "and a click outside closes it")
    }

    func testACustomOverlayColorTintsTheLiveBackgroundWithoutMarkingItInactive() async {
        let model = SheetModel()
        model.interactionDetent = .medium
        model.overlay = ColorSet(.rgb(0, 0, 255))
        let pilot = makeSheetPilot(model)
        let plain = pilot.frame[2, 0].style
        present(model, on: pilot)
        let tinted = pilot.frame[2, 0].style
        XCTAssertNotEqual(tinted.background, plain.background)
        XCTAssertFalse(tinted.attributes.contains(.dim))
        pilot.press(.character("+"))
        pilot.advance(by: .milliseconds(500))
        XCTAssertTrue(pilot.frame[2, 0].style.attributes.contains(.dim), "modal at .large")
    }

    func testAnItemSheetIsReplacedAfterTheOldOneSlidesAwayAndClosingSetsItNil() async {
        let model = SheetModel()
        let pilot = makeSheetPilot(model)
        model.item = .first
        pilot.redraw()
        pilot.advance(by: .milliseconds(500))
        XCTAssertTrue(pilot.text.contains("first: sheet body"))
        model.item = .second
        pilot.redraw()
        pilot.advance(by: .milliseconds(33))
        XCTAssertTrue(pilot.text.contains("first: sheet body"), "the old one is on its way down")
        XCTAssertFalse(pilot.text.contains("second: sheet body"))
        // Frames drawn as the run loop would, so the second rises once the first is gone.
        await pilot.wait(for: .milliseconds(600))
        XCTAssertTrue(pilot.text.contains("second: sheet body"))
        XCTAssertEqual(sheetTop(pilot), 10)
        pilot.press(KeyEvent(.escape))
        XCTAssertNil(model.item)
    }

    func testDraggingTheGrabberRestsAtTheNearestDetentOrDismisses() async {
        let model = SheetModel()
        let pilot = makeSheetPilot(model)
        present(model, on: pilot)
        pilot.send(.mouse(MouseEvent(.press, at: Point(x: 30, y: 10))))
        pilot.send(.mouse(MouseEvent(.move, at: Point(x: 30, y: 6))))
        XCTAssertEqual(sheetTop(pilot), 6, "the sheet follows the pointer")
        pilot.send(.mouse(MouseEvent(.move, at: Point(x: 30, y: 4))))
        pilot.send(.mouse(MouseEvent(.release, at: Point(x: 30, y: 4))))
        pilot.advance(by: .milliseconds(500))
        XCTAssertEqual(sheetTop(pilot), 1, "15 rows is nearer .large (19) than .medium (10)")
        XCTAssertEqual(model.state.selectedDetent, .large)

        pilot.click(x: 30, y: 1)
        pilot.advance(by: .milliseconds(500))
        XCTAssertEqual(sheetTop(pilot), 10, "a click on the grabber goes round to the lowest detent")

        pilot.send(.mouse(MouseEvent(.press, at: Point(x: 30, y: 10))))
        pilot.send(.mouse(MouseEvent(.move, at: Point(x: 30, y: 17))))
        pilot.send(.mouse(MouseEvent(.release, at: Point(x: 30, y: 17))))
        XCTAssertFalse(model.isPresented, "pulled below half the lowest detent, it goes")
        XCTAssertEqual(model.screenTaps, 0)
    }

    func testAChangeToWhatTheSheetShowsRedrawsTheScreen() async {
        let model = SheetModel()
        let pilot = makeSheetPilot(model)
        present(model, on: pilot)
        await pilot.settle()
        let requests = pilot.displayRequestCount
        model.message = "changed"
        await pilot.settle()
        XCTAssertGreaterThan(
            pilot.displayRequestCount, requests, "the sheet draws outside the screen's tracking, yet a change redraws")
        XCTAssertTrue(pilot.text.contains("flag: changed"))
    }
}
