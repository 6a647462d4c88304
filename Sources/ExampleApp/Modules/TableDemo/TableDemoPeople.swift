import AppSupport

/// The table demo's columns, in order.
enum TableDemoColumn: Int, CaseIterable {
    case number
    case name
    case city
    case age
    case balance
    case status
    case joined
    case email
}

/// A source of made-up people for the table demo: person `i` is made from `i` alone when
/// the table asks for it, so a million rows cost nothing until a screenful is drawn, and
/// sorting compares numbers made the same way instead of building text. With `breaksRows`
/// every fiftieth row (from the eighth) cannot be read, as rows of a damaged file, and the
/// table shows them as error rows.
struct TableDemoPeople: TableDataSource {
    let rowCount: Int
    var breaksRows = false
    /// The separators numbers show with, in the app's language: what a search matches is
    /// what the cells show.
    var grouping = ","
    var decimal = "."

    /// Sorted, so a name's place in its list sorts as its text does.
    private static let firstNames = [
        "Aiko", "Amir", "Anna", "Arjun", "Ben", "Carla", "Chen", "Dmitri", "Elena", "Emma", "Farah", "Felix", "Grace",
        "Hana", "Hugo", "Ines", "Ivan", "Jamal", "Jonas", "Kai", "Lara", "Leo", "Lucia", "Maya", "Mateo", "Nadia",
        "Noah", "Olga", "Omar", "Priya", "Quinn", "Rosa", "Sven", "Tariq", "Uma", "Victor", "Wen", "Yara", "Yusuf",
        "Zoe",
    ].sorted()
    private static let lastNames = [
        "Abbott", "Bauer", "Costa", "Dubois", "Eriksen", "Fischer", "Garcia", "Hansen", "Ito", "Jensen", "Kowalski",
        "Lee", "Martin", "Novak", "Okafor", "Petrov", "Quist", "Rossi", "Silva", "Tanaka", "Usman", "Volkova",
        "Weber", "Xu", "Young", "Zhang",
    ].sorted()
    private static let cities = [
        "Amsterdam", "Berlin", "Buenos Aires", "Cairo", "Kraków", "Lagos", "Lima", "Lisbon", "Montréal", "Mumbai",
        "Nairobi", "Oslo", "Reykjavík", "Seoul", "São Paulo", "Toronto", "Zürich", "Москва", "東京",
    ].sorted()
    /// Each mail suffix's place when addresses sort as text: "12@" before "3@", "76@"
    /// before "7@".
    private static let suffixRanks: [Int] = {
        let sorted = (0..<100).map { "\($0)@" }.sorted()
        return (0..<100).map { sorted.firstIndex(of: "\($0)@")! }
    }()

    /// Every fiftieth row from the eighth, while rows are broken.
    static func isDamaged(_ row: Int) -> Bool { row % 50 == 7 }

    func rows(at indices: [Int]) throws -> [TableDemoPerson] {
        try indices.map(person)
    }

    func person(_ row: Int) throws -> TableDemoPerson {
        if breaksRows, Self.isDamaged(row) { throw TableDemoReadError.damaged(row: row + 1) }
        let key = Key(row)
        return TableDemoPerson(
            number: row + 1, firstName: Self.firstNames[key.first], lastName: Self.lastNames[key.last],
            city: Self.cities[key.city], age: key.age, balance: key.balance, status: key.status,
            joinedDay: key.joinedDay, mailSuffix: key.mailSuffix)
    }

    func orders(_ first: Int, before second: Int, inColumn column: Int) throws -> Bool {
        if breaksRows, Self.isDamaged(first) || Self.isDamaged(second) {
            throw TableDemoReadError.damaged(row: (Self.isDamaged(first) ? first : second) + 1)
        }
        let (a, b) = (Key(first), Key(second))
        switch TableDemoColumn(rawValue: column) {
        case .number, nil: return first < second
        case .name: return (a.first, a.last) < (b.first, b.last)
        case .city: return a.city < b.city
        case .age: return a.age < b.age
        case .balance: return a.balance < b.balance
        case .status: return a.status.rawValue < b.status.rawValue
        case .joined: return a.joinedDay < b.joinedDay
        case .email:
            return (a.first, a.last, Self.suffixRanks[a.mailSuffix])
                < (b.first, b.last, Self.suffixRanks[b.mailSuffix])
        }
    }

    func text(of row: TableDemoPerson, inColumn column: Int) -> String {
        switch TableDemoColumn(rawValue: column) {
        case .number, nil: TableDemoPerson.grouped(row.number, separator: grouping)
        case .name: row.name
        case .city: row.city
        case .age: String(row.age)
        case .balance: row.balanceText(grouping: grouping, decimal: decimal)
        case .status: "\(row.status)"
        case .joined: row.joinedText
        case .email: row.email
        }
    }

    /// The fields of row `row`, as places in the name and city lists and numbers, from one
    /// hash of the row (SplitMix64).
    private struct Key {
        let first: Int
        let last: Int
        let city: Int
        let age: Int
        let balance: Int
        let status: TableDemoPerson.Status
        let joinedDay: Int
        let mailSuffix: Int

        init(_ row: Int) {
            var hash = UInt64(truncatingIfNeeded: row) &+ 0x9E37_79B9_7F4A_7C15
            hash = (hash ^ (hash >> 30)) &* 0xBF58_476D_1CE4_E5B9
            hash = (hash ^ (hash >> 27)) &* 0x94D0_49BB_1331_11EB
            hash ^= hash >> 31
            first = Int(hash % UInt64(TableDemoPeople.firstNames.count))
            last = Int((hash >> 8) % UInt64(TableDemoPeople.lastNames.count))
            city = Int((hash >> 16) % UInt64(TableDemoPeople.cities.count))
            age = 18 + Int((hash >> 24) % 70)
            balance = Int((hash >> 32) % 3_000_001) - 500_000
            let roll = Int((hash >> 56) % 10)
            status = roll < 7 ? .active : roll < 9 ? .away : .blocked
            joinedDay = Int((hash >> 40) % 4_000)
            mailSuffix = row % 100
        }
    }
}

/// A row the demo's source could not read.
enum TableDemoReadError: Error, CustomStringConvertible {
    case damaged(row: Int)

    /// Read when the error is drawn, so it is in the app's language then.
    var description: String {
        switch self {
        case .damaged(let row):
            R.string.tableDemo.damagedRow(
                TableDemoPerson.grouped(row, separator: R.string.tableDemo.thousandsSeparator()))
        }
    }
}
