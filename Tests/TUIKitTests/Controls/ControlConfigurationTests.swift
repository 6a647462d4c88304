import XCTest

@testable import TUIKit

/// The controls' configuration (issue 18): the OTP field's style, error message, code
/// callback and clearing; a button's icon, colours and extended hit area; a touchable
/// control's touch callbacks and state styles; the switch's colours, thumb and label; the
/// text field styles. Default configurations draw as before, which the snapshot references
/// of every demo check.
@MainActor
final class ControlConfigurationTests: XCTestCase {
    private final class Model {
        var password = ""
        var hasError = false
        var isOn = false
        var events: [String] = []
    }

    private struct Sample: View {
        let draw: @MainActor (Rect, Frame) -> Void

        func render(in area: Rect, frame: Frame) {
            draw(area, frame)
        }
    }

    private func pilot(_ draw: @escaping @MainActor (Rect, Frame) -> Void) -> Pilot {
        makePilot(root: HostingController(rootView: Sample(draw: draw)), size: Size(width: 40, height: 12))
    }

    private func lines(_ canvas: Canvas) -> [String] {
        (0..<canvas.size.height).map { canvas.line($0) }
    }

    private let red = ColorSet(.rgb(200, 0, 0))
    private let green = ColorSet(.rgb(0, 200, 0))

    // MARK: OTPField

    private func otp(
        _ model: Model, style: OTPFieldStyle = .standard, errorMessage: String? = nil,
        onCodeEntered: (@MainActor (String) -> Void)? = nil
    ) -> OTPField {
        OTPField(
            password: Binding(model, \.password), hasError: Binding(model, \.hasError), codeLength: 4,
            appearance: style, errorMessage: errorMessage, onCodeEntered: onCodeEntered)
    }

    func testTheCodeEnteredCallbackFiresOnceWhenTheLastDigitIsTyped() async {
        let model = Model()
        var codes: [String] = []
        let field = otp(model) { codes.append($0) }
        for digit in "123" { _ = field.handle(.character(digit)) }
        XCTAssertEqual(codes, [], "not before the last cell is filled")
        _ = field.handle(.character("4"))
        XCTAssertEqual(codes, ["1234"])
        _ = field.handle(.character("5"))
        XCTAssertEqual(codes, ["1234"], "a digit over a full field enters nothing again")
        _ = field.handle(KeyEvent(.backspace))
        _ = field.handle(.character("9"))
        XCTAssertEqual(codes, ["1234", "1239"], "a corrected last digit enters the new code")
        field.paste("5678")
        XCTAssertEqual(codes, ["1234", "1239", "5678"], "a paste that fills the field enters it")
        field.paste("12")
        XCTAssertEqual(codes.count, 3, "a short paste does not")
    }

    func testClearEmptiesTheCellsAndTheError() async {
        let model = Model()
        model.password = "1111"
        model.hasError = true
        otp(model).clear()
        XCTAssertEqual(model.password, "")
        XCTAssertFalse(model.hasError)
    }

    func testTheErrorMessageShowsUnderTheCellsOnlyWhileTheCodeIsWrong() async {
        let model = Model()
        model.password = "1111"
        let field = otp(model, errorMessage: "Wrong code")
        XCTAssertEqual(field.height, 5, "cells, a blank row, the message")
        XCTAssertEqual(otp(model).height, OTPField.height)
        let frame = Frame(canvas: Canvas(size: Size(width: 30, height: 5)), theme: .dark)
        field.render(in: frame.bounds, frame: frame)
        XCTAssertEqual(frame.canvas.line(4).trimmingCharacters(in: .whitespaces), "", "no message without an error")
        model.hasError = true
        let errorFrame = Frame(canvas: Canvas(size: Size(width: 30, height: 5)), theme: .dark)
        field.render(in: errorFrame.bounds, frame: errorFrame)
        XCTAssertTrue(errorFrame.canvas.line(4).hasPrefix("⚠ Wrong code"), errorFrame.canvas.line(4))
        XCTAssertEqual(errorFrame.canvas[2, 4].style.attributes, [.bold])
    }

