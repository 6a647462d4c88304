import ExampleApp
import TUIKit
import XCTest

/// The form and the OTP demos driven as a person would: typing, pasting, Tab and clicks,
/// the code checked on the app's clock.
@MainActor
final class TextFieldsDemoFlowTests: XCTestCase {
    private func pilot(_ demo: String, language: Language = .en) throws -> Pilot {
        try FrameRenderer.pilot(
            for: FrameRenderer.Request(
                route: .component(demo), options: LaunchOptions(language: language, directories: .temporaryForTest())))
    }

    private func row(_ pilot: Pilot, below hint: String) -> String? {
        guard let point = pilot.position(of: hint) else { return nil }
        return pilot.frame.line(point.y + 1).trimmingCharacters(in: .whitespaces)
    }

    func testTypingThroughTheMaskShowsTheCursorAtTheEditPoint() async throws {
        let pilot = try pilot("text-fields")
        let start = try XCTUnwrap(pilot.frame.cursor, "the phone field has focus at once")
        XCTAssertTrue(pilot.text.contains("+7 ("), "the second hint")
        pilot.type("9a16")
        XCTAssertEqual(row(pilot, below: "Phone number"), "+7 (916")
        XCTAssertEqual(pilot.frame.cursor, Point(x: start.x + 3, y: start.y), "after 916, the letter dropped")
        pilot.type("1")
        XCTAssertEqual(row(pilot, below: "Phone number"), "+7 (916) 1")
        XCTAssertEqual(pilot.frame.cursor?.x, start.x + 6)
        pilot.press(named: "left", "left", "backspace")
        XCTAssertEqual(row(pilot, below: "Phone number"), "+7 (961", "the 1 after the 9 is gone")
        XCTAssertEqual(pilot.frame.cursor?.x, start.x + 1, "after the 9")
        pilot.press(named: "home")
        XCTAssertEqual(pilot.frame.cursor?.x, start.x, "Home: the first slot, after the mask's \"+7 (\"")
        pilot.press(named: "end")
        XCTAssertEqual(pilot.frame.cursor?.x, start.x + 3)
    }

    func testPastingANumberFillsTheMaskAndTabMovesOn() async throws {
        let pilot = try pilot("text-fields")
        pilot.paste("8 (916) 555 12 34")
        XCTAssertEqual(row(pilot, below: "Phone number"), "+7 (916) 555-12-34")
        pilot.press(named: "tab")
        pilot.paste("ivan@example.org")
        XCTAssertEqual(row(pilot, below: "E-mail"), "ivan@example.org")
        pilot.press(named: "tab")
        pilot.type("ivan petrov2")
        XCTAssertEqual(row(pilot, below: "First and last name"), "Ivan Petrov", "capitalized, the digit dropped")
        XCTAssertTrue(pilot.text.contains("All set: Enter signs up"))
    }

    func testSubmitStaysDisabledUntilEveryFieldIsValid() async throws {
        let pilot = try pilot("text-fields")
        XCTAssertTrue(pilot.click(on: "Sign up"))
        XCTAssertTrue(pilot.text.contains("Fill in every field to sign up"))
        XCTAssertFalse(pilot.text.contains("⚠"), "a disabled button takes no click")
        pilot.press(named: "tab", "tab", "tab", "enter")
        XCTAssertEqual(
            pilot.text.components(separatedBy: "⚠ Fill in this field").count - 1, 3,
            "Enter on it shows what each field misses")
        XCTAssertFalse(pilot.text.contains("Signed up"))
        XCTAssertTrue(pilot.click(on: "Phone number"))
        pilot.type("9161234567")
        XCTAssertTrue(pilot.click(on: "E-mail"))
        pilot.type("anna@example.com")
        XCTAssertTrue(pilot.click(on: "First and last name"))
        pilot.type("anna")
        XCTAssertTrue(pilot.text.contains("All set"))
        XCTAssertTrue(pilot.click(on: "Sign up"))
        await pilot.wait(for: .milliseconds(300))
        XCTAssertTrue(pilot.text.contains("Signed up Anna, +7 (916) 123-45-67"))
    }

    func testAClickInAValueFocusesItAndPutsTheCursorThere() async throws {
        let pilot = try pilot("text-fields")
        pilot.press(named: "tab")
        pilot.type("anna@example.com")
        pilot.press(named: "tab")
        let value = try XCTUnwrap(pilot.position(of: "anna@example.com"))
        pilot.click(x: value.x + 4, y: value.y)
        XCTAssertEqual(pilot.frame.cursor, Point(x: value.x + 4, y: value.y), "before the @")
        pilot.type(".b")
        XCTAssertEqual(row(pilot, below: "E-mail"), "anna.b@example.com")
    }

