import XCTest

@testable import TUICore

final class TextWidthTests: XCTestCase {
    func testASCIIIsOneCellPerCharacter() {
        XCTAssertEqual(TextWidth.of("a"), 1)
        XCTAssertEqual("hello, world!".cellWidth, 13)
        XCTAssertEqual(" ".cellWidth, 1)
        XCTAssertEqual("".cellWidth, 0)
    }

    func testCyrillicIsOneCellPerLetter() {
        XCTAssertEqual("Привет".cellWidth, 6)
        XCTAssertEqual(TextWidth.of("я"), 1)
    }

    func testCJKIdeographsAreTwoCellsEach() {
        XCTAssertEqual("日本語".cellWidth, 6)
        XCTAssertEqual(TextWidth.of("中"), 2)
        // The ideographic space and CJK punctuation are wide too.
        XCTAssertEqual(TextWidth.of("\u{3000}"), 2)
        XCTAssertEqual(TextWidth.of("。"), 2)
    }

    func testKanaIsWideButHalfwidthKatakanaIsNarrow() {
        XCTAssertEqual("ひらがな".cellWidth, 8)
        XCTAssertEqual("カタカナ".cellWidth, 8)
        XCTAssertEqual("ｶﾀｶﾅ".cellWidth, 4)
    }

    func testHangulSyllablesAndComposedJamoAreWide() {
        XCTAssertEqual("한국어".cellWidth, 6)
        // 각 spelled as conjoining jamo is one grapheme, as wide as the precomposed one.
        let decomposed = "\u{1100}\u{1161}\u{11A8}"
        XCTAssertEqual(decomposed.count, 1)
        XCTAssertEqual(decomposed.cellWidth, 2)
        // A lone vowel or final jamo only combines: it takes no cell.
        XCTAssertEqual(TextWidth.of("\u{1161}"), 0)
    }

    func testFullwidthFormsAreWide() {
        XCTAssertEqual("ＡＢＣ".cellWidth, 6)
        XCTAssertEqual("１２".cellWidth, 4)
        XCTAssertEqual(TextWidth.of("！"), 2)
        XCTAssertEqual(TextWidth.of("￥"), 2)
    }

    func testEmojiWithEmojiPresentationIsTwoCells() {
        XCTAssertEqual(TextWidth.of("😀"), 2)
        XCTAssertEqual(TextWidth.of("🚀"), 2)
        XCTAssertEqual(TextWidth.of("⌚"), 2)
        XCTAssertEqual("😀😀".cellWidth, 4)
    }

    func testZWJFamilyIsOneGraphemeTwoCellsWide() {
        let family = "👨\u{200D}👩\u{200D}👧\u{200D}👦"
        XCTAssertEqual(family.count, 1)
        XCTAssertEqual(family.cellWidth, 2)
        XCTAssertEqual((family + "a").cellWidth, 3)
    }

    func testSkinToneModifierSequenceIsTwoCells() {
        let thumbsUp = "👍🏽"
        XCTAssertEqual(thumbsUp.count, 1)
        XCTAssertEqual(thumbsUp.cellWidth, 2)
    }

    func testFlagsAreTwoCells() {
        XCTAssertEqual("🇯🇵".count, 1)
        XCTAssertEqual("🇯🇵".cellWidth, 2)
        XCTAssertEqual("🇺🇦🇯🇵".cellWidth, 4)
    }

    func testTextPresentationSymbolsAreOneCell() {
        for symbol in ["⚙", "✓", "•", "›", "❤", "☺", "→", "…", "─", "│", "█", "©"] {
            XCTAssertEqual(symbol.cellWidth, 1, symbol)
        }
    }

    func testEmojiPresentationSelectorMakesASymbolWide() {
        XCTAssertEqual("⚙\u{FE0F}".count, 1)
        XCTAssertEqual("⚙\u{FE0F}".cellWidth, 2)
        XCTAssertEqual("❤\u{FE0F}".cellWidth, 2)
        XCTAssertEqual("©\u{FE0F}".cellWidth, 2)
    }

    func testKeycapSequencesAreWide() {
        // Digit or sign + VS16 + COMBINING ENCLOSING KEYCAP renders as an emoji.
        XCTAssertEqual("1\u{FE0F}\u{20E3}".count, 1)
        XCTAssertEqual("1\u{FE0F}\u{20E3}".cellWidth, 2)
        XCTAssertEqual("#\u{FE0F}\u{20E3}".cellWidth, 2)
        XCTAssertEqual("*\u{20E3}".cellWidth, 2)
    }

    func testCombiningMarksRideOnTheirBase() {
        let eAcute = "e\u{0301}"
        XCTAssertEqual(eAcute.count, 1)
        XCTAssertEqual(eAcute.cellWidth, 1)
        let shortI = "\u{0438}\u{0306}"  // й, decomposed
        XCTAssertEqual(shortI.count, 1)
        XCTAssertEqual(shortI.cellWidth, 1)
        XCTAssertEqual("Cafe\u{0301}".cellWidth, 4)
        XCTAssertEqual("a\u{0301}\u{0302}\u{0303}".cellWidth, 1)
    }

    func testControlCharactersTakeNoCell() {
        for control in ["\u{0}", "\t", "\n", "\r", "\r\n", "\u{1B}", "\u{7F}", "\u{85}", "\u{9F}"] {
            XCTAssertEqual(control.cellWidth, 0, control.unicodeScalars.map { "\($0.value)" }.joined())
        }
        XCTAssertEqual("a\tb\n".cellWidth, 2)
    }

    func testLoneCombiningAndFormatCharactersTakeNoCell() {
        let mark = Character("\u{0301}")
        XCTAssertEqual(TextWidth.of(mark), 0)
        XCTAssertEqual(TextWidth.of(Character("\u{20DD}")), 0)  // enclosing circle
        XCTAssertEqual(TextWidth.of(Character("\u{200B}")), 0)  // zero-width space
        XCTAssertEqual(TextWidth.of(Character("\u{200D}")), 0)  // zero-width joiner
        XCTAssertEqual(TextWidth.of(Character("\u{AD}")), 0)  // soft hyphen
    }

    func testMixedTextSumsItsGraphemes() {
        XCTAssertEqual("a日😀é\u{0301}я".cellWidth, 1 + 2 + 2 + 1 + 1)
        XCTAssertEqual("Привет, 世界!".cellWidth, 6 + 1 + 1 + 4 + 1)
    }

    func testSubstringsMeasureLikeStrings() {
        let text = "ab日本"
        XCTAssertEqual(text.dropFirst(2).cellWidth, 4)
        XCTAssertEqual(TextWidth.of(text[...]), 6)
    }

    func testScalarWidthIsWhatATerminalGivesEachCodePoint() {
        XCTAssertEqual(TextWidth.of(scalar: "a"), 1)
        XCTAssertEqual(TextWidth.of(scalar: "Я"), 1)
        XCTAssertEqual(TextWidth.of(scalar: "日"), 2)
        XCTAssertEqual(TextWidth.of(scalar: "😀"), 2)
        XCTAssertEqual(TextWidth.of(scalar: "\u{301}"), 0, "a combining mark")
        XCTAssertEqual(TextWidth.of(scalar: "\u{200D}"), 0, "zero width joiner")
        XCTAssertEqual(TextWidth.of(scalar: "\u{FE0F}"), 0, "a variation selector alone")
        XCTAssertEqual(TextWidth.of(scalar: "\u{1B}"), 0, "a control character")
    }
}
