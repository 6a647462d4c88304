import TUIKit
import XCTest

final class TextFormattersTests: XCTestCase {
    private let mask = PhoneMaskFormatter(mask: "+7 (###) ###-##-##")

    func testEveryFormatterRunsInOrderOnWhatTheOneBeforeMade() {
        let digitsThenMask = TextFormatters {
            $0.digitsOnly()
            $0.phoneMask(mask: "###-###")
        }
        XCTAssertEqual(digitsThenMask.format("a1b2c3d4"), "123-4")
        // A filter that keeps letters, then capitals: the second runs although the first
        // changed the text.
        let lettersThenCapitals = TextFormatters {
            $0.regex("[a-z ]")
            $0.capitalized()
        }
        XCTAssertEqual(lettersThenCapitals.format("anna1 smith!"), "Anna Smith")
        let capitalsThenLetters = TextFormatters {
            $0.capitalized()
            $0.regex("[a-z ]")
        }
        XCTAssertEqual(capitalsThenLetters.format("anna smith"), "nna mith", "order matters")
    }

    /// Each character is matched once however often it repeats, with the same result.
    func testTheRegexFilterKeepsWhatMatchesInALongText() {
        let name = RegexFormatter(pattern: #"[\p{L}\p{M} '-]"#)
        let paste = String(repeating: "Анна-Мари\u{301}я 1 O'Brien!\n", count: 2_000)
        XCTAssertEqual(name.sanitize(paste), String(repeating: "Анна-Мари\u{301}я  O'Brien", count: 2_000))
        XCTAssertEqual(RegexFormatter(pattern: "(").sanitize("a(1"), "a(1", "a bad pattern keeps everything")
    }

    func testThePhoneMaskShowsLiteralsOnlyOnceADigitFollows() {
        XCTAssertEqual(mask.format(""), "")
        XCTAssertEqual(mask.format("9"), "+7 (9")
        XCTAssertEqual(mask.format("916"), "+7 (916")
        XCTAssertEqual(mask.format("9161"), "+7 (916) 1")
        XCTAssertEqual(mask.format("9161234567"), "+7 (916) 123-45-67")
    }

    func testThePhoneMaskKeepsDigitsAndDropsACountryCodeFromAPaste() {
        XCTAssertEqual(mask.capacity, 10)
        XCTAssertEqual(mask.sanitize("+7 (916) 123-45-67"), "9161234567")
        XCTAssertEqual(mask.sanitize("8 916 123 45 67"), "9161234567", "the trunk prefix 8")
        XCTAssertEqual(mask.sanitize("916 123 45 67 89"), "9161234567", "cut to the mask")
        XCTAssertEqual(mask.sanitize("7916"), "7916", "a short number keeps its 7")
    }

    func testThePhoneMaskPlacesTheCursorAfterTheDigitBeforeIt() {
        let text = "9161234567"
        XCTAssertEqual(mask.formattedOffset(0, in: text), 4, "at the first slot, after \"+7 (\"")
        XCTAssertEqual(mask.formattedOffset(3, in: text), 7, "after 916, before \") \"")
        XCTAssertEqual(mask.formattedOffset(4, in: text), 10)
        XCTAssertEqual(mask.formattedOffset(10, in: text), 18)
        XCTAssertEqual(mask.formattedOffset(0, in: ""), 0)
    }

    func testCapitalizedKeepsTheCursorAndTheLength() {
        let capitalized = CapitalizedFormatter()
        XCTAssertEqual(capitalized.format("анна-мария o'neil straße"), "Анна-Мария O'neil Straße")
        XCTAssertEqual(capitalized.format("ßa"), "ßa", "an uppercase of two letters is skipped")
        XCTAssertEqual(capitalized.formattedOffset(3, in: "ann"), 3)
    }

    func testTheChainMapsTheCursorThroughEveryFormatter() {
        let chain = TextFormatters {
            $0.digitsOnly()
            $0.phoneMask(mask: "(###) ###")
        }
        XCTAssertEqual(chain.formattedOffset(4, in: "1234"), 7, "\"(123) 4\": after the 4")
        XCTAssertEqual(chain.sanitize("1a2"), "12")
    }
}
