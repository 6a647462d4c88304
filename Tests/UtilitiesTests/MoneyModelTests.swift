import Foundation
import Utilities
import XCTest

final class MoneyModelTests: XCTestCase {
    func testTheTemplatesExamples() {
        XCTAssertEqual(MoneyModel(decimal: 10, digit: 0).asString(), "10")
        XCTAssertEqual(MoneyModel(decimal: 10, digit: 9).asString(), "10.09")
        XCTAssertEqual(MoneyModel(decimal: 10, digit: 99).asString(), "10.99")
        XCTAssertEqual(MoneyModel(decimal: -10, digit: 9).asString(), "-10.09")
        XCTAssertEqual(MoneyModel(decimal: 0, digit: 150).amount, Decimal(string: "1.5"))
    }

    func testAmountsAreExact() {
        let tenth = MoneyModel(amount: Decimal(string: "0.1")!)
        let sum = (0..<10).reduce(MoneyModel(amount: 0)) { total, _ in total.adding(tenth)! }
        XCTAssertEqual(sum.amount, 1, "ten dimes are exactly one")
        XCTAssertEqual(MoneyModel(amount: Decimal(string: "0.3")!).asString(), "0.3")
    }

    func testFormattingFollowsTheLocale() {
        let nbsp = "\u{A0}"
        let amount = MoneyModel(amount: Decimal(string: "1234567.5")!, currencyCode: "RUB")
        XCTAssertEqual(amount.formatted(locale: Locale(identifier: "ru_RU")), "1\(nbsp)234\(nbsp)567,50\(nbsp)₽")
        XCTAssertEqual(amount.formatted(locale: Locale(identifier: "en_US")), "₽1,234,567.50")
        let dollars = MoneyModel(amount: Decimal(string: "1234567.5")!, currencyCode: "USD")
        XCTAssertEqual(dollars.formatted(locale: Locale(identifier: "en_US")), "$1,234,567.50")
        let whole = MoneyModel(decimal: 1500, digit: 0, currencyCode: "RUB")
        XCTAssertEqual(
            whole.formatted(locale: Locale(identifier: "ru_RU"), dropsZeroFraction: true), "1\(nbsp)500\(nbsp)₽")
        XCTAssertEqual(whole.formatted(locale: Locale(identifier: "ru_RU")), "1\(nbsp)500,00\(nbsp)₽")
    }

    func testMoneyInDifferentCurrenciesDoesNotAdd() {
        let roubles = MoneyModel(decimal: 1, digit: 0, currencyCode: "RUB")
        let dollars = MoneyModel(decimal: 1, digit: 0, currencyCode: "USD")
        XCTAssertNil(roubles.adding(dollars))
        XCTAssertEqual(roubles.adding(roubles)?.amount, 2)
    }
}
