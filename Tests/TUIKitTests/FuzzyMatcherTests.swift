import AppSupport
import XCTest

/// The palette's matcher and search: which titles match, where, and in which order.
final class FuzzyMatcherTests: XCTestCase {
    private func match(_ query: String, _ candidate: String) -> FuzzyMatch? {
        FuzzyMatcher.match(FuzzyText(query, droppingSpaces: true), in: FuzzyText(candidate))
    }

    func testEveryQueryCharacterMustAppearInOrder() {
        XCTAssertNotNil(match("ost", "Open settings"))
        XCTAssertNil(match("tso", "Open settings"), "out of order")
        XCTAssertNil(match("openx", "Open"), "longer than the candidate")
        XCTAssertNil(match("z", "Open settings"))
    }

    func testAnEmptyQueryMatchesEverythingWithNoPositions() {
        XCTAssertEqual(match("", "Anything"), FuzzyMatch(score: 0, positions: []))
        XCTAssertEqual(match("   ", "Anything"), FuzzyMatch(score: 0, positions: []), "spaces alone are empty")
    }

    func testCaseIsIgnoredInLatinAndCyrillic() {
        XCTAssertEqual(match("SET", "settings")?.positions, [0, 1, 2])
        XCTAssertEqual(match("нАст", "Настройки")?.positions, [0, 1, 2, 3])
        XCTAssertEqual(match("ТЕМА", "тема: Nord")?.positions, [0, 1, 2, 3])
        XCTAssertEqual(match("ё", "Ёлка")?.positions, [0])
    }

    func testWordStartsWinOverLettersInsideWords() {
        // "s" and "t" could be the "st" inside "Toasts", but the word starts score higher.
        XCTAssertEqual(match("ost", "Open settings")?.positions, [0, 5, 7])
        XCTAssertEqual(match("bs", "Bottom sheet")?.positions, [0, 7])
        XCTAssertEqual(match("dl", "deepLinks")?.positions, [0, 4], "a capital after a small letter starts a word")
    }

    func testConsecutiveMatchesWinOverScatteredOnes() {
        XCTAssertEqual(match("she", "Bottom sheet")?.positions, [7, 8, 9])
        let run = try? XCTUnwrap(match("net", "Network"))
        let scattered = try? XCTUnwrap(match("net", "Nice event"))
        XCTAssertGreaterThan(run?.score ?? 0, scattered?.score ?? 0)
    }

    func testPositionsCountCharactersNotScalarsOrBytes() {
        // "é" as e + combining accent is one character; the emoji too.
        XCTAssertEqual(match("ca", "e\u{301}👍 cat")?.positions, [3, 4])
        XCTAssertEqual(match("e\u{301}", "cafe\u{301}")?.positions, [3])
        XCTAssertNil(match("e", "cafe\u{301}"), "e with an accent is another character")
    }

    func testSpacesInTheQueryAreIgnored() {
        XCTAssertEqual(match("open set", "Open settings")?.positions, [0, 1, 2, 3, 5, 6, 7])
    }

    func testPositionsAreAscendingInBoundsAndMatchTheQuery() {
        let candidates = [
            "Switch language to Русский", "Theme: High contrast dark", "Sample command 1000", "a-b_c d.e",
        ]
        let queries = ["s", "tl", "hcd", "sc10", "abcde", "ру", "e"]
        for candidate in candidates {
            let text = Array(candidate)
            for query in queries {
                guard let found = match(query, candidate) else { continue }
                XCTAssertEqual(found.positions, found.positions.sorted())
                XCTAssertEqual(Set(found.positions).count, found.positions.count)
                XCTAssertEqual(
                    found.positions.map { text[$0].lowercased() }.joined(), query.lowercased(),
                    "\(query) in \(candidate)")
            }
        }
    }

    func testSearchPutsRecentChoicesFirstThenTheBestScores() {
        var search = CommandSearch(
            titles: ["Network", "Nice event", "Settings", "Bottom sheet"], recentRanks: [nil, 0, nil, nil])
        XCTAssertEqual(search.results(for: "").map(\.index), [1, 0, 2, 3], "recent first, then as given")
        XCTAssertEqual(search.results(for: "net").map(\.index), [1, 0], "recent even when it scores lower")
        var fresh = CommandSearch(titles: ["Nice event", "Network"], recentRanks: [])
        XCTAssertEqual(fresh.results(for: "net").map(\.index), [1, 0], "by score without recents")
    }

    func testNarrowingAQueryGivesWhatASearchFromScratchGives() {
        let titles =
            (1...300).map { "Sample command \($0)" } + ["Settings", "Switch language to Русский", "Theme: Nord"]
        var typed = CommandSearch(titles: titles, recentRanks: [])
        for query in ["s", "sa", "sam", "sam 1", "sam 12", "sam 1", "s", "", "ру", "тема"] {
            var fresh = CommandSearch(titles: titles, recentRanks: [])
            XCTAssertEqual(typed.results(for: query), fresh.results(for: query), query)
        }
    }
}
