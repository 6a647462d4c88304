import XCTest

@testable import TUIKit

/// An overlay that fills its row with a letter and records the keys it is offered.
@MainActor
private struct LetterOverlay: Overlay {
    let letter: Character
    let level: OverlayLevel
    let isModal: Bool
    let row: Int
    let log: EventLog
    var usesKey: KeyEvent?

    func render(in area: Rect, frame: Frame) {
        frame.canvas.write(String(repeating: letter, count: 5), at: Point(x: 0, y: row))
    }

    var bindings: [KeyBinding] {
        [
            .anyKey { key in
                log.add("\(letter) offered \(key)")
                return key == usesKey
            }
        ]
    }
}

@MainActor
private final class OverlayScreen: ScreenController {
    var overlays: [any Overlay] = []
    var animating = false
    var renders = 0
    var keys: [KeyEvent] = []

    override func render(in area: Rect, frame: Frame) {
        renders += 1
        frame.canvas.write("https://example.com", at: Point(x: 0, y: 3))
        frame.link("https://example.com", in: Rect(x: 0, y: 3, width: 19, height: 1))
        for overlay in overlays { frame.present(overlay) }
        if animating { frame.requestFrame() }
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
final class OverlayInfrastructureTests: XCTestCase {
    func testOverlaysDrawByLevelWhateverTheOrderDeclared() async {
        let log = EventLog()
        let screen = OverlayScreen()
        screen.overlays = [
            LetterOverlay(letter: "A", level: .alert, isModal: true, row: 0, log: log),
            LetterOverlay(letter: "T", level: .localToast, isModal: false, row: 0, log: log),
        ]
        let pilot = makePilot(root: screen)
        XCTAssertEqual(String(pilot.frame.line(0).prefix(5)), "AAAAA", "the alert draws over the local toast")
    }

    func testKeysGoToTheTopmostOverlayAndAModalOneStopsThem() async {
        let log = EventLog()
        let screen = OverlayScreen()
        screen.overlays = [
            LetterOverlay(letter: "S", level: .sheet, isModal: true, row: 1, log: log),
            LetterOverlay(letter: "G", level: .globalToast, isModal: false, row: 0, log: log, usesKey: .control("t")),
        ]
        let pilot = makePilot(root: screen)
        pilot.press(.control("t"))
        XCTAssertEqual(log.take(), ["G offered ctrl-t"])
        pilot.press(KeyEvent(.down))
        XCTAssertEqual(log.take(), ["G offered down", "S offered down"])
        XCTAssertEqual(screen.keys, [], "the modal sheet keeps keys from the screen")
        pilot.press(.character("q"))
        XCTAssertFalse(pilot.quitRequested, "q does not quit from under a modal overlay")

        screen.overlays = [LetterOverlay(letter: "S", level: .sheet, isModal: false, row: 1, log: log)]
        pilot.redraw()
        pilot.press(KeyEvent(.down))
        XCTAssertEqual(screen.keys, [KeyEvent(.down)], "a non-modal overlay lets keys through")
    }

    func testAModalOverlayLeavesNoLinkBeneathIt() async {
        let log = EventLog()
        let screen = OverlayScreen()
        let pilot = makePilot(root: screen)
        XCTAssertEqual(pilot.frame.links.map(\.url), ["https://example.com"])
        screen.overlays = [LetterOverlay(letter: "T", level: .localToast, isModal: false, row: 0, log: log)]
        pilot.redraw()
        XCTAssertEqual(pilot.frame.links.count, 1, "a toast elsewhere leaves the link")
        screen.overlays = [LetterOverlay(letter: "S", level: .sheet, isModal: true, row: 0, log: log)]
        pilot.redraw()
        XCTAssertEqual(pilot.frame.links, [], "a modal sheet takes the clicks, so the terminal's too")
    }

    func testAnimationFramesAreScheduledOnlyWhileRequested() async {
        let screen = OverlayScreen()
        let pilot = makePilot(root: screen)
        XCTAssertEqual(pilot.clock.pendingCount, 0, "idle: no timer")
        screen.animating = true
        pilot.redraw()
        XCTAssertEqual(pilot.clock.pendingCount, 1)
        let renders = screen.renders
        pilot.advance(by: Frame.frameInterval)
        XCTAssertGreaterThan(screen.renders, renders, "the frame timer redrew")
        XCTAssertEqual(pilot.clock.pendingCount, 1, "and asked again")
        screen.animating = false
        pilot.advance(by: Frame.frameInterval)
        XCTAssertEqual(pilot.clock.pendingCount, 0, "no request, no timer")
    }

    func testDragGetsPressMovesAndReleaseUnlessATapIsOnTop() async {
        final class DragScreen: ScreenController {
            var phases: [String] = []
            var taps = 0
            override func render(in area: Rect, frame: Frame) {
                frame.onDrag(Rect(x: 0, y: 0, width: 10, height: 2)) { phase, point in
                    self.phases.append("\(phase) \(point.x),\(point.y)")
                }
                frame.onTap(Rect(x: 0, y: 1, width: 10, height: 1)) { self.taps += 1 }
            }
        }
        let screen = DragScreen()
        let pilot = makePilot(root: screen)
        pilot.send(.mouse(MouseEvent(.press, at: Point(x: 2, y: 0))))
        pilot.send(.mouse(MouseEvent(.move, at: Point(x: 3, y: 5))))
        pilot.send(.mouse(MouseEvent(.release, at: Point(x: 4, y: 6))))
        XCTAssertEqual(screen.phases, ["began 2,0", "changed 3,5", "ended 4,6"])
        pilot.click(x: 2, y: 1)
        XCTAssertEqual(screen.taps, 1, "the tap region drawn later is on top of the drag region")
        XCTAssertEqual(screen.phases.count, 3)
    }

    func testBindingToAnObjectsProperty() async {
        final class Model {
            var isPresented = false
        }
        let model = Model()
        let binding = Binding(model, \.isPresented)
        binding.wrappedValue = true
        XCTAssertTrue(model.isPresented)
        model.isPresented = false
        XCTAssertFalse(binding.wrappedValue)
    }

    func testClockSleepResumesWhenTheClockPasses() async {
        let screen = OverlayScreen()
        let pilot = makePilot(root: screen)
        var done = false
        Task { @MainActor in
            await pilot.clock.sleep(for: .milliseconds(200))
            done = true
        }
        await pilot.wait(for: .milliseconds(150))
        XCTAssertFalse(done)
        await pilot.wait(for: .milliseconds(60))
        XCTAssertTrue(done)
    }
}
