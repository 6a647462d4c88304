import XCTest

@testable import TUIKit

/// A screen with one field: what reaches it through the containers, and where the
/// terminal's cursor is.
@MainActor
private final class FieldModel {
    let field = TextFieldState(formatter: TextFormatters { $0.phoneMask(mask: "(###) ###") })
    var isAlertPresented = false
    var pastes: [String] = []
}

@MainActor
private struct FieldScreenView: View {
    let model: FieldModel

    func render(in area: Rect, frame: Frame) {
        FloatingHintTextField(text: model.field, hint: "Code", isFocused: true)
            .alert("Stop", isPresented: Binding(model, \.isAlertPresented)) { AlertButton("OK") }
            .render(in: area.inset(by: EdgeInsets(top: 1, left: 2)), frame: frame)
    }

    var bindings: [KeyBinding] {
        [
            .anyKey { model.field.handle($0) },
            .paste { text in
                model.pastes.append(text)
                model.field.paste(text)
                return true
            },
        ]
    }
}

/// A search typed key by key: `.text`, no paste binding.
@MainActor
private final class TypingModel {
    var typed = ""
}

@MainActor
private struct TypingView: View {
    let model: TypingModel

    func render(in area: Rect, frame: Frame) {
        frame.render(Label(model.typed), in: area)
    }

    var bindings: [KeyBinding] {
        [
            .text { character in
                model.typed.append(character)
                return true
            }
        ]
    }
}

@MainActor
final class TextInputRoutingTests: XCTestCase {
    private func pilot(_ model: FieldModel) -> Pilot {
        let screen = HostingController(rootView: FieldScreenView(model: model))
        let tabs = CustomTabBarController(controllers: [NavigationController(rootViewController: screen)])
        return makePilot(root: tabs)
    }

    func testAPasteReachesTheFrontScreenWholeThroughTabsAndStack() async {
        let model = FieldModel()
        let pilot = pilot(model)
        pilot.paste("12 34 56")
        XCTAssertEqual(model.pastes, ["12 34 56"], "one paste, not six keys")
        XCTAssertEqual(model.field.formattedText, "(123) 456")
    }

    func testAScreenThatTakesTypedTextButNoPasteGetsItKeyByKey() async {
        let model = TypingModel()
        let pilot = makePilot(
            root: NavigationController(rootViewController: HostingController(rootView: TypingView(model: model))))
        pilot.paste("ab c")
        XCTAssertEqual(model.typed, "ab c")
    }

    /// The monkey test pasted 40 KB into the settings, whose keys (Space, the arrows) are
    /// commands: each character ran as one, thousands of app restarts for minutes. A paste
    /// is text: keys bound as commands never run from one.
    func testAPasteNeverRunsCommandKeys() async {
        let screen = RecordingScreen("plain", log: EventLog())
        screen.consumesKeys = [.character("a"), .character("b"), .character("q")]
        let pilot = makePilot(root: NavigationController(rootViewController: screen))
        pilot.paste("abq")
        XCTAssertEqual(screen.keysHandled, [])
        XCTAssertFalse(pilot.quitRequested, "q in a paste does not quit")
        pilot.type("a")
        XCTAssertEqual(screen.keysHandled, [.character("a")], "typed, the key is a command")
    }

    func testTheCursorStandsAtTheEditPointAndHidesUnderAModalAlert() async {
        let model = FieldModel()
        let pilot = pilot(model)
        guard let empty = pilot.frame.cursor else { return XCTFail("a focused field shows the cursor") }
        pilot.type("12")
        XCTAssertEqual(pilot.frame.cursor, Point(x: empty.x + 3, y: empty.y), "after \"(12\"")
        model.isAlertPresented = true
        pilot.redraw()
        XCTAssertNil(pilot.frame.cursor, "the alert takes the keys, so no edit point shows")
        XCTAssertEqual(pilot.terminal.screen.cursor, nil)
    }

    func testADrawnCanvasCarriesItsCursorWhereItLands() {
        var inner = Canvas(size: Size(width: 4, height: 2))
        inner.cursor = Point(x: 1, y: 1)
        var outer = Canvas(size: Size(width: 10, height: 5))
        outer.draw(inner, at: Point(x: 3, y: 2))
        XCTAssertEqual(outer.cursor, Point(x: 4, y: 3))
        var clipped = Canvas(size: Size(width: 4, height: 3))
        clipped.draw(inner, at: Point(x: 3, y: 2))
        XCTAssertNil(clipped.cursor, "off the canvas, no cursor")
    }
}
