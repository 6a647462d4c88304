import Foundation
import XCTest

@testable import Logs

/// A result brought up to date (`LogIndex.matches(_:extending:from:)`, the store's
/// remembered result) instead of computed again: the same answer as computing it again,
/// and none where it cannot be known.
final class LogResultUpdateTests: XCTestCase {
    private var folder = TemporaryFolder()

    override func setUp() {
        folder = TemporaryFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    private static let date = Date(timeIntervalSince1970: 1_763_800_000)

    private func record(_ number: Int) -> LogRecord {
        if number % 5 == 4 {
            return .task(
                NetworkTaskRecord(
                    date: Self.date, method: "GET", url: "https://x/\(number)", statusCode: [200, 503][number % 2]))
        }
        return .message(
            LogMessage(
                date: Self.date, level: LogLevel.allCases[number % LogLevel.allCases.count],
                label: ["App", "Сеть"][number % 2], text: "Café \(number) ёлка"))
    }

    func testAResultBroughtUpToDateIsTheResultComputedAgain() {
        var index = LogIndex((0..<1_500).map(record))
        let filters = [
            LogFilter(), LogFilter(levels: [.error]), LogFilter(categories: ["Сеть"]), LogFilter(searchText: "CAFE 1"),
            LogFilter(levels: [.info], searchText: "елка"), LogFilter(statuses: [.serverError], searchText: "x/1"),
        ]
        let before = filters.map { index.matches($0) }
        let mark = index.mark
        for number in 1_500..<2_200 { index.append(LogIndex.Prepared(record(number), size: 0)) }
        for (filter, previous) in zip(filters, before) {
            let extended = index.matches(filter, extending: previous, from: mark)
            XCTAssertEqual(extended, index.matches(filter), "\(filter)")
            XCTAssertGreaterThan(
                (extended?.messages.count ?? 0) + (extended?.tasks.count ?? 0),
                previous.messages.count + previous.tasks.count, "the new records are in: \(filter)")
            // Narrowing the brought-up-to-date result to a longer search: the same again.
            let longer = LogFilter(
                levels: filter.levels, categories: filter.categories, statuses: filter.statuses,
                searchText: filter.searchText + "2")
            if let extended, filter.isNarrowed(by: longer) {
                XCTAssertEqual(index.matches(longer, narrowing: extended), index.matches(longer), "\(longer)")
            }
        }
        // Nothing added: the result itself.
        XCTAssertEqual(index.matches(filters[1], extending: before[1], from: index.mark), before[1])
    }

    /// A partial result (the newest rows of one kind) brought up to date stays partial, of
    /// that kind only, and begins the whole result computed again.
    func testAPartialResultBroughtUpToDateBeginsTheWholeResult() throws {
        let index = LogIndex((0..<1_500).map(record))
        for kind in [LogFilter.Kind.messages, .tasks] {
            let filter = LogFilter(searchText: "1")
            let partial = index.matches(filter, upTo: LogIndex.Extent(kind: kind, rows: 20, tested: 0))
            XCTAssertEqual(partial.partial, kind)
            let mark = index.mark
            var grown = index
            for number in 1_500..<1_700 { grown.append(LogIndex.Prepared(record(number), size: 0)) }
            let extended = try XCTUnwrap(grown.matches(filter, extending: partial, from: mark))
            let whole = grown.matches(filter)
            XCTAssertEqual(extended.partial, kind)
            let (rows, other, all) =
                kind == .messages
                ? (extended.messages, extended.tasks, whole.messages) : (extended.tasks, extended.messages, whole.tasks)
            XCTAssertEqual(other, [], "only the partial kind's list")
            XCTAssertGreaterThan(rows.count, (kind == .messages ? partial.messages : partial.tasks).count)
            XCTAssertEqual(rows, Array(all.prefix(rows.count)))
        }
    }

    func testNoResultIsBroughtUpToDateAcrossATrimAnotherIndexOrAnotherSearch() {
        var index = LogIndex((0..<600).map(record))
        let filter = LogFilter(searchText: "café")
        let previous = index.matches(filter)
        let mark = index.mark
        XCTAssertNil(index.matches(LogFilter(searchText: "ёлка"), extending: previous, from: mark))
        let other = LogIndex((0..<700).map(record))
        XCTAssertNil(other.matches(filter, extending: previous, from: mark), "another index, even alike")
        index.removeFirst { _, _ in true }
        for number in 0..<700 { index.append(LogIndex.Prepared(record(number), size: 0)) }
        XCTAssertNil(index.matches(filter, extending: previous, from: mark), "records were trimmed since")
    }

    /// The debug panel opened again: the store's remembered result, brought up to date.
    func testTheStoreRemembersTheLastResultAndBringsItUpToDate() throws {
        // The records' own day, so the store's age cap keeps them.
        let store = try LogStore(directory: folder.url, configuration: .init(now: { Self.date }))
        XCTAssertTrue(store.waitUntilLoaded(timeout: .now() + .seconds(10)))
        for number in 0..<300 {
            guard case .message(let message) = record(number) else { continue }
            store.record(message: message)
        }
        let filter = LogFilter(levels: [.error])
        let first = store.snapshot().index
        XCTAssertNil(store.rememberedMatches(of: filter, on: first), "nothing remembered yet")
        store.remember(first.matches(filter), of: filter, on: first)
        for number in 300..<400 {
            guard case .message(let message) = record(number) else { continue }
            store.record(message: message)
        }
        let later = store.snapshot().index
        XCTAssertEqual(store.rememberedMatches(of: filter, on: later), later.matches(filter))
        XCTAssertNil(store.rememberedMatches(of: LogFilter(), on: later), "remembered for another filter")
        try store.clear()
        let cleared = store.snapshot().index
        XCTAssertNil(store.rememberedMatches(of: filter, on: cleared), "the store was cleared")
    }
}