    func testOnAShortTerminalTheFocusedFieldScrollsIntoView() async throws {
        let pilot = try FrameRenderer.pilot(
            for: FrameRenderer.Request(
                route: .component("text-fields"), size: Size(width: 40, height: 12),
                options: LaunchOptions(language: .en, directories: .temporaryForTest())))
        XCTAssertTrue(pilot.text.contains("Phone number"))
        pilot.press(named: "tab", "tab")
        XCTAssertFalse(pilot.text.contains("Phone number"), "fields above scrolled away")
        XCTAssertTrue(pilot.text.contains("First and last name"))
        XCTAssertNotNil(pilot.frame.cursor, "the focused field, and its cursor, are on screen")
        pilot.press(named: "tab")
        XCTAssertTrue(pilot.text.contains("Sign up"))
        pilot.press(named: "tab")
        XCTAssertTrue(pilot.text.contains("Phone number"), "back at the top")
    }

    func testErrorsShowWhenAFieldIsLeftAndFollowEdits() async throws {
        let pilot = try pilot("text-fields")
        pilot.type("916")
        XCTAssertFalse(pilot.text.contains("⚠"), "no error while the first value is typed")
        pilot.press(named: "tab")
        XCTAssertTrue(pilot.text.contains("⚠ Enter all ten digits of the number"))
        pilot.press(named: "shift-tab")
        pilot.type("1234567")
        XCTAssertFalse(pilot.text.contains("⚠"))
    }

    func testEditingKeysStayInTheFieldAndDoNotLeaveTheScreen() async throws {
        let pilot = try pilot("text-fields")
        pilot.press(named: "tab", "tab")
        pilot.type("q anna")
        XCTAssertFalse(pilot.quitRequested, "q is typed, not quit")
        pilot.press(named: "ctrl-w")
        XCTAssertEqual(row(pilot, below: "First and last name"), "Q")
        pilot.press(named: "backspace", "backspace", "backspace")
        XCTAssertTrue(pilot.text.contains("Text fields"), "Backspace in an empty field does not go back")
        pilot.press(named: "esc")
        XCTAssertFalse(pilot.text.contains("Phone number"), "Esc goes back")
    }

    func testRussianMessages() async throws {
        let pilot = try pilot("text-fields", language: .ru)
        pilot.type("916")
        pilot.press(named: "tab")
        XCTAssertTrue(pilot.text.contains("⚠ Введите все десять цифр номера"))
    }

    func testOTPTypedWrongCodeShowsTheErrorAfterTheCheck() async throws {
        let pilot = try pilot("otp")
        pilot.type("12x")
        XCTAssertTrue(pilot.text.contains("│ 1 │ │ 2 │ ┃   ┃"), "x ignored, the third cell is next")
        pilot.press(named: "backspace")
        XCTAssertTrue(pilot.text.contains("│ 1 │ ┃   ┃"))
        pilot.type("99999")
        await pilot.settle()
        XCTAssertTrue(pilot.text.contains("Checking the code…"))
        XCTAssertTrue(pilot.text.contains("┆ 1 ┆ ┆ 9 ┆"), "disabled while checking")
        pilot.press(named: "backspace")
        XCTAssertTrue(pilot.text.contains("Checking the code…"), "Backspace neither edits nor leaves meanwhile")
        await pilot.wait(for: .milliseconds(1400))
        XCTAssertTrue(pilot.text.contains("Checking the code…"))
        await pilot.wait(for: .milliseconds(200))
        XCTAssertTrue(pilot.text.contains("⚠ Wrong code. Type it again."))
        XCTAssertTrue(pilot.text.contains("║ 1 ║ ║ 9 ║"))
        XCTAssertEqual(pilot.clock.pendingCount, 0, "no spinner timer once the check is done")
        pilot.type("1")
        XCTAssertFalse(pilot.text.contains("Wrong code"), "a new digit starts a new code")
        XCTAssertTrue(pilot.text.contains("│ 1 │ ┃   ┃"))
    }

    func testOTPPastedRightCodeIsAccepted() async throws {
        let pilot = try pilot("otp")
        pilot.paste("Your code is 123-456.")
        XCTAssertTrue(pilot.text.contains("┆ 1 ┆ ┆ 2 ┆ ┆ 3 ┆ ┆ 4 ┆ ┆ 5 ┆ ┆ 6 ┆"))
        await pilot.wait(for: .seconds(2))
        XCTAssertTrue(pilot.text.contains("✓ Code accepted"))
        XCTAssertTrue(pilot.text.contains("Signed in with code 123456"))
        XCTAssertTrue(pilot.click(on: "Enter again"))
        XCTAssertFalse(pilot.text.contains("Code accepted"))
        XCTAssertTrue(pilot.text.contains("│   │ │   │"), "the cells are empty again")
        XCTAssertNotNil(pilot.frame.cursor, "typing again")
    }

    func testOTPAcceptedCodeStartsOverByEnterOrR() async throws {
        let pilot = try pilot("otp")
        for key in ["enter", "r"] {
            pilot.paste("123456")
            await pilot.wait(for: .seconds(2))
            XCTAssertTrue(pilot.text.contains("[ Enter again ]"), pilot.text)
            pilot.press(named: key)
            XCTAssertFalse(pilot.text.contains("Code accepted"), key)
            pilot.type("4")
            XCTAssertTrue(pilot.text.contains("│ 4 │"), "\(key): a digit starts the new code")
            pilot.press(named: "backspace")
        }
    }
}
