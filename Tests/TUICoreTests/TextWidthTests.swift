import XCTest

@testable import TUICore

final class TextWidthTests: XCTestCase {
    /// The scalars drawn without grapheme breaking: each takes one cell and is a grapheme
    /// of its own beside any other of them. (A combining mark or a joiner after one is not
    /// plain, so the drawing takes the grapheme path there.)
    func testEveryPlainScalarIsOneCellAndAGraphemeOfItsOwn() {
        let scalars = TextWidth.plainRanges.flatMap { $0 }.compactMap(Unicode.Scalar.init)
        let neighbours =
            TextWidth.plainRanges.flatMap { [$0.lowerBound, $0.upperBound - 1] }
            .compactMap(Unicode.Scalar.init) + ["a", "░", "—", "я"]
        func name(_ scalar: Unicode.Scalar) -> String { "U+" + String(scalar.value, radix: 16) }
        for scalar in scalars {
            XCTAssertTrue(TextWidth.isPlain(scalar), name(scalar))
            XCTAssertEqual(TextWidth.of(scalar: scalar), 1, name(scalar))
            for neighbour in neighbours {
                let pair = String(String.UnicodeScalarView([scalar, neighbour]))
                let reversed = String(String.UnicodeScalarView([neighbour, scalar]))
                XCTAssertEqual(pair.count, 2, "\(name(scalar)) then \(name(neighbour))")
                XCTAssertEqual(reversed.count, 2, "\(name(neighbour)) then \(name(scalar))")
            }
        }
        // `plainRanges` is what `isPlain` takes, no more and no less.
        for value in UInt32(0)..<0x3000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            XCTAssertEqual(
                TextWidth.isPlain(scalar), TextWidth.plainRanges.contains { $0.contains(value) }, name(scalar))
        }
        XCTAssertFalse(TextWidth.isPlain("\u{2028}"), "a line separator is a control")
        XCTAssertFalse(TextWidth.isPlain("\u{200D}"), "a joiner")
        XCTAssertFalse(TextWidth.isPlain("\u{25FD}"), "a wide geometric shape")
    }

    /// A text's width takes plain scalars as one cell without the table, and is still the
    /// sum of its scalars' drawn widths; a Russian row is drawn letter by letter as written.
    func testAMixedRowIsMeasuredAndDrawnScalarByScalar() {
        let row = "INFO  Сеть: запрос выполнен · café Ёлка ─ 東京 e\u{301} #42"
        let expected = row.unicodeScalars.map(TextWidth.drawnWidth(of:)).reduce(0, +)
        XCTAssertEqual(row.cellWidth, expected)
        XCTAssertEqual(row[...].cellWidth, expected)
        var canvas = Canvas(size: Size(width: expected + 2, height: 1))
        XCTAssertEqual(canvas.write(row, at: .zero), expected)
        XCTAssertEqual(canvas.line(0), row + "  ")
        XCTAssertEqual(canvas[6, 0].symbol, "С")
        XCTAssertEqual(canvas[35, 0].symbol, "Ё")
    }

    func testBoxDrawingAndShadesAreDrawnOneCellEach() {
        var canvas = Canvas(size: Size(width: 8, height: 1))
        XCTAssertEqual(canvas.write("┌─░▓…\u{301}x", at: .zero), 6)
        XCTAssertEqual(canvas.line(0), "┌─░▓…\u{301}x  ")
        XCTAssertEqual(canvas[4, 0].symbol, "…\u{301}", "the mark rides on the ellipsis")
    }

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

    func testZWJFamilyTakesTheCellsOfEachEmojiInIt() {
        // A terminal counting with wcwidth shows the four people side by side; the joiners
        // take no cell.
        let family = "👨\u{200D}👩\u{200D}👧\u{200D}👦"
        XCTAssertEqual(family.count, 1)
        XCTAssertEqual(family.cellWidth, 8)
        XCTAssertEqual((family + "a").cellWidth, 9)
    }

    func testSkinToneModifierTakesItsOwnTwoCells() {
        // glibc gives the modifier (U+1F3FD) two cells of its own.
        let thumbsUp = "👍🏽"
        XCTAssertEqual(thumbsUp.count, 1)
        XCTAssertEqual(thumbsUp.cellWidth, 4)
    }

    func testFlagsAreTwoRegionalIndicatorsOfOneCellEach() {
        XCTAssertEqual(TextWidth.of(scalar: "\u{1F1E6}"), 1)
        XCTAssertEqual("🇯🇵".count, 1)
        XCTAssertEqual("🇯🇵".cellWidth, 2)
        XCTAssertEqual("🇺🇦🇯🇵".cellWidth, 4)
    }

    func testTextPresentationSymbolsAreOneCell() {
        for symbol in ["⚙", "✓", "•", "›", "❤", "☺", "→", "…", "─", "│", "█", "©"] {
            XCTAssertEqual(symbol.cellWidth, 1, symbol)
        }
    }

    func testEmojiPresentationSelectorTakesNoCell() {
        // wcwidth counts the base symbol and gives the selector none: the terminal moves
        // the cursor one cell, whatever the font draws.
        XCTAssertEqual("⚙\u{FE0F}".count, 1)
        XCTAssertEqual("⚙\u{FE0F}".cellWidth, 1)
        XCTAssertEqual("❤\u{FE0F}".cellWidth, 1)
        XCTAssertEqual("©\u{FE0F}".cellWidth, 1)
    }

    func testKeycapSequencesTakeTheCellOfTheirBase() {
        XCTAssertEqual("1\u{FE0F}\u{20E3}".count, 1)
        XCTAssertEqual("1\u{FE0F}\u{20E3}".cellWidth, 1)
        XCTAssertEqual("#\u{FE0F}\u{20E3}".cellWidth, 1)
        XCTAssertEqual("*\u{20E3}".cellWidth, 1)
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
    }

    func testSoftHyphenTakesOneCellAsInGlibc() {
        // A format character, but glibc (and so ncurses and xterm) give it a cell.
        XCTAssertEqual(TextWidth.of(Character("\u{AD}")), 1)
        XCTAssertEqual(TextWidth.of(scalar: "\u{AD}"), 1)
    }

    func testScalarsThatAreNotPrintableAreDrawnAsOneReplacementCell() {
        // U+1FAE8 (Unicode 15) is unassigned in glibc 2.36: wcwidth says -1.
        XCTAssertEqual(TextWidth.of(scalar: "\u{1FAE8}"), -1)
        XCTAssertEqual(TextWidth.drawnWidth(of: "\u{1FAE8}"), 1)
        XCTAssertEqual("a\u{1FAE8}b".cellWidth, 3)
        let layout = TextWidth.layout(of: "\u{1FAE8}")
        XCTAssertEqual(layout.width, 1)
        XCTAssertEqual(layout.pieces?.map(\.symbol), [TextWidth.replacement])
    }

    func testLayoutSplitsACharacterIntoThePiecesATerminalCounts() {
        let family = TextWidth.layout(of: "👨\u{200D}👩")
        XCTAssertEqual(family.width, 4)
        XCTAssertEqual(family.pieces?.map(\.symbol), ["👨\u{200D}", "👩"])
        XCTAssertEqual(family.pieces?.map(\.width), [2, 2])
        XCTAssertNil(TextWidth.layout(of: "e\u{301}").pieces, "a base and its mark go as they are")
        XCTAssertNil(TextWidth.layout(of: "日").pieces)
        XCTAssertEqual(TextWidth.layout(of: "🇯🇵").pieces?.map(\.width), [1, 1])
    }

    func testMixedTextSumsItsGraphemes() {
        XCTAssertEqual("a日😀é\u{0301}я".cellWidth, 1 + 2 + 2 + 1 + 1)
        XCTAssertEqual("Привет, 世界!".cellWidth, 6 + 1 + 1 + 4 + 1)
    }

    /// A text is measured over its scalars, without breaking it into graphemes: the same
    /// as the sum of its graphemes' widths, for random mixes of everything that clusters.
    func testATextsWidthIsTheSumOfItsGraphemesWidths() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let text = GraphemeMix.text(maxPieces: 12, using: &generator)
            XCTAssertEqual(TextWidth.of(text), text.reduce(0) { $0 + TextWidth.of($1) }, text.debugDescription)
        }
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
        XCTAssertEqual(TextWidth.of(scalar: "\u{1B}"), -1, "a control character, as wcwidth says")
        XCTAssertEqual(TextWidth.drawnWidth(of: "\u{1B}"), 0, "a control character is never drawn")
        XCTAssertEqual(TextWidth.of(scalar: "\u{0}"), 0, "NUL, as wcwidth says")
    }
}