    func testTheUnderlinedStyleDrawsDigitsOverALineInTheStyleColours() async {
        let model = Model()
        model.password = "12"
        let style = OTPFieldStyle(shape: .underlined, cellWidth: 3, gap: 1, emptyColor: red, filledColor: green)
        let frame = Frame(canvas: Canvas(size: Size(width: 20, height: 3)), theme: .dark)
        otp(model, style: style).render(in: frame.bounds, frame: frame)
        let rows = lines(frame.canvas)
        XCTAssertEqual(rows[0].trimmingCharacters(in: .whitespaces), "", "no top border")
        XCTAssertEqual(rows[1].prefix(16), " 1   2          ")
        XCTAssertEqual(rows[2].prefix(16), "─── ─── ━━━ ─── ", "the next cell's line is heavy")
        XCTAssertEqual(frame.canvas[0, 2].style.foreground, green.color(for: .dark), "a filled cell")
        XCTAssertEqual(frame.canvas[12, 2].style.foreground, red.color(for: .dark), "an empty cell")
        XCTAssertEqual(
            frame.canvas[8, 2].style.foreground, frame.context.colors.accent.color(for: .dark), "focus: theme")
    }

    func testASecureStyleHidesTheDigits() async {
        let model = Model()
        model.password = "42"
        let frame = Frame(canvas: Canvas(size: Size(width: 24, height: 3)), theme: .dark, unicode: false)
        otp(model, style: OTPFieldStyle(secureGlyph: Icon(glyph: "●", ascii: "*"))).render(
            in: frame.bounds, frame: frame)
        XCTAssertEqual(frame.canvas.line(1).prefix(12), "| * | | * | ")
        XCTAssertEqual(model.password, "42", "only the drawing changes")
    }

    // MARK: Button

    func testAButtonIconGoesBeforeOrAfterItsTitleAndCountsInItsWidth() async {
        let icon = Icon(glyph: "★", ascii: "*")
        let leading = Button("Save", feedback: PressFeedback(), icon: icon) {}
        let trailing = Button("Save", feedback: PressFeedback(), icon: icon, iconPlacement: .trailing) {}
        XCTAssertEqual(leading.label(), "★ Save")
        XCTAssertEqual(trailing.label(unicode: false), "Save *")
        XCTAssertEqual(leading.width(in: .primary), " [ ★ Save ] ".cellWidth)
        let frame = Frame(canvas: Canvas(size: Size(width: 20, height: 1)), theme: .dark)
        trailing.render(in: frame.bounds, frame: frame)
        XCTAssertEqual(frame.canvas.line(0).prefix(12), " [ Save ★ ] ")
    }

    func testButtonColoursReplaceTheStyleColoursPerState() async {
        let colors = ButtonColors(
            normal: .init(title: green), highlighted: .init(background: red), disabled: .init(title: red))
        let feedback = PressFeedback()
        func cell(isEnabled: Bool = true) -> Cell {
            let frame = Frame(canvas: Canvas(size: Size(width: 20, height: 1)), theme: .dark)
            Button("Go", isEnabled: isEnabled, feedback: feedback, colors: colors) {}.render(
                in: frame.bounds, frame: frame)
            return frame.canvas[3, 0]
        }
        let normal = cell()
        XCTAssertEqual(normal.style.foreground, green.color(for: .dark))
        XCTAssertTrue(normal.style.attributes.contains(.bold), "the style's attributes stay")
        feedback.press()
        XCTAssertEqual(cell().style.background, red.color(for: .dark))
        XCTAssertEqual(cell(isEnabled: false).style.foreground, red.color(for: .dark))
    }

    func testTheExtendedHitAreaTakesClicksAroundTheButton() async {
        let model = Model()
        let feedback = PressFeedback()
        let pilot = pilot { area, frame in
            Button("Ok", feedback: feedback, extendedHitArea: EdgeInsets(top: 1, left: 2, bottom: 1, right: 2)) {
                model.events.append("tap")
            }.render(in: Rect(x: 5, y: 3, width: 20, height: 1), frame: frame)
        }
        pilot.click(x: 3, y: 2)
        XCTAssertEqual(model.events, ["tap"], "two columns left and a row up still hit")
        pilot.click(x: 5 + 8 + 1, y: 4)
        XCTAssertEqual(model.events, ["tap", "tap"], "the right extension, a row down")
        pilot.click(x: 2, y: 3)
        pilot.click(x: 6, y: 5)
        XCTAssertEqual(model.events.count, 2, "beyond the extension nothing happens")
        XCTAssertEqual(
            Button("Ok", feedback: feedback, extendedHitArea: EdgeInsets(all: 3)) {}.hitArea(
                for: Rect(x: 1, y: 0, width: 8, height: 1), in: Rect(x: 0, y: 0, width: 40, height: 12)),
            Rect(x: 0, y: 0, width: 12, height: 4), "cut at the screen's edges")
    }

