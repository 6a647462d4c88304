import TUIKit
import XCTest

@MainActor
final class OTPFieldTests: XCTestCase {
    private final class Model {
        var password = ""
        var hasError = false
    }

    private func field(_ model: Model, length: Int = 4, isEnabled: Bool = true) -> OTPField {
        OTPField(
            password: Binding(model, \.password), hasError: Binding(model, \.hasError), codeLength: length,
            isEnabled: isEnabled)
    }

    private func rows(_ canvas: Canvas) -> [String] {
        canvas.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    func testDigitsFillTheCellsAndOtherKeysAreIgnored() async {
        let model = Model()
        let otp = field(model)
        XCTAssertTrue(otp.handle(.character("1")))
        XCTAssertFalse(otp.handle(.character("a")))
        XCTAssertFalse(otp.handle(.character("٣")), "only ASCII digits")
        XCTAssertFalse(otp.handle(KeyEvent(.tab)))
        for digit in "2345" { XCTAssertTrue(otp.handle(.character(digit))) }
        XCTAssertEqual(model.password, "1234", "no more than the cells")
    }

    func testBackspaceEmptiesTheLastCellAndLeavesTheScreenAloneWhenEmpty() async {
        let model = Model()
        let otp = field(model)
        model.password = "12"
        XCTAssertTrue(otp.handle(KeyEvent(.backspace)))
        XCTAssertEqual(model.password, "1")
        XCTAssertTrue(otp.handle(KeyEvent(.backspace)))
        XCTAssertFalse(otp.handle(KeyEvent(.backspace)), "an empty field lets Backspace go back")
    }

    func testAPastedCodeFillsEveryCell() async {
        let model = Model()
        let otp = field(model)
        model.password = "9"
        otp.paste("Your code: 12-34-56")
        XCTAssertEqual(model.password, "1234")
        otp.paste("no digits")
        XCTAssertEqual(model.password, "1234", "a paste without digits changes nothing")
    }

    func testADigitAfterAnErrorStartsANewCode() async {
        let model = Model()
        let otp = field(model)
        model.password = "1111"
        model.hasError = true
        XCTAssertEqual(otp.status, .error)
        XCTAssertTrue(otp.handle(.character("5")))
        XCTAssertEqual(model.password, "5")
        XCTAssertFalse(model.hasError)
    }

    func testADisabledFieldTakesNothing() async {
        let model = Model()
        let otp = field(model, isEnabled: false)
        XCTAssertFalse(otp.handle(.character("1")))
        otp.paste("1234")
        XCTAssertEqual(model.password, "")
        XCTAssertEqual(otp.status, .disabled)
    }

    func testAnAppearanceSetsTheCellWidthAndGap() async {
        let model = Model()
        model.password = "7"
        let otp = OTPField(
            password: Binding(model, \.password), hasError: Binding(model, \.hasError), codeLength: 3,
            appearance: OTPField.Appearance(cellWidth: 3, gap: 2))
        XCTAssertEqual(otp.width, 3 * 3 + 2 * 2)
        let frame = Frame(canvas: Canvas(size: Size(width: 13, height: 3)), theme: .dark)
        otp.render(in: frame.bounds, frame: frame)
        let canvas = frame.canvas
        XCTAssertEqual(rows(canvas)[1], "│7│  ┃ ┃  │ │")
        XCTAssertEqual(canvas.cursor, Point(x: 6, y: 1), "in the middle of the next, narrower cell")
        XCTAssertEqual(OTPField.Appearance(cellWidth: 1, gap: -1), OTPField.Appearance(cellWidth: 3, gap: 0))
    }

    func testCellsCursorAndStatesWithoutColor() async {
        let model = Model()
        model.password = "12"
        let frame = Frame(canvas: Canvas(size: Size(width: 30, height: 3)), theme: .dark)
        field(model).render(in: frame.bounds, frame: frame)
        let canvas = frame.canvas
        XCTAssertEqual(rows(canvas)[0], "┌───┐ ┌───┐ ┏━━━┓ ┌───┐")
        XCTAssertEqual(rows(canvas)[1], "│ 1 │ │ 2 │ ┃   ┃ │   │")
        XCTAssertEqual(canvas.cursor, Point(x: 14, y: 1), "in the middle of the next cell")
        XCTAssertEqual(canvas[12, 0].style.attributes, [.bold], "the next cell is heavy and bold")

        model.hasError = true
        let errorFrame = Frame(canvas: Canvas(size: Size(width: 30, height: 3)), theme: .dark, unicode: false)
        errorFrame.render(field(model), in: errorFrame.bounds)
        let error = errorFrame.canvas
        XCTAssertEqual(rows(error)[0], "#===# #===# #===# #===#")
        XCTAssertEqual(error[2, 1].style.attributes, [.bold, .underline])

        let disabledFrame = Frame(canvas: Canvas(size: Size(width: 30, height: 3)), theme: .dark)
        disabledFrame.render(field(model, isEnabled: false), in: disabledFrame.bounds)
        let disabled = disabledFrame.canvas
        XCTAssertEqual(rows(disabled)[0], "┌┄┄┄┐ ┌┄┄┄┐ ┌┄┄┄┐ ┌┄┄┄┐")
        XCTAssertEqual(rows(disabled)[1], "┆ 1 ┆ ┆ 2 ┆ ┆ · ┆ ┆ · ┆")
        XCTAssertNil(disabled.cursor)
        XCTAssertEqual(disabled[0, 0].style.attributes, [.dim])
    }
}
