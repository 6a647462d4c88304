import XCTest

@testable import TUIKit

/// State for a screen with two alerts, and a log of what reached whom.
@MainActor
private final class AlertModel {
    var isPresented = true
    var isNextPresented = false
    var title = "Delete the draft?"
    var message = "It cannot be undone."
    var buttons: [AlertButton] = []
    var log: [String] = []
    var screenTaps = 0

    /// A button that logs its press and whether the alert was still presented then.
    func button(_ title: String, role: AlertButton.Role = .default, then next: @escaping @MainActor () -> Void = {})
        -> AlertButton
    {
        AlertButton(title, role: role) { [unowned self] in
            log.append("\(title) pressed, presented: \(isPresented)")
            next()
        }
    }
}

/// What the alert covers: text, and a tap region over the whole screen.
@MainActor
private struct BackdropView: View {
    let model: AlertModel

    func render(in area: Rect, frame: Frame) {
        frame.canvas.write("screen beneath", at: area.origin, clip: area)
        frame.onTap(area) { model.screenTaps += 1 }
    }
}

@MainActor
private struct AlertScreenView: View {
    let model: AlertModel

    func render(in area: Rect, frame: Frame) {
        BackdropView(model: model)
            .alert(
                model.title,
                isPresented: Binding(model, \.isPresented),
                actions: {
                    for button in model.buttons { button }
                },
                message: { model.message }
            )
            .alert("Next alert", isPresented: Binding(model, \.isNextPresented)) {
                AlertButton("Fine")
            }
            .render(in: area, frame: frame)
    }

    var bindings: [KeyBinding] {
        [
            .anyKey { key in
                model.log.append("screen got \(key)")
                return true
            }
        ]
    }
}

@MainActor
final class AlertTests: XCTestCase {
    private func pilot(_ model: AlertModel, unicode: Bool = true) -> Pilot {
        let clock = ManualClock()
        let window = Window(clock: clock)
        window.showApplicationRoot(
            controller: HostingController(rootView: AlertScreenView(model: model)), animated: false)
        return Pilot(
            window: window, terminal: VirtualTerminal(size: Size(width: 80, height: 24), supportsUnicode: unicode),
            clock: clock)
    }

    /// The title of the focused button, read off the screen (`▸ Title ◂`).
    private func focused(_ pilot: Pilot) -> String? {
        let text = pilot.text
        guard let open = text.range(of: "▸ "), let close = text.range(of: " ◂", range: open.upperBound..<text.endIndex)
        else { return nil }
        return text[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces)
    }

    private func useSaveDeleteCancel(_ model: AlertModel) {
        model.buttons = [
            model.button("Save"), model.button("Delete", role: .destructive), model.button("Cancel", role: .cancel),
        ]
    }

    func testFocusStartsOnTheDefaultButtonAndMovesEitherWayWrappingAround() async {
        let model = AlertModel()
        useSaveDeleteCancel(model)
        let pilot = pilot(model)
        XCTAssertTrue(pilot.text.contains("[ Cancel ]  ▸ Save ◂  [ ! Delete ]"), "cancel leads the row")
        let moves: [(String, String)] = [
            ("right", "! Delete"), ("right", "Cancel"), ("tab", "Save"), ("shift-tab", "Cancel"),
            ("left", "! Delete"), ("h", "Save"), ("l", "! Delete"),
        ]
        for (key, expected) in moves {
            pilot.press(named: key)
            XCTAssertEqual(focused(pilot), expected, "after \(key)")
        }
        XCTAssertEqual(model.log, [], "moving focus presses nothing")
    }

    func testEnterAndSpacePressTheFocusedButtonOnceTheAlertHasClosed() async {
        let model = AlertModel()
        useSaveDeleteCancel(model)
        let pilot = pilot(model)
        pilot.press(named: "right", "enter")
        XCTAssertEqual(model.log, ["Delete pressed, presented: false"])
        XCTAssertFalse(pilot.text.contains("Delete the draft?"))
        model.isPresented = true
        pilot.redraw()
        pilot.press(named: "space")
        XCTAssertEqual(model.log.last, "Save pressed, presented: false", "focus starts afresh on a new presentation")
    }