    func testADisabledButtonIgnoresClicksInItsExtendedHitArea() async {
        let model = Model()
        let pilot = pilot { area, frame in
            Button("Ok", isEnabled: false, feedback: PressFeedback(), extendedHitArea: EdgeInsets(all: 1)) {
                model.events.append("tap")
            }.render(in: Rect(x: 5, y: 3, width: 20, height: 1), frame: frame)
        }
        pilot.click(x: 4, y: 3)
        pilot.click(x: 6, y: 3)
        XCTAssertEqual(model.events, [])
    }

    // MARK: TouchableControl

    private func touchable(_ model: Model, feedback: PressFeedback, isEnabled: Bool = true) -> Pilot {
        let style = TouchableControlStyle(
            normal: .init(foreground: green), highlighted: .init(background: red, attributes: .bold),
            disabled: .init(attributes: .dim))
        return pilot { area, frame in
            TouchableControl(
                feedback: feedback, isEnabled: isEnabled, style: style,
                onTouchDown: { model.events.append("down") },
                onTouchUpInside: { model.events.append("up") },
                onTouchCancel: { model.events.append("cancel") }
            ) {
                Label("card")
            }.render(in: Rect(x: 0, y: 0, width: 6, height: 1), frame: frame)
        }
    }

    func testAPressReleasedInsideRunsTouchDownThenTouchUp() async {
        let model = Model()
        let feedback = PressFeedback(duration: .milliseconds(100))
        let pilot = touchable(model, feedback: feedback)
        XCTAssertEqual(pilot.frame[0, 0].style.foreground, green.color(for: .dark), "the normal state's colour")
        pilot.send(.mouse(MouseEvent(.press, at: Point(x: 2, y: 0))))
        XCTAssertEqual(model.events, ["down"])
        XCTAssertEqual(pilot.frame[0, 0].style.background, red.color(for: .dark), "highlighted while held")
        pilot.advance(by: .seconds(1))
        XCTAssertTrue(pilot.frame[0, 0].style.attributes.contains(.bold), "held, however long")
        XCTAssertEqual(pilot.clock.pendingCount, 0, "a held press asks for no frames")
        pilot.send(.mouse(MouseEvent(.release, at: Point(x: 4, y: 0))))
        XCTAssertEqual(model.events, ["down", "up"])
        pilot.advance(by: .milliseconds(100))
        XCTAssertNotEqual(pilot.frame[0, 0].style.background, red.color(for: .dark), "normal again")
    }

    func testAPressReleasedOutsideCancels() async {
        let model = Model()
        let feedback = PressFeedback()
        let pilot = touchable(model, feedback: feedback)
        pilot.send(.mouse(MouseEvent(.press, at: Point(x: 2, y: 0))))
        pilot.send(.mouse(MouseEvent(.release, at: Point(x: 20, y: 5))))
        XCTAssertEqual(model.events, ["down", "cancel"])
        XCTAssertFalse(pilot.frame[0, 0].style.attributes.contains(.bold), "no pressed look after a cancel")
    }

    func testEscapeCancelsAHeldPressAndTheReleaseThenDoesNothing() async {
        let model = Model()
        let feedback = PressFeedback()
        let pilot = touchable(model, feedback: feedback)
        XCTAssertFalse(feedback.cancelTouch(), "nothing to cancel: the key goes on")
        pilot.send(.mouse(MouseEvent(.press, at: Point(x: 2, y: 0))))
        XCTAssertTrue(feedback.isHeld)
        XCTAssertTrue(feedback.cancelTouch())
        pilot.send(.mouse(MouseEvent(.release, at: Point(x: 2, y: 0))))
        XCTAssertEqual(model.events, ["down", "cancel"], "the release after Esc is not a touch up")
    }

    func testADisabledTouchableControlIsDimAndTakesNoPress() async {
        let model = Model()
        let pilot = touchable(model, feedback: PressFeedback(), isEnabled: false)
        pilot.click(x: 2, y: 0)
        XCTAssertEqual(model.events, [])
        XCTAssertTrue(pilot.frame[0, 0].style.attributes.contains(.dim))
    }

    // MARK: CustomSwitch

