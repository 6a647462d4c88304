import TUIKit
import XCTest

/// The double state: `text` is the raw input, `formattedText` what shows, and the
/// cursor follows the edit point through the mask.
@MainActor
final class TextFieldStateTests: XCTestCase {
    private func phoneField() -> TextFieldState {
        TextFieldState(
            validator: TextValidators {
                $0.nonEmpty()
                $0.phone()
            },
            formatter: TextFormatters { $0.phoneMask(mask: "+7 (###) ###-##-##") })
    }

    private func type(_ text: String, into field: TextFieldState) {
        for character in text { XCTAssertTrue(field.handle(.character(character))) }
    }

    func testTypingThroughTheMaskKeepsTheCursorAfterTheLastDigit() async {
        let field = phoneField()
        let expected: [(String, Int)] = [
            ("+7 (9", 5), ("+7 (91", 6), ("+7 (916", 7), ("+7 (916) 1", 10), ("+7 (916) 12", 11),
            ("+7 (916) 123", 12), ("+7 (916) 123-4", 14), ("+7 (916) 123-45", 15), ("+7 (916) 123-45-6", 17),
            ("+7 (916) 123-45-67", 18),
        ]
        for (digit, (shown, cursor)) in zip("9161234567", expected) {
            type(String(digit), into: field)
            XCTAssertEqual(field.formattedText, shown)
            XCTAssertEqual(field.formattedCursor, cursor, shown)
        }
        XCTAssertEqual(field.text, "9161234567")
        XCTAssertTrue(field.isValid)
        type("8", into: field)
        XCTAssertEqual(field.text, "9161234567", "a full mask takes no more digits")
    }

    func testLettersNeverReachTheRawText() async {
        let field = phoneField()
        type("9a1-6", into: field)
        XCTAssertEqual(field.text, "916")
        XCTAssertEqual(field.formattedCursor, 7)
    }

    func testDeletingInTheMiddleMovesTheCursorBackOneDigit() async {
        let field = phoneField()
        type("9161234567", into: field)
        // Back over 67, 45 and one digit of 123: the cursor is after "12".
        for _ in 0..<5 { XCTAssertTrue(field.handle(KeyEvent(.left))) }
        XCTAssertEqual(field.formattedCursor, 11, "after \"+7 (916) 12\"")
        XCTAssertTrue(field.handle(KeyEvent(.backspace)))
        XCTAssertEqual(field.text, "916134567")
        XCTAssertEqual(field.formattedText, "+7 (916) 134-56-7")
        XCTAssertEqual(field.formattedCursor, 10, "after \"+7 (916) 1\"")
        XCTAssertTrue(field.handle(KeyEvent(.delete)))
        XCTAssertEqual(field.formattedText, "+7 (916) 145-67")
        XCTAssertEqual(field.formattedCursor, 10)
        XCTAssertFalse(field.isValid)
    }

    func testBackspaceAtTheFirstDigitDeletesItAndTheMaskGoes() async {
        let field = phoneField()
        type("9", into: field)
        XCTAssertTrue(field.handle(KeyEvent(.backspace)))
        XCTAssertEqual(field.formattedText, "")
        XCTAssertEqual(field.formattedCursor, 0)
    }

    func testPastingAFormattedNumberFillsTheMask() async {
        let field = phoneField()
        field.paste("+7 (916) 555-12-34")
        XCTAssertEqual(field.text, "9165551234")
        XCTAssertEqual(field.formattedText, "+7 (916) 555-12-34")
        XCTAssertEqual(field.formattedCursor, 18)
    }

    func testPastingInTheMiddleLandsTheCursorAfterThePastedDigits() async {
        let field = phoneField()
        type("91667", into: field)
        for _ in 0..<2 { _ = field.handle(KeyEvent(.left)) }
        field.paste("12-3 45")
        XCTAssertEqual(field.text, "9161234567")
        XCTAssertEqual(field.formattedText, "+7 (916) 123-45-67")
        XCTAssertEqual(field.formattedCursor, 15, "after the pasted 45")
    }