    func testEscapePressesTheCancelButtonOrJustCloses() async {
        let model = AlertModel()
        useSaveDeleteCancel(model)
        let pilot = pilot(model)
        pilot.press(named: "esc")
        XCTAssertEqual(model.log, ["Cancel pressed, presented: false"])
        model.buttons = [model.button("OK")]
        model.isPresented = true
        pilot.redraw()
        pilot.press(named: "esc")
        XCTAssertFalse(model.isPresented)
        XCTAssertEqual(model.log.count, 1, "no button ran")
    }

    func testClickingAButtonPressesItAndClicksElsewhereDoNothing() async {
        let model = AlertModel()
        useSaveDeleteCancel(model)
        let pilot = pilot(model)
        let title = pilot.position(of: "Delete the draft?")!
        pilot.click(x: title.x, y: title.y)
        pilot.click(x: 0, y: 0)
        pilot.click(x: 79, y: 23)
        XCTAssertTrue(model.isPresented)
        XCTAssertEqual(model.screenTaps, 0, "the screen beneath gets no clicks")
        XCTAssertTrue(pilot.click(on: "! Delete"))
        XCTAssertEqual(model.log, ["Delete pressed, presented: false"])
        pilot.click(x: 0, y: 0)
        XCTAssertEqual(model.screenTaps, 1, "with the alert gone, clicks reach the screen again")
    }

    func testTheAlertKeepsKeysPasteAndQuitFromTheScreen() async {
        let model = AlertModel()
        useSaveDeleteCancel(model)
        let pilot = pilot(model)
        pilot.press(named: "q", "x", "1", "backspace")
        pilot.paste("jk q")
        XCTAssertFalse(pilot.quitRequested)
        XCTAssertEqual(model.log, [], "neither a key nor a paste reached the screen, nor pressed a button")
        pilot.press(named: "ctrl-c")
        XCTAssertTrue(pilot.quitRequested, "Ctrl-C still quits")
        pilot.press(named: "esc", "x")
        XCTAssertEqual(model.log, ["Cancel pressed, presented: false", "screen got x"])
    }

    func testFocusLastsAcrossFramesAndStartsAfreshWhenTheAlertShowsAgain() async {
        let model = AlertModel()
        useSaveDeleteCancel(model)
        let pilot = pilot(model)
        pilot.press(named: "left")
        for _ in 0..<3 { pilot.redraw() }
        XCTAssertEqual(focused(pilot), "Cancel")

        model.isPresented = false
        pilot.redraw()
        model.isPresented = true
        pilot.redraw()
        XCTAssertEqual(focused(pilot), "Save", "one frame without the alert forgets its focus")

        // An action that presents the same alert again at once gets a fresh one too.
        model.buttons[1] = model.button("Delete", role: .destructive) { [model] in model.isPresented = true }
        pilot.press(named: "right", "enter")
        XCTAssertTrue(pilot.text.contains("Delete the draft?"))
        XCTAssertEqual(focused(pilot), "Save")
    }

    func testAnActionCanPresentTheNextAlertWithNoDelay() async {
        let model = AlertModel()
        model.buttons = [model.button("Go on") { [model] in model.isNextPresented = true }]
        let pilot = pilot(model)
        pilot.press(named: "enter")
        XCTAssertEqual(model.log, ["Go on pressed, presented: false"])
        XCTAssertFalse(pilot.text.contains("Delete the draft?"))
        XCTAssertTrue(pilot.text.contains("Next alert"), "the next alert shows in the very next frame")
        XCTAssertEqual(focused(pilot), "Fine")
        pilot.press(named: "enter")
        XCTAssertFalse(model.isNextPresented)
    }

    func testAnAlertWithoutButtonsOffersOK() async {
        let model = AlertModel()
        let pilot = pilot(model)
        XCTAssertEqual(focused(pilot), "OK")
        pilot.press(named: "enter")
        XCTAssertFalse(model.isPresented)
    }