    func testTheSwitchDrawsItsThumbGlyphAndColours() async {
        let model = Model()
        model.isOn = true
        let frame = Frame(canvas: Canvas(size: Size(width: 20, height: 1)), theme: .dark)
        CustomSwitch(
            isOn: Binding(model, \.isOn), id: "s", appearance: .init(trackWidth: 4),
            colors: .init(onColor: green, offColor: red, thumbColor: red),
            thumb: .init(glyph: Icon(glyph: "◆", ascii: "#"))
        ).render(in: frame.bounds, frame: frame)
        XCTAssertEqual(frame.canvas.line(0).prefix(6), "(━━━◆)")
        XCTAssertEqual(frame.canvas[1, 0].style.foreground, green.color(for: .dark), "the on colour")
        XCTAssertEqual(frame.canvas[4, 0].style.foreground, red.color(for: .dark), "the thumb's colour")
        XCTAssertEqual(CustomSwitch.track(position: 0, width: 4, unicode: false, thumb: "#"), "(#---)")
    }

    func testTheSwitchLabelGoesEitherSideAndAClickOnItToggles() async {
        let model = Model()
        let pilot = pilot { area, frame in
            CustomSwitch(isOn: Binding(model, \.isOn), id: "a", label: "Wi-Fi")
                .render(in: area.row(0), frame: frame)
            CustomSwitch(
                isOn: Binding(model, \.isOn), id: "b", layout: .init(labelPosition: .leading, spacing: 2),
                label: "Wi-Fi"
            ).render(in: area.row(1), frame: frame)
        }
        XCTAssertEqual(pilot.frame.line(0).prefix(14), "(●─────) Wi-Fi")
        XCTAssertEqual(pilot.frame.line(1).prefix(15), "Wi-Fi  (●─────)")
        XCTAssertEqual(
            CustomSwitch(isOn: Binding(model, \.isOn), id: "c", label: "Wi-Fi").width, 8 + 1 + 5)
        pilot.click(x: 12, y: 0)
        XCTAssertTrue(model.isOn, "a click on the label toggles")
    }

    // MARK: FloatingHintTextField styles

    private func render(_ field: FloatingHintTextField, style: FloatingTextFieldStyle, unicode: Bool = true) -> [String]
    {
        let frame = Frame(
            canvas: Canvas(size: Size(width: 16, height: FloatingHintTextField.height)), theme: .dark, unicode: unicode)
        frame.render(field.floatingTextFieldStyle(style), in: frame.bounds)
        return lines(frame.canvas)
    }

    func testTheOutlinedStyleBoxesTheValueWithTheHintInTheBorder() async {
        let state = TextFieldState(text: "Anna")
        XCTAssertEqual(
            render(FloatingHintTextField(text: state, hint: "Name"), style: .outlined),
            ["┌─ Name ───────┐", "│Anna          │", "└──────────────┘", "                "])
        let empty = TextFieldState()
        XCTAssertEqual(
            render(FloatingHintTextField(text: empty, hint: "Name", isFocused: true), style: .outlined, unicode: false)
                .prefix(3),
            ["#= Name =======#", "|              |", "#==============#"], "focused: heavy (ASCII '#=')")
        let wrong = TextFieldState(text: "A", validator: TextValidators { $0.minLength(2) })
        wrong.isTouched = true
        let error = render(FloatingHintTextField(text: wrong, hint: "Name"), style: .outlined)
        XCTAssertEqual(error[0], "╔═ Name ═══════╗")
        XCTAssertTrue(error[3].hasPrefix("⚠ "), "the message stays under the box")
    }

    func testThePlainStyleHasNoLineAndTheUnderlinedOneIsTheDefault() async {
        let state = TextFieldState(text: "Anna")
        let plain = render(FloatingHintTextField(text: state, hint: "Name"), style: .plain)
        XCTAssertEqual(plain[0].trimmingCharacters(in: .whitespaces), "Name")
        XCTAssertEqual(plain[2].trimmingCharacters(in: .whitespaces), "", "no line")
        let frame = Frame(canvas: Canvas(size: Size(width: 16, height: 4)), theme: .dark)
        FloatingHintTextField(text: state, hint: "Name").render(in: frame.bounds, frame: frame)
        XCTAssertEqual(
            lines(frame.canvas), render(FloatingHintTextField(text: state, hint: "Name"), style: .underlined),
            "without a modifier the field is underlined, as it always was")
        XCTAssertEqual(lines(frame.canvas)[2], String(repeating: "─", count: 16))
    }
}
