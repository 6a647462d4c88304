import Synchronization
import TUIKit

/// A fruit of the table tests: a name, a price that ties with others, and where it grows.
struct Fruit: Hashable, Sendable {
    var name: String
    var price: Int
    var origin: String
}

/// Which rows a source was asked for, call by call, from any thread.
final class ReadLog: Sendable {
    private let calls = Mutex<[[Int]]>([])

    func record(_ rows: [Int]) { calls.withLock { $0.append(rows) } }

    var all: [[Int]] { calls.withLock { $0 } }

    /// Every row asked for so far.
    var rows: Set<Int> { Set(all.joined()) }

    func reset() { calls.withLock { $0.removeAll() } }
}

/// Why a test source would not give a row.
struct UnreadableRow: Error, CustomStringConvertible {
    var row: Int
    var description: String { "row \(row) is unreadable" }
}

/// Fruits in a table: column 0 the name, 1 the price, 2 the origin. Rows in `failing` throw.
struct FruitSource: TableDataSource {
    var fruits: [Fruit]
    var failing: Set<Int> = []
    var log = ReadLog()

    static let basket = FruitSource(fruits: [
        Fruit(name: "Cherry", price: 3, origin: "Turkey"),
        Fruit(name: "Apple", price: 2, origin: "Poland"),
        Fruit(name: "Banana", price: 1, origin: "Ecuador"),
        Fruit(name: "Date", price: 3, origin: "Egypt"),
        Fruit(name: "Elderberry", price: 2, origin: "Austria"),
        Fruit(name: "Fig", price: 3, origin: "Turkey"),
        Fruit(name: "Grape", price: 1, origin: "Italy"),
        Fruit(name: "Blood orange", price: 2, origin: "Spain"),
    ])

    var rowCount: Int { fruits.count }

    func rows(at indices: [Int]) throws -> [Fruit] {
        log.record(indices)
        if let bad = indices.first(where: failing.contains) { throw UnreadableRow(row: bad) }
        return indices.map { fruits[$0] }
    }

    func orders(_ first: Int, before second: Int, inColumn column: Int) throws -> Bool {
        if let bad = [first, second].first(where: failing.contains) { throw UnreadableRow(row: bad) }
        let (a, b) = (fruits[first], fruits[second])
        switch column {
        case 1: return a.price < b.price
        case 2: return a.origin < b.origin
        default: return a.name < b.name
        }
    }

    func text(of row: Fruit, inColumn column: Int) -> String {
        switch column {
        case 1: String(row.price)
        case 2: row.origin
        default: row.name
        }
    }
}

/// `count` rows made from their numbers: row `i` is "Item i", worth `i % 7`.
struct NumberedSource: TableDataSource {
    var count: Int
    var log = ReadLog()

    var rowCount: Int { count }

    func rows(at indices: [Int]) throws -> [Int] {
        log.record(indices)
        return indices
    }

    func orders(_ first: Int, before second: Int, inColumn column: Int) throws -> Bool {
        column == 1 ? first % 7 < second % 7 : first < second
    }

    func text(of row: Int, inColumn column: Int) -> String {
        column == 1 ? String(row % 7) : "Item \(row)"
    }
}

extension TableColumn<Fruit> {
    static var fruitColumns: [TableColumn<Fruit>] {
        [
            TableColumn("Name", width: .min(12)) { $0.name },
            TableColumn("Price", width: .length(6), alignment: .trailing) { String($0.price) },
            TableColumn("Origin", width: .fill) { fruit, _ in
                fruit.origin.with(attributes: fruit.origin == "Turkey" ? [.bold] : [])
            },
        ]
    }
}
