import AppSupport
import XCTest

@testable import ExampleApp

/// The table demo's data and logic, without rendering.
@MainActor
final class TableDemoViewModelTests: XCTestCase {
    func testAMillionPeopleAreThereWithoutBeingMade() async {
        let viewModel = TableDemoViewModel()
        XCTAssertEqual(viewModel.rowCount, 1_000_000)
        XCTAssertEqual(viewModel.table.selection.count, 1_000_000)
        XCTAssertTrue(viewModel.intro.contains("1,000,000"))
    }

    func testAPersonFollowsFromTheRowNumberAlone() async throws {
        let people = TableDemoPeople(rowCount: 1_000_000)
        let first = try people.person(123_456)
        XCTAssertEqual(try people.person(123_456), first)
        XCTAssertEqual(first.number, 123_457)
        XCTAssertTrue((18..<88).contains(first.age))
        XCTAssertTrue(first.email.hasSuffix("56@example.com"))
        XCTAssertEqual(people.text(of: first, inColumn: TableDemoColumn.name.rawValue), first.name)
    }

    func testTheSortOrderOfEveryColumnIsTheOrderOfItsText() async throws {
        let people = TableDemoPeople(rowCount: 400)
        let rows = try people.rows(at: Array(0..<400))
        for column in [TableDemoColumn.name, .city, .email] {
            let sorted = try TableRowOrder.sorted(people, by: TableSortOrder(column: column.rawValue))
            let texts = (0..<400).map { people.text(of: rows[sorted[$0]], inColumn: column.rawValue) }
            XCTAssertEqual(texts, texts.sorted(), "\(column)")
        }
        let byBalance = try TableRowOrder.sorted(people, by: TableSortOrder(column: 4, direction: .descending))
        let balances = (0..<400).map { rows[byBalance[$0]].balance }
        XCTAssertEqual(balances, balances.sorted(by: >))
    }

    func testFieldsAreFormattedAsTheTableShowsThem() async {
        var person = TableDemoPerson(
            number: 1, firstName: "Anna", lastName: "Lee", city: "Oslo", age: 30, balance: -123_456,
            status: .away, joinedDay: 0, mailSuffix: 7)
        XCTAssertEqual(person.balanceText, "-1,234.56")
        XCTAssertEqual(person.balanceText(grouping: "\u{00A0}", decimal: ","), "-1\u{00A0}234,56", "as in Russian")
        XCTAssertEqual(person.joinedText, "2015-01-01")
        XCTAssertEqual(person.email, "anna.lee7@example.com")
        person.balance = 5
        person.joinedDay = 59
        XCTAssertEqual(person.balanceText, "0.05")
        XCTAssertEqual(person.balanceText(grouping: "\u{00A0}", decimal: ","), "0,05")
        XCTAssertEqual(person.joinedText, "2015-03-01")
        XCTAssertEqual(TableDemoPerson.grouped(1_000_000, separator: "\u{A0}"), "1\u{A0}000\u{A0}000")
    }

    func testBrokenRowsFailToReadAndMendAgainInPlace() async throws {
        let viewModel = TableDemoViewModel(rowCount: 100)
        viewModel.table.selection.select(9)
        viewModel.toggleBrokenRows()
        XCTAssertTrue(viewModel.breaksRows)
        XCTAssertEqual(viewModel.table.selection.selectedIndex, 9, "the same rows: the cursor stays")
        let rows = try viewModel.table.rows(0..<10)
        XCTAssertThrowsError(try rows[7].value.get())
        XCTAssertNoThrow(try rows[6].value.get())
        viewModel.toggleBrokenRows()
        XCTAssertNoThrow(try viewModel.table.rows(0..<10)[7].value.get())
    }

    func testSortingBrokenRowsFailsWithTheReason() async throws {
        let viewModel = TableDemoViewModel(rowCount: 100)
        viewModel.toggleBrokenRows()
        viewModel.table.sort(byColumn: TableDemoColumn.age.rawValue)
        XCTAssertNil(viewModel.table.sortOrder)
        let failure = try XCTUnwrap(viewModel.table.sortFailure)
        XCTAssertTrue(String(describing: failure).contains("is damaged"), "\(failure)")
    }
}
