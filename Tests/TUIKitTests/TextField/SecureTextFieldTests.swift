import XCTest

@testable import TUIKit

/// A `TextFieldState` with `isSecureTextEntry` in `FloatingHintTextField`: one mask glyph
/// per grapheme, the reveal key and the eye, the cursor in masked text, and no text in its
/// description or mirror.
@MainActor
final class SecureTextFieldTests: XCTestCase {
    private func render(
        _ state: TextFieldState, isFocused: Bool = true, width: Int = 20, unicode: Bool = true
    ) -> Frame {
        let frame = Frame(
            canvas: Canvas(size: Size(width: width, height: FloatingHintTextField.height)), theme: .dark,
            unicode: unicode)
        FloatingHintTextField(text: state, hint: "Password", isFocused: isFocused).render(
            in: frame.bounds, frame: frame)
        return frame
    }

    private func type(_ text: String, into state: TextFieldState) {
        for character in text { _ = state.handle(KeyEvent(.character(character))) }
    }

    func testEachGraphemeIsOneMaskGlyphWhateverItsWidth() async {
        // Latin, Cyrillic, a wide CJK character, an emoji with a modifier, a flag, a family.
        let state = TextFieldState(text: "aЖ漢👍🏽🇷🇺👨‍👩‍👧", isSecureTextEntry: true)
        XCTAssertEqual(state.shownText(), "••••••")
        XCTAssertEqual(state.shownText(mask: "*"), "******")
        let line = render(state).canvas.line(1)
        XCTAssertTrue(line.hasPrefix("••••••"), line)
        XCTAssertFalse(line.contains("Ж") || line.contains("漢") || line.contains("a"), line)
        XCTAssertTrue(render(state, unicode: false).canvas.line(1).hasPrefix("******"), "ASCII mask")
    }

    func testThePlainFieldShowsItsText() async {
        let state = TextFieldState(text: "Жук")
        XCTAssertFalse(state.isMasked)
        XCTAssertEqual(state.shownText(), "Жук")
        XCTAssertFalse(state.toggleReveal(), "a plain field has nothing to reveal")
    }

    func testRevealTogglesBetweenMaskAndText() async {
        let state = TextFieldState(text: "пароль", isSecureTextEntry: true)
        XCTAssertTrue(state.toggleReveal())
        XCTAssertEqual(state.shownText(), "пароль")
        XCTAssertTrue(render(state).canvas.line(1).hasPrefix("пароль"))
        XCTAssertTrue(state.toggleReveal())
        XCTAssertEqual(state.shownText(), "••••••")
    }

    func testTheRevealKeyIsADeclaredBindingOnCtrlR() async {
        let state = TextFieldState(text: "secret", isSecureTextEntry: true)
        let binding = KeyBinding.revealing(state, "show password")
        XCTAssertEqual(binding.description, "show password")
        XCTAssertTrue(binding.isShown)
        XCTAssertTrue(binding.matches(KeyEvent(.character("r"), modifiers: .control)))
        XCTAssertFalse(binding.matches(KeyEvent(.character("r"))), "a plain r is typed, not taken")
        XCTAssertEqual(binding.label, "Ctrl-R")
        XCTAssertTrue(binding.action(.key(KeyEvent(.character("r"), modifiers: .control))))
        XCTAssertTrue(state.isRevealed)
    }

    func testAClickOnTheEyeTogglesAndTheEyeShowsTheState() async {
        let state = TextFieldState(text: "secret", isSecureTextEntry: true)
        let masked = render(state)
        XCTAssertEqual(masked.canvas[19, 1].symbol, "◌")
        masked.tapAction(at: Point(x: 19, y: 1))?()
        XCTAssertTrue(state.isRevealed)
        let revealed = render(state)
        XCTAssertEqual(revealed.canvas[19, 1].symbol, "◉")
        XCTAssertEqual(render(state, unicode: false).canvas[19, 1].symbol, "o")
        revealed.tapAction(at: Point(x: 19, y: 1))?()
        XCTAssertFalse(state.isRevealed)
    }

    func testTheCursorStandsAfterTheGraphemesBeforeItInMaskedText() async {
        let state = TextFieldState(isSecureTextEntry: true)
        type("漢字👍🏽ab", into: state)
        XCTAssertEqual(render(state).canvas.cursor, Point(x: 5, y: 1), "five graphemes, five mask cells")
        _ = state.handle(KeyEvent(.left))
        _ = state.handle(KeyEvent(.left))
        XCTAssertEqual(render(state).canvas.cursor, Point(x: 3, y: 1))
        state.toggleReveal()
        // Revealed, the same edit point stands after two wide characters and the emoji, as
        // wide as the terminal draws them.
        XCTAssertEqual(render(state).canvas.cursor, Point(x: "漢字👍🏽".cellWidth, y: 1))
        state.toggleReveal()
        // A click on the mask puts the cursor between graphemes by mask cell.
        state.placeCursor(atColumn: 1)
        XCTAssertEqual(state.buffer.cursor, 1)
        XCTAssertEqual(render(state).canvas.cursor, Point(x: 1, y: 1))
    }

    func testWordKeysJumpOverTheWholeMaskedValue() async {
        let state = TextFieldState(text: "two words here", isSecureTextEntry: true)
        _ = state.handle(KeyEvent(.left, modifiers: .control))
        XCTAssertEqual(state.buffer.cursor, 0, "a word move tells no space")
        _ = state.handle(KeyEvent(.right, modifiers: .alt))
        XCTAssertEqual(state.buffer.cursor, 14)
        _ = state.handle(KeyEvent(.character("w"), modifiers: .control))
        XCTAssertEqual(state.text, "", "a word delete takes all")
        let plain = TextFieldState(text: "two words")
        _ = plain.handle(KeyEvent(.character("w"), modifiers: .control))
        XCTAssertEqual(plain.text, "two ")
    }

    func testTheTextIsInNoDescriptionOrDump() async {
        let state = TextFieldState(text: "hunter2", isSecureTextEntry: true)
        var dumped = ""
        dump(state, to: &dumped)
        for text in [state.description, String(reflecting: state), "\(state)", dumped] {
            XCTAssertFalse(text.contains("hunter2"), text)
        }
        XCTAssertTrue(state.description.contains("7 characters"))
        state.toggleReveal()
        XCTAssertFalse(state.description.contains("hunter2"), "revealed on screen, still not in logs")
        XCTAssertTrue(TextFieldState(text: "plain").description.contains("plain"))
    }
}