    func testAPasteOfSeveralLinesBecomesOneLine() async {
        let field = TextFieldState()
        field.paste("first\nsecond\r\nthird\t!")
        XCTAssertEqual(field.text, "first second third!")
    }

    func testSettingTextSanitizesItAndPutsTheCursorAtTheEnd() async {
        let field = phoneField()
        field.text = "+7 916 000 11 22"
        XCTAssertEqual(field.text, "9160001122")
        XCTAssertEqual(field.buffer.cursor, 10)
    }

    func testErrorsShowOnlyOnceTheFieldIsTouched() async {
        let field = phoneField()
        type("916", into: field)
        XCTAssertEqual(field.validationError, .invalidPhone)
        XCTAssertNil(field.visibleError, "not while the first value is typed")
        field.isTouched = true
        XCTAssertEqual(field.visibleError, .invalidPhone)
        type("1234567", into: field)
        XCTAssertNil(field.visibleError, "it follows every edit once shown")
    }

    func testAClickPutsTheCursorAtTheNearestEditPoint() async {
        let field = phoneField()
        field.text = "9161234567"
        field.placeCursor(atColumn: 8)
        XCTAssertEqual(field.buffer.cursor, 3, "on \")\": after 916")
        field.placeCursor(atColumn: 0)
        XCTAssertEqual(field.formattedCursor, 4, "on the mask's \"+7\": before the first digit")
        let wide = TextFieldState(text: "漢字ab")
        wide.placeCursor(atColumn: 3)
        XCTAssertEqual(wide.buffer.cursor, 1, "on the right half of 字: a tie goes to its left edge")
        wide.placeCursor(atColumn: 40)
        XCTAssertEqual(wide.buffer.cursor, 4, "past the end: the end")
    }

    /// The binary search finds what asking every cursor found: the nearest edit point, the
    /// first of two as near, for masks, filters, wide characters and every column.
    func testAClickFindsWhatAskingEveryCursorFinds() async {
        let fields = [
            phoneField(), phoneField(), TextFieldState(text: "漢字ab c字"),
            TextFieldState(
                formatter: TextFormatters {
                    $0.regex("[a-zа-я ]")
                    $0.capitalized()
                }),
        ]
        fields[1].text = "916123"
        fields[3].text = "анна-мария 1smith"
        for field in fields {
            for column in -2...(field.formattedText.cellWidth + 3) {
                let expected = nearestEditPoint(of: field, toColumn: column)
                field.placeCursor(atColumn: column)
                XCTAssertEqual(field.buffer.cursor, expected, "\(field.formattedText) at column \(column)")
            }
        }
    }

    /// A click into a field holding a long paste asks the formatter a few dozen times, not
    /// once for every cursor: the monkey test's click into 40 KB kept the app busy for minutes.
    func testAClickIntoALongTextAsksTheFormatterLogarithmicallyOften() async {
        let counter = CountingFormatter()
        let field = TextFieldState(formatter: counter)
        field.paste(String(repeating: "abc", count: 10_000))
        counter.reset()
        field.placeCursor(atColumn: 12_345)
        XCTAssertEqual(field.buffer.cursor, 12_345)
        XCTAssertLessThanOrEqual(counter.offsetsAsked, 2 * 15 + 2, "two binary searches over 30,001 cursors")
    }

    /// The nearest edit point by asking every cursor, as a click did before.
    private func nearestEditPoint(of field: TextFieldState, toColumn column: Int) -> Int {
        var best = (cursor: 0, distance: Int.max)
        for cursor in 0...field.buffer.characters.count {
            let offset = field.formatter.formattedOffset(cursor, in: field.text)
            let distance = abs(field.formattedText.prefix(offset).cellWidth - column)
            if distance < best.distance { best = (cursor, distance) }
        }
        return best.cursor
    }
}

/// Shows text as it is and counts how often a cursor offset is asked for.
private final class CountingFormatter: TextFormatter, @unchecked Sendable {
    private(set) var offsetsAsked = 0

    func format(_ text: String) -> String { text }

    func formattedOffset(_ offset: Int, in text: String) -> Int {
        offsetsAsked += 1
        return min(max(0, offset), text.count)
    }

    func reset() { offsetsAsked = 0 }
}