    func testALongMessageScrollsInARowWhileArrowsMoveFocusInAStack() async {
        let model = AlertModel()
        model.message = (1...30).map { "Line \($0)" }.joined(separator: "\n")
        model.buttons = [model.button("OK")]
        let pilot = pilot(model)
        XCTAssertTrue(pilot.text.contains("Line 12"))
        XCTAssertFalse(pilot.text.contains("Line 13"))
        XCTAssertTrue(pilot.text.contains("▼"))
        XCTAssertFalse(pilot.text.contains("▲"))
        pilot.press(named: "down", "j")
        XCTAssertTrue(pilot.text.contains("Line 14"))
        XCTAssertFalse(pilot.text.contains("Line 2 "))
        XCTAssertTrue(pilot.text.contains("▲"))
        pilot.press(named: "end")
        XCTAssertTrue(pilot.text.contains("Line 30"))
        XCTAssertFalse(pilot.text.contains("▼"))
        pilot.press(named: "pgup", "home")
        XCTAssertTrue(pilot.text.contains("Line 1 "))
        pilot.scroll(up: false, x: 40, y: 12)
        XCTAssertTrue(pilot.text.contains("Line 13"), "the mouse wheel scrolls too")

        model.message = "Short."
        model.buttons = [
            model.button("Save changes"), model.button("Discard all changes", role: .destructive),
            model.button("Keep editing", role: .cancel),
        ]
        pilot.redraw()
        XCTAssertEqual(focused(pilot), "Save changes")
        pilot.press(named: "down")
        XCTAssertEqual(focused(pilot), "! Discard all changes")
        pilot.press(named: "k", "up")
        XCTAssertEqual(focused(pilot), "Keep editing", "the stack wraps, with cancel last")
    }

    func testFocusDestructiveAndTheBackdropReadWithoutColor() async {
        let model = AlertModel()
        useSaveDeleteCancel(model)
        let pilot = pilot(model)
        let frame = pilot.frame
        let save = pilot.position(of: "▸ Save ◂")!
        XCTAssertTrue(frame[save.x, save.y].style.attributes.contains(.reverse))
        XCTAssertTrue(frame[save.x, save.y].style.attributes.contains(.bold))
        let cancel = pilot.position(of: "[ Cancel ]")!
        XCTAssertFalse(frame[cancel.x, cancel.y].style.attributes.contains(.reverse))
        XCTAssertTrue(frame[cancel.x, cancel.y].style.attributes.contains(.bold), "cancel is bold, as on iOS")
        let delete = pilot.position(of: "[ ! Delete ]")!
        XCTAssertEqual(frame[delete.x, delete.y].style.foreground, ThemeColors.standard.error.color(for: .dark))
        XCTAssertTrue(frame[0, 0].style.attributes.contains(.dim), "the screen beneath is dimmed")
        let title = pilot.position(of: "Delete the draft?")!
        XCTAssertFalse(frame[title.x, title.y].style.attributes.contains(.dim))
    }

    func testWithoutUnicodeTheBoxAndFocusAreASCII() async {
        let model = AlertModel()
        useSaveDeleteCancel(model)
        let pilot = pilot(model, unicode: false)
        XCTAssertTrue(pilot.text.contains("[ Cancel ]  > Save <  [ ! Delete ]"))
        XCTAssertTrue(pilot.text.contains("+----"))
        XCTAssertFalse(pilot.text.contains("╭"))
    }

    func testCyrillicAndWideTextStayInsideTheBox() async {
        let model = AlertModel()
        model.title = "草稿已保存"
        model.message = "Черновик сохранён. 你可以在草稿中找到它。"
        model.buttons = [model.button("好的")]
        let pilot = pilot(model)
        let frame = pilot.frame
        let top = pilot.position(of: "╭")!
        let right = (top.x..<80).last { frame[$0, top.y].symbol == "╮" }!
        for text in ["草稿已保存", "Черновик", "▸ 好的 ◂"] {
            let point = pilot.position(of: text)!
            XCTAssertGreaterThan(point.x, top.x, text)
            XCTAssertLessThan(point.x + text.cellWidth, right, text)
            XCTAssertEqual(frame[right, point.y].symbol, "│", "the border stands after \(text)")
        }
    }
}
