import Foundation
import XCTest

@testable import Logs

/// The grams behind the panel's search (`LogChunkGrams`): on random records and random
/// searches, the index answers exactly what `LogFilter` answers testing every record, with
/// every chunk's grams built, with some not built yet (the store builds them off the lock),
/// narrowed from a shorter search, and together with levels, categories and statuses.
final class LogGramIndexTests: XCTestCase {
    private var folder = TemporaryFolder()

    override func setUp() {
        folder = TemporaryFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    /// Seeded, so a failure can be replayed (the seed is in its message).
    private struct SplitMix: RandomNumberGenerator {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return value ^ (value >> 31)
        }
    }

    /// Few, overlapping pieces (Latin with and without diacritics, Cyrillic, digits,
    /// punctuation), so searches hit often and grams repeat across records.
    private static let pieces = [
        "ca", "fé", "CAF", "e ", "ёл", "ка", "ЁЛ", "Й", "од", "re", "qu", "est", " 4", "#1", "Tée", "ß", "x", "0",
        "запрос", "ЗАП", "/v1/", "é", "E", "-", "  ",
    ]
    private static let labels = ["App", "Network", "Сеть", "Café"]

    private static func text(_ generator: inout SplitMix, pieces count: ClosedRange<Int>) -> String {
        (0..<Int.random(in: count, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
            .joined()
    }

    private static func record(_ generator: inout SplitMix) -> LogRecord {
        let date = Date(timeIntervalSince1970: 1_763_800_000)
        if Int.random(in: 0..<8, using: &generator) == 0 {
            return .task(
                NetworkTaskRecord(
                    date: date, method: Bool.random(using: &generator) ? "GET" : "POST",
                    url: "https://a.example/" + text(&generator, pieces: 0...4),
                    statusCode: [200, 404, 503, nil].randomElement(using: &generator)!,
                    responseBody: text(&generator, pieces: 0...6),
                    error: Bool.random(using: &generator) ? nil : text(&generator, pieces: 1...3)))
        }
        var metadata: [String: String] = [:]
        for _ in 0..<Int.random(in: 0...2, using: &generator) {
            metadata[text(&generator, pieces: 1...2)] = text(&generator, pieces: 0...3)
        }
        return .message(
            LogMessage(
                date: date, level: LogLevel.allCases.randomElement(using: &generator)!,
                label: labels.randomElement(using: &generator)!, text: text(&generator, pieces: 1...10),
                metadata: metadata, file: "App/Main.swift", function: "run()", line: 1))
    }

    /// A search: most often a piece of a record's text (so it matches), changed in case.
    private static func query(_ generator: inout SplitMix, records: [LogRecord]) -> String {
        if Int.random(in: 0..<4, using: &generator) == 0 { return text(&generator, pieces: 1...3) }
        let source: String
        switch records.randomElement(using: &generator)! {
        case .message(let message): source = message.text
        case .task(let task): source = task.url
        }
        let characters = Array(source)
        guard !characters.isEmpty else { return "x" }
        let start = Int.random(in: 0..<characters.count, using: &generator)
        let length = Int.random(in: 1...min(12, characters.count - start), using: &generator)
        let piece = String(characters[start..<start + length])
        return Bool.random(using: &generator) ? piece.uppercased() : piece
    }

    /// Records with each field folded once, for `bruteForce`.
    private struct Folded {
        let records: [LogRecord]
        let fields: [[[UInt8]]]

        init(_ records: [LogRecord]) {
            self.records = records
            fields = records.map { record in
                switch record {
                case .message(let message):
                    ([message.text, message.label, message.file, message.function]
                        + message.metadata.flatMap { [$0.key, $0.value] }).map(LogSearchText.fold)
                case .task(let task):
                    [
                        task.method, task.url, task.statusCode.map(String.init) ?? "", task.error ?? "",
                        task.requestBody ?? "", task.responseBody ?? "",
                    ].map(LogSearchText.fold)
                }
            }
        }
    }

    /// What `filter` lets through, testing every record as `LogFilter` does (its levels,
    /// categories and statuses by `LogFilter` itself; its search in each field, folded),
    /// newest first.
    private static func bruteForce(_ filter: LogFilter, _ folded: Folded) -> LogIndex.Matches {
        let facets = LogFilter(levels: filter.levels, categories: filter.categories, statuses: filter.statuses)
        let needle = filter.foldedSearch
        var matches = LogIndex.Matches()
        for (position, record) in folded.records.enumerated().reversed() {
            let found =
                needle.isEmpty
                || folded.fields[position].contains { field in
                    field.withUnsafeBufferPointer { LogSearchText.firstMatch(of: needle, in: $0, from: 0) != nil }
                }
            guard found else { continue }
            switch record {
            case .message(let message) where facets.matches(message): matches.messages.append(position)
            case .task(let task) where facets.matches(task): matches.tasks.append(position)
            default: break
            }
        }
        return matches
    }

    /// `bruteForce` is `LogFilter` itself on these records.
    func testTheBruteForceIsLogFiltersOwnAnswer() {
        var generator = SplitMix(state: 5)
        let records = (0..<400).map { _ in Self.record(&generator) }
        let folded = Folded(records)
        for _ in 0..<40 {
            let filter = Self.randomFacets(&generator, search: Self.query(&generator, records: records))
            var expected = LogIndex.Matches()
            for (position, record) in records.enumerated().reversed() {
                switch record {
                case .message(let message) where filter.matches(message): expected.messages.append(position)
                case .task(let task) where filter.matches(task): expected.tasks.append(position)
                default: break
                }
            }
            XCTAssertEqual(Self.bruteForce(filter, folded), expected, "\(filter)")
        }
    }

    private static func randomFacets(_ generator: inout SplitMix, search: String) -> LogFilter {
        var filter = LogFilter(searchText: search)
        switch Int.random(in: 0..<6, using: &generator) {
        case 0: filter.levels = [LogLevel.allCases.randomElement(using: &generator)!]
        case 1: filter.categories = [labels.randomElement(using: &generator)!]
        case 2: filter.statuses = [NetworkStatusClass.allCases.randomElement(using: &generator)!]
        case 3: filter.levels = [.error, .info]
        default: break
        }
        return filter
    }

    func testSearchesAgreeWithTestingEveryRecord() {
        for seed in UInt64(1)...2 {
            var generator = SplitMix(state: seed)
            var records = (0..<2_600).map { _ in Self.record(&generator) }
            // Five full chunks with their grams, the sixth not full.
            var index = LogIndex(records)
            XCTAssertEqual(index.gramStatistics.indexedChunks, 5)
            // Another full chunk whose grams are not built (yet), and a partial one.
            for _ in 0..<600 {
                let record = Self.record(&generator)
                records.append(record)
                index.append(LogIndex.Prepared(record, size: 0))
            }
            let statistics = index.gramStatistics
            XCTAssertEqual(statistics.fullChunks, 6)
            XCTAssertEqual(statistics.indexedChunks, 5)
            XCTAssertGreaterThan(statistics.bytes, 0)
            let folded = Folded(records)
            var hits = 0
            for _ in 0..<80 {
                let query = Self.query(&generator, records: records)
                let filter = Self.randomFacets(&generator, search: query)
                let expected = Self.bruteForce(filter, folded)
                let matches = index.matches(filter)
                XCTAssertEqual(matches, expected, "seed \(seed), \(filter)")
                hits += expected.messages.count + expected.tasks.count
                // Typed one character more: narrowed from the shorter search's result.
                let shorter = LogFilter(
                    levels: filter.levels, categories: filter.categories, statuses: filter.statuses,
                    searchText: String(query.dropLast()))
                if shorter.isNarrowed(by: filter) {
                    XCTAssertEqual(
                        index.matches(filter, narrowing: index.matches(shorter)), expected,
                        "seed \(seed), narrowed: \(filter)")
                }
            }
            XCTAssertGreaterThan(hits, 300, "the searches found records (seed \(seed))")
            // Built now: the same answers.
            index.buildGrams()
            XCTAssertEqual(index.gramStatistics.indexedChunks, 6)
            for _ in 0..<30 {
                let filter = LogFilter(searchText: Self.query(&generator, records: records))
                XCTAssertEqual(index.matches(filter), Self.bruteForce(filter, folded), "seed \(seed), \(filter)")
            }
        }
    }

    /// A result computed only as far as a list shows (`LogIndex.Extent`) is the whole
    /// result when that costs no more, else the newest rows of the kind asked for, exactly
    /// as the whole result begins; narrowed from a shorter search's result too. A cancelled
    /// computation gives nothing; one not cancelled, the whole result.
    func testAResultComputedAsFarAsTheListShowsBeginsTheWholeResult() {
        var generator = SplitMix(state: 13)
        var records = (0..<2_600).map { _ in Self.record(&generator) }
        var index = LogIndex(records)
        // A full chunk without grams, and a partial one, as a store has them.
        for _ in 0..<600 {
            let record = Self.record(&generator)
            records.append(record)
            index.append(LogIndex.Prepared(record, size: 0))
        }
        let folded = Folded(records)
        var partial = 0
        var whole = 0
        for round in 0..<120 {
            let query = round % 5 == 0 ? "" : Self.query(&generator, records: records)
            let filter = Self.randomFacets(&generator, search: query)
            let expected = Self.bruteForce(filter, folded)
            let kind: LogFilter.Kind = Bool.random(using: &generator) ? .messages : .tasks
            let extent = LogIndex.Extent(
                kind: kind, rows: Int.random(in: 1...60, using: &generator),
                tested: Int.random(in: 0...300, using: &generator))
            let shorter = LogFilter(
                levels: filter.levels, categories: filter.categories, statuses: filter.statuses,
                searchText: String(query.dropLast()))
            var results = [("", index.matches(filter, upTo: extent))]
            if !query.isEmpty, shorter.isNarrowed(by: filter) {
                results.append((", narrowed", index.matches(filter, narrowing: index.matches(shorter), upTo: extent)))
            }
            for (how, result) in results {
                guard let kindAsked = result.partial else {
                    whole += 1
                    XCTAssertEqual(result, expected, "\(filter)\(how)")
                    continue
                }
                partial += 1
                XCTAssertEqual(kindAsked, kind, "\(filter)\(how)")
                let (rows, other, all) =
                    kind == .messages
                    ? (result.messages, result.tasks, expected.messages)
                    : (result.tasks, result.messages, expected.tasks)
                // As many rows as asked, or every one there is (the other kind is what stopped).
                XCTAssertTrue(rows.count >= extent.rows || rows == all, "\(rows.count) rows (\(filter)\(how))")
                XCTAssertEqual(rows, Array(all.prefix(rows.count)), "\(filter)\(how)")
                XCTAssertEqual(other, [], "\(filter)\(how)")
            }
            XCTAssertNil(index.matches(filter, isCancelled: { true }), "\(filter)")
            XCTAssertEqual(index.matches(filter, isCancelled: { false }), expected, "\(filter)")
        }
        XCTAssertGreaterThan(partial, 20, "some results stopped early")
        XCTAssertGreaterThan(whole, 20, "some results were whole")
    }

    /// A search that matches few of the many records the shorter one matched (`request 4`
    /// after `request `, as the panel's benchmark types it): the narrowing looks up only
    /// the records holding the longer search's grams, and answers exactly the same, whole
    /// or as far as a list shows, newest first.
    func testNarrowingAManyRecordResultToAFewRecordSearchAgrees() {
        var generator = SplitMix(state: 21)
        let date = Date(timeIntervalSince1970: 1_763_800_000)
        let records: [LogRecord] = (0..<3_000).map { number in
            // Every record holds `request `; one in 97 `request 4`, some `request 40`.
            let tail = number % 97 == 0 ? "4\(number % 3 == 0 ? "0" : "")" : ["x", "#4", "ok", "a4"][number % 4]
            return .message(
                LogMessage(
                    date: date, level: LogLevel.allCases.randomElement(using: &generator)!, label: "Network",
                    text: "request \(tail) \(number)", file: "App/Main.swift", function: "run()", line: 1))
        }
        var index = LogIndex(records)
        index.append(LogIndex.Prepared(records[0], size: 0))
        let folded = Folded(records + [records[0]])
        let wide = index.matches(LogFilter(searchText: "request "))
        XCTAssertEqual(wide.messages.count, 3_001)
        for search in ["request 4", "REQUEST 40", "request 4x"] {
            for levels in [[], [LogLevel.error]] as [Set<LogLevel>] {
                let filter = LogFilter(levels: levels, searchText: search)
                let expected = Self.bruteForce(filter, folded)
                XCTAssertEqual(index.matches(filter, narrowing: wide), expected, "\(filter)")
                for rows in [1, 5, 40] {
                    let narrowed = index.matches(
                        filter, narrowing: wide, upTo: LogIndex.Extent(kind: .messages, rows: rows, tested: 10))
                    XCTAssertEqual(
                        narrowed.messages, Array(expected.messages.prefix(narrowed.messages.count)), "\(filter)")
                    XCTAssertTrue(narrowed.messages.count >= rows || narrowed == expected, "\(filter), \(rows) rows")
                }
            }
        }
        XCTAssertEqual(Self.bruteForce(LogFilter(searchText: "request 4"), folded).messages.count, 32)
    }

    /// Through a trim that drops part of the first indexed chunk, and in a copy taken before.
    func testSearchesAgreeThroughTrims() {
        var generator = SplitMix(state: 7)
        var records = (0..<2_100).map { _ in Self.record(&generator) }
        var index = LogIndex(records)
        let copy = index
        let copied = records
        var toRemove = 700
        index.removeFirst { _, _ in
            toRemove -= 1
            return toRemove >= 0
        }
        records.removeFirst(700)
        let folded = Folded(records)
        let foldedCopy = Folded(copied)
        for _ in 0..<40 {
            let filter = LogFilter(searchText: Self.query(&generator, records: records))
            XCTAssertEqual(index.matches(filter), Self.bruteForce(filter, folded), "\(filter)")
            XCTAssertEqual(copy.matches(filter), Self.bruteForce(filter, foldedCopy), "the copy: \(filter)")
        }
    }

    /// A gram's records, as a short list and as a set, are exactly the records holding it.
    func testAGramsRecordsAreTheRecordsHoldingIt() {
        let texts = (0..<512).map { number -> String in
            number % 100 == 7 ? "rare ёж \(number)" : "common text \(number % 10)"
        }
        var text: [UInt8] = []
        var ends: [Int32] = []
        for line in texts {
            LogSearchText.append(fields: [line, "label"], to: &text)
            ends.append(Int32(text.count))
        }
        let grams = text.withUnsafeBufferPointer { LogChunkGrams(text: $0, ends: ends) }
        for probe in ["r", "ra", "rar", "ёж", "co", "com", " 3", "l", "lab", "tl", "ел"] {
            let folded = LogSearchText.fold(probe)
            var expected: [Int] = []
            for (number, line) in texts.enumerated() {
                let fields = [LogSearchText.fold(line), LogSearchText.fold("label")]
                if fields.contains(where: { field in
                    field.withUnsafeBufferPointer { LogSearchText.firstMatch(of: folded, in: $0, from: 0) != nil }
                }) {
                    expected.append(number)
                }
            }
            guard let keys = LogChunkGrams.grams(of: folded) else { return XCTFail("no grams for \(probe)") }
            var found: [Int] = []
            if folded.count <= 3 {
                XCTAssertTrue(keys.isExact)
                if let records = grams.records(holding: keys.keys[0]) {
                    LogChunkGrams.forEach(in: records) { found.append($0) }
                }
                XCTAssertEqual(found, expected, probe)
            }
        }
        XCTAssertNil(grams.records(holding: LogChunkGrams.key(Array("zzz".utf8))))
        // "l" + separator + "l": the gram "tl" would span two fields.
        XCTAssertNil(grams.records(holding: LogChunkGrams.key(Array("tl".utf8))))
        XCTAssertNil(LogChunkGrams.grams(of: [0x61, LogSearchText.fieldSeparator]))
    }

    /// The store builds the grams of chunks that fill up as messages arrive, off the lock,
    /// and its answers stay those of testing every record.
    func testTheStoreBuildsGramsAsChunksFill() throws {
        // The records' own day, so the store's age cap keeps them.
        let store = try LogStore(
            directory: folder.url, configuration: .init(now: { Date(timeIntervalSince1970: 1_763_800_000) }))
        XCTAssertTrue(store.waitUntilLoaded(timeout: .now() + .seconds(10)))
        var generator = SplitMix(state: 11)
        for _ in 0..<1_300 {
            switch Self.record(&generator) {
            case .message(let message): store.record(message: message)
            case .task(let task): store.record(task: task)
            }
        }
        let deadline = Date().addingTimeInterval(20)
        while store.snapshot().index.gramStatistics.indexedChunks < 2, Date() < deadline {
            usleep(10_000)
        }
        let index = store.snapshot().index
        XCTAssertEqual(index.gramStatistics.fullChunks, 2)
        XCTAssertEqual(index.gramStatistics.indexedChunks, 2, "both full chunks got their grams")
        let records = index.records
        let folded = Folded(records)
        for _ in 0..<40 {
            let filter = LogFilter(searchText: Self.query(&generator, records: records))
            XCTAssertEqual(index.matches(filter), Self.bruteForce(filter, folded), "\(filter)")
        }
    }
}
