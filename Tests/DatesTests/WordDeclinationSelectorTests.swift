import Dates
import XCTest

final class WordDeclinationSelectorTests: XCTestCase {
    private let days = WordDeclensions("день", "дня", "дней")
    private let englishDays = WordDeclensions(one: "day", other: "days")

    /// The Russian rule written from the grammar books' side: by the number's last word
    /// when read aloud («двадцать один», «сто двенадцать»).
    private func expectedRussian(_ number: Int) -> String {
        let digits = String(number)
        let tail = digits.count >= 2 ? String(digits.suffix(2)) : digits
        if tail.count == 2, tail.first == "1" { return "дней" }  // одиннадцать … девятнадцать
        switch digits.last {
        case "1": return "день"
        case "2", "3", "4": return "дня"
        default: return "дней"
        }
    }

    func testEveryRussianFormFromZeroToAThousand() {
        for number in 0...1000 {
            XCTAssertEqual(
                WordDeclinationSelector.declineWord(for: number, from: days), expectedRussian(number), "\(number)")
        }
    }

    func testTheRussianExamples() {
        let expected = [
            1: "день", 2: "дня", 4: "дня", 5: "дней", 11: "дней", 12: "дней", 14: "дней", 21: "день", 22: "дня",
            25: "дней", 101: "день", 111: "дней", 112: "дней", 1001: "день", 0: "дней",
        ]
        for (number, form) in expected {
            XCTAssertEqual(WordDeclinationSelector.declineWord(for: number, from: days), form, "\(number)")
        }
    }

    func testEnglishHasOneFormForOneAndAnotherForEveryOtherNumber() {
        for number in 0...1000 {
            let expected = number == 1 ? "day" : "days"
            XCTAssertEqual(WordDeclinationSelector.declineWord(for: number, from: englishDays), expected, "\(number)")
        }
    }

    func testNegativeNumbersTakeTheirMagnitudesForm() {
        XCTAssertEqual(WordDeclinationSelector.declineWord(for: -1, from: days), "день")
        XCTAssertEqual(WordDeclinationSelector.declineWord(for: -22, from: days), "дня")
        XCTAssertEqual(WordDeclinationSelector.declineWord(for: -11, from: days), "дней")
        XCTAssertEqual(WordDeclinationSelector.declineWord(for: -1, from: englishDays), "day")
        XCTAssertEqual(WordDeclinationSelector.declineWord(for: -101, from: englishDays), "days")
        XCTAssertEqual(WordDeclinationSelector.declineWord(for: Int.min, from: days), expectedRussian(8), "…08")
    }
}
