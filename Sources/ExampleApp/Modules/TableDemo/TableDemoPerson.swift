/// One made-up person of the table demo. Every field follows from the row's number, so a
/// million people take no memory until they are drawn.
struct TableDemoPerson: Hashable, Sendable {
    enum Status: Int, Hashable, Sendable {
        case active
        case away
        case blocked
    }

    /// Counted from one, as the table's `#` column shows it.
    var number: Int
    var firstName: String
    var lastName: String
    var city: String
    var age: Int
    /// Cents; below zero when the person owes.
    var balance: Int
    var status: Status
    /// Days since 1 January 2015.
    var joinedDay: Int
    /// What follows the name in the e-mail address (the row's last two digits).
    var mailSuffix: Int

    var name: String { firstName + " " + lastName }

    var email: String { "\(firstName.lowercased()).\(lastName.lowercased())\(mailSuffix)@example.com" }

    /// `12,345.67`, or `-5,000.00` for a debt.
    var balanceText: String { balanceText() }

    /// The balance with the language's separators: `12 345,67` in Russian.
    func balanceText(grouping: String = ",", decimal: String = ".") -> String {
        let cents = balance.magnitude
        var bytes = Self.groupedBytes(cents / 100, separator: grouping)
        if balance < 0 { bytes.insert(UInt8(ascii: "-"), at: 0) }
        bytes += decimal.utf8
        bytes += [UInt8(ascii: "0") + UInt8(cents % 100 / 10), UInt8(ascii: "0") + UInt8(cents % 10)]
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `2019-04-12`.
    var joinedText: String {
        let (year, month, day) = Self.civilDate(daysSince2015: joinedDay)
        return "\(year)-\(Self.twoDigits(month))-\(Self.twoDigits(day))"
    }

    /// `number` with its thousands grouped: 1,000,000.
    static func grouped(_ number: Int, separator: String = ",") -> String {
        var bytes = groupedBytes(number.magnitude, separator: separator)
        if number < 0 { bytes.insert(UInt8(ascii: "-"), at: 0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `grouped(magnitude)`'s UTF-8: built right to left and turned round in place, so the
    /// string is made from contiguous bytes (a reversed view took the slow, generic path).
    /// A table makes a screenful of these when it opens.
    private static func groupedBytes(_ magnitude: UInt, separator: String) -> [UInt8] {
        var magnitude = magnitude
        var bytes: [UInt8] = []
        bytes.reserveCapacity(32)
        let separatorBytes = separator.utf8.reversed()
        var count = 0
        repeat {
            if count > 0, count.isMultiple(of: 3) { bytes += separatorBytes }
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
            count += 1
        } while magnitude > 0
        bytes.reverse()
        return bytes
    }

    private static func twoDigits(_ number: Int) -> String {
        number < 10 ? "0\(number)" : "\(number)"
    }

    /// The calendar date `days` after 1 January 2015 (Howard Hinnant's days-to-civil).
    private static func civilDate(daysSince2015 days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 16_436 + 719_468  // 2015-01-01 is day 16,436 of the Unix epoch
        let era = z / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
