import Foundation

/// An amount of money: exact (`Decimal`, never `Double`), in a currency, formatted with
/// the locale's grouping, decimal separator and currency sign.
public struct MoneyModel: Hashable, Sendable {
    public let amount: Decimal
    /// ISO 4217 code: RUB, USD, EUR.
    public let currencyCode: String

    public init(amount: Decimal, currencyCode: String = "RUB") {
        self.amount = amount
        self.currencyCode = currencyCode
    }

    /// Whole units and hundredths, as in the template: `MoneyModel(decimal: 10, digit: 9)`
    /// is 10.09. The sign of `decimal` applies to the whole amount.
    public init(decimal: Int, digit: Int, currencyCode: String = "RUB") {
        let units = Decimal(decimal)
        let hundredths = Decimal(digit) / 100
        self.init(amount: decimal < 0 ? units - hundredths : units + hundredths, currencyCode: currencyCode)
    }

    /// The bare amount with a point and no trailing zeros: "10", "10.09", "10.99".
    public func asString() -> String {
        var value = amount
        var rounded = Decimal()
        NSDecimalRound(&rounded, &value, 2, .bankers)
        return NSDecimalNumber(decimal: rounded).stringValue
    }

    /// The amount as the locale writes money: "1 234 567,50 ₽" in ru, "$1,234,567.50" in
    /// en; kopecks and cents are dropped when the amount is whole if `dropsZeroFraction`.
    public func formatted(locale: Locale, dropsZeroFraction: Bool = false) -> String {
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .currency
        formatter.currencyCode = currencyCode
        if currencyCode == "RUB" { formatter.currencySymbol = "₽" }
        if dropsZeroFraction && amount == amount.rounded(scale: 0) {
            formatter.minimumFractionDigits = 0
            formatter.maximumFractionDigits = 0
        }
        return formatter.string(from: NSDecimalNumber(decimal: amount)) ?? asString()
    }

    /// The sum, or nil when the currencies differ: adding roubles to dollars is a bug.
    public func adding(_ other: MoneyModel) -> MoneyModel? {
        guard other.currencyCode == currencyCode else { return nil }
        return MoneyModel(amount: amount + other.amount, currencyCode: currencyCode)
    }
}

extension Decimal {
    fileprivate func rounded(scale: Int) -> Decimal {
        var value = self
        var result = Decimal()
        NSDecimalRound(&result, &value, scale, .plain)
        return result
    }
}
