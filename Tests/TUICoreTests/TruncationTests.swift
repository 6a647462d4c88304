import XCTest

@testable import TUICore

final class TruncationTests: XCTestCase {
    func testTextThatFitsIsReturnedUnchanged() {
        XCTAssertEqual("hello".truncated(toWidth: 5), "hello")
        XCTAssertEqual("hello".truncated(toWidth: 80), "hello")
        XCTAssertEqual("日本語".truncated(toWidth: 6), "日本語")
        XCTAssertEqual("".truncated(toWidth: 3), "")
    }

    func testCutTextEndsInTheEllipsis() {
        XCTAssertEqual("hello world".truncated(toWidth: 8), "hello w…")
        XCTAssertEqual("hello world".truncated(toWidth: 8).cellWidth, 8)
        XCTAssertEqual("abcdef".truncated(toWidth: 2), "a…")
    }

    func testCustomEllipsis() {
        XCTAssertEqual("abcdefgh".truncated(toWidth: 6, ellipsis: "..."), "abc...")
        XCTAssertEqual("abcdefgh".truncated(toWidth: 4, ellipsis: ""), "abcd")
    }

    func testWideCharactersNeverPushPastTheWidth() {
        let text = "日本語のテキスト"
        for width in 1...text.cellWidth {
            let result = text.truncated(toWidth: width)
            XCTAssertLessThanOrEqual(result.cellWidth, width, "width \(width): \(result)")
            XCTAssertTrue(result.hasSuffix("…") || result == text, "width \(width): \(result)")
        }
        // The third ideograph would need cells 5–6 but only 5 is free before the ellipsis.
        XCTAssertEqual("日本語".truncated(toWidth: 5), "日本…")
        XCTAssertEqual("日本語".truncated(toWidth: 4), "日…")
        XCTAssertEqual("日本語".truncated(toWidth: 2), "…")
    }

    func testEmojiAndCombiningMarksStayWhole() {
        // Six cells each, as a terminal counting with wcwidth shows the three emoji.
        let family = "👨\u{200D}👩\u{200D}👧"
        XCTAssertEqual((family + family + family).truncated(toWidth: 13), family + family + "…")
        XCTAssertEqual((family + family + family).truncated(toWidth: 12), family + "…")
        XCTAssertEqual(
            "e\u{0301}e\u{0301}e\u{0301}e\u{0301}".truncated(toWidth: 3), "e\u{0301}e\u{0301}…")
    }

    func testWidthZeroOrNegativeGivesNothing() {
        XCTAssertEqual("hello".truncated(toWidth: 0), "")
        XCTAssertEqual("hello".truncated(toWidth: -3), "")
    }

    func testWidthOneShowsOnlyTheEllipsis() {
        XCTAssertEqual("hello".truncated(toWidth: 1), "…")
        XCTAssertEqual("h".truncated(toWidth: 1), "h")
        XCTAssertEqual("日".truncated(toWidth: 1), "…")
    }

    func testAnEllipsisWiderThanTheSpaceIsCutByCells() {
        XCTAssertEqual("abcdefgh".truncated(toWidth: 2, ellipsis: "..."), "..")
        // A wide ellipsis that cannot fit must not overflow the width.
        let result = "abcdefgh".truncated(toWidth: 1, ellipsis: "⋯⋯")
        XCTAssertLessThanOrEqual(result.cellWidth, 1)
        let wide = "abcdefgh".truncated(toWidth: 1, ellipsis: "…")
        XCTAssertEqual(wide, "…")
        let tooWide = "abcdefgh".truncated(toWidth: 1, ellipsis: "〜")
        XCTAssertLessThanOrEqual(tooWide.cellWidth, 1, tooWide)
        XCTAssertEqual("abcdefgh".truncated(toWidth: 3, ellipsis: "〜〜"), "〜")
    }

    /// A text is cut where cutting it grapheme by grapheme would, whatever it mixes:
    /// plain scalars (measured without breaking graphemes) next to marks, joiners,
    /// controls, CRLF, flags and wide ones; from a substring too.
    func testATextIsCutWhereItsGraphemesOneByOneWouldBe() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let text = GraphemeMix.text(maxPieces: 12, using: &generator)
            let width = Int.random(in: 1...14, using: &generator)
            // Grapheme by grapheme, as the cut was made before.
            var expected = ""
            if text.cellWidth <= width {
                expected = text
            } else if width == 1 {
                expected = "…"
            } else {
                var used = 0
                for character in text {
                    let characterWidth = TextWidth.of(character)
                    if used + characterWidth > width - 1 { break }
                    expected.append(character)
                    used += characterWidth
                }
                expected += "…"
            }
            XCTAssertEqual(text.truncated(toWidth: width), expected, "\(text.debugDescription) to \(width)")
            XCTAssertEqual(text[...].truncated(toWidth: width), expected, text.debugDescription)
        }
    }

    /// Plain text (a list's rows) is cut in one pass over its scalars; it must agree with the
    /// general cut, whatever the width and the ellipsis, and a mark that joins a plain letter
    /// sends the text the general way.
    func testPlainTextIsCutAsTheGeneralCutWould() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("abc XYZ019-/:é ÿЖжЁё") + ["Ѐ", "\u{4FF}"].map { Character($0) }
        for _ in 0..<3_000 {
            var text = String(
                (0..<Int.random(in: 0...120, using: &generator)).map { _ in
                    alphabet.randomElement(using: &generator)!
                })
            if Int.random(in: 0..<8, using: &generator) == 0, !text.isEmpty {
                // A combining acute on a random letter, or a wide ideograph.
                let offset = Int.random(in: 0..<text.count, using: &generator)
                let index = text.index(text.startIndex, offsetBy: offset)
                text.insert(Bool.random(using: &generator) ? "\u{301}" : "日", at: index)
            }
            let width = Int.random(in: -1...130, using: &generator)
            for ellipsis in ["…", "...", ""] {
                XCTAssertEqual(
                    text.truncated(toWidth: width, ellipsis: ellipsis),
                    text[...].truncated(toWidth: width, ellipsis: ellipsis),
                    "\(text.debugDescription) to \(width) with \(ellipsis.debugDescription)")
            }
        }
        XCTAssertEqual("cafe\u{301} au lait".truncated(toWidth: 5), "cafe\u{301}…")
        XCTAssertEqual("Журнал запросов".truncated(toWidth: 8), "Журнал …")
    }
}
