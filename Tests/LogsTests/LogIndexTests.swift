import Foundation
import XCTest

@testable import Logs

/// The index the debug panel filters: records prepared once (folded search text, level or
/// status, category), searched without case or diacritics, and kept in order through
/// trims and chunk boundaries.
final class LogIndexTests: XCTestCase {
    private var folder = TemporaryFolder()

    override func setUp() {
        folder = TemporaryFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    private static let date = Date(timeIntervalSince1970: 1_763_800_000)

    private func message(
        _ text: String, level: LogLevel = .info, label: String = "App", metadata: [String: String] = [:]
    ) -> LogRecord {
        .message(
            LogMessage(
                date: Self.date, level: level, label: label, text: text, metadata: metadata, file: "App/Main.swift",
                function: "run()", line: 1))
    }

    private func texts(_ index: LogIndex, _ positions: [Int]) -> [String] {
        positions.map { position in
            switch index[position] {
            case .message(let message): message.text
            case .task(let task): task.url
            }
        }
    }

    // MARK: Folding

    func testFoldingIgnoresCaseAndDiacriticsInLatinAndCyrillic() {
        XCTAssertEqual(LogSearchText.fold("Café ÉCOLE"), Array("cafe ecole".utf8))
        XCTAssertEqual(LogSearchText.fold("Ёлка ЙОД"), Array("елка иод".utf8))
        XCTAssertEqual(LogSearchText.fold("Plain ASCII 42"), Array("plain ascii 42".utf8))
    }

    func testSearchIgnoresCaseAndDiacritics() {
        let index = LogIndex([
            message("Café opened"), message("CAFE closed"), message("Ёлка зажглась"), message("елка погасла"),
            message("ЙОД"), message("nothing here"),
        ])
        XCTAssertEqual(
            texts(index, index.matches(LogFilter(searchText: "cafe")).messages), ["CAFE closed", "Café opened"])
        XCTAssertEqual(
            texts(index, index.matches(LogFilter(searchText: "CAFÉ")).messages), ["CAFE closed", "Café opened"])
        XCTAssertEqual(
            texts(index, index.matches(LogFilter(searchText: "ЁЛКА")).messages), ["елка погасла", "Ёлка зажглась"])
        XCTAssertEqual(texts(index, index.matches(LogFilter(searchText: "иод")).messages), ["ЙОД"])
        XCTAssertEqual(index.matches(LogFilter(searchText: "  ")).messages.count, 6, "spaces alone are no search")
        XCTAssertEqual(index.matches(LogFilter(searchText: "absent")).messages, [])
    }

    func testSearchLooksAtEveryFieldButNeverAcrossTwo() {
        let index = LogIndex([
            message("first", label: "Network", metadata: ["attempt": "2"]),
            message("second", label: "Storage"),
            .task(
                NetworkTaskRecord(
                    date: Self.date, method: "POST", url: "https://a.example/login", statusCode: 401,
                    responseBody: #"{"error":"invalid_grant"}"#)),
        ])
        XCTAssertEqual(texts(index, index.matches(LogFilter(searchText: "network")).messages), ["first"])
        XCTAssertEqual(texts(index, index.matches(LogFilter(searchText: "ATTEMPT")).messages), ["first"])
        XCTAssertEqual(texts(index, index.matches(LogFilter(searchText: "main.swift")).messages), ["second", "first"])
        XCTAssertEqual(
            texts(index, index.matches(LogFilter(searchText: "invalid_grant")).tasks), ["https://a.example/login"])
        XCTAssertEqual(index.matches(LogFilter(searchText: "401")).tasks.count, 1)
        // "first" ends the text field and "network" is the label: not one string.
        XCTAssertEqual(index.matches(LogFilter(searchText: "firstnetwork")).messages, [])
    }

    func testLevelsCategoriesAndStatusesFilterTogetherWithTheSearch() {
        let index = LogIndex([
            message("a fail", level: .error, label: "Network"), message("b fail", level: .info, label: "Network"),
            message("c fail", level: .error, label: "Storage"),
            .task(NetworkTaskRecord(date: Self.date, method: "GET", url: "https://x/ok", statusCode: 200)),
            .task(NetworkTaskRecord(date: Self.date, method: "GET", url: "https://x/fail", statusCode: 503)),
        ])
        XCTAssertEqual(texts(index, index.matches(LogFilter(levels: [.error])).messages), ["c fail", "a fail"])
        XCTAssertEqual(
            texts(index, index.matches(LogFilter(levels: [.error], categories: ["Network"])).messages), ["a fail"])
        XCTAssertEqual(index.matches(LogFilter(categories: ["Unknown"])).messages, [])
        XCTAssertEqual(texts(index, index.matches(LogFilter(statuses: [.serverError])).tasks), ["https://x/fail"])
        XCTAssertEqual(texts(index, index.matches(LogFilter(searchText: "FAIL")).tasks), ["https://x/fail"])
        XCTAssertEqual(index.messageCount, 3)
        XCTAssertEqual(index.taskCount, 2)
        XCTAssertEqual(index.categories, ["Network", "Storage"])
    }

    /// Against the panel's former search (Foundation's `range(of:options:)` on each field),
    /// over many records across chunk boundaries, with and without narrowing.
    func testMatchesAgreeWithFoundationsSearchAndNarrowingAgreesWithAFullSearch() {
        let words = ["Café", "CAFE", "ёлка", "ЁЛКА", "tea", "Tée", "ЙОД", "иод", "request", "Запрос", "42"]
        var generator = SystemRandomNumberGenerator()
        let records = (0..<9_000).map { index -> LogRecord in
            let text = (0..<3).map { _ in words.randomElement(using: &generator)! }.joined(separator: " ")
            return message("\(text) \(index)", level: LogLevel.allCases[index % LogLevel.allCases.count])
        }
        let index = LogIndex(records)
        for query in ["cafe", "cafe ", "ЕЛКА", "ёлка t", "tee", "иод", "request 1", "запрос", "42", "zzz"] {
            let filter = LogFilter(searchText: query)
            let expected = records.indices.reversed().filter { position in
                guard case .message(let message) = records[position] else { return false }
                let search = query.trimmingCharacters(in: .whitespaces)
                return [message.text, message.label, message.file, message.function].contains {
                    $0.range(of: search, options: [.caseInsensitive, .diacriticInsensitive]) != nil
                }
            }
            let matches = index.matches(filter)
            XCTAssertEqual(matches.messages, expected, "search \(query)")
            let shorter = LogFilter(searchText: String(query.prefix(2)))
            XCTAssertTrue(shorter.isNarrowed(by: filter))
            XCTAssertEqual(index.matches(filter, narrowing: index.matches(shorter)), matches, "narrowed \(query)")
        }
        XCTAssertFalse(LogFilter(searchText: "ab").isNarrowed(by: LogFilter(searchText: "b")))
        XCTAssertFalse(LogFilter(searchText: "ab").isNarrowed(by: LogFilter(levels: [.error], searchText: "abc")))
    }

    /// The position lists a filter on one level, category or status reads agree with testing
    /// every record, across chunk boundaries, through trims, and in a copy taken before
    /// later writes.
    func testPositionListsAgreeWithTestingEveryRecordThroughTrimsAndCopies() {
        let categories = ["App", "Network", "Storage"]
        func record(_ number: Int) -> LogRecord {
            if number % 7 == 3 {
                return .task(
                    NetworkTaskRecord(
                        date: Self.date, method: "GET", url: "https://x/\(number)",
                        statusCode: [200, 404, 503][number % 3]))
            }
            return message(
                "message \(number)", level: LogLevel.allCases[number % LogLevel.allCases.count],
                label: categories[number % categories.count])
        }
        var index = LogIndex((0..<10_000).map(record))
        var kept = Array(0..<10_000)
        let filters = [
            LogFilter(), LogFilter(levels: [.error]), LogFilter(categories: ["Network"]),
            LogFilter(levels: [.notice], categories: ["Storage"]), LogFilter(categories: ["Unknown"]),
            LogFilter(levels: [.error, .info]), LogFilter(statuses: [.clientError]),
            LogFilter(levels: [.debug], searchText: "message 1"), LogFilter(statuses: [.success], searchText: "/9"),
        ]
        func expected(_ filter: LogFilter, _ numbers: [Int]) -> LogIndex.Matches {
            var matches = LogIndex.Matches()
            for (position, number) in numbers.enumerated().reversed() {
                switch record(number) {
                case .message(let message) where filter.matches(message): matches.messages.append(position)
                case .task(let task) where filter.matches(task): matches.tasks.append(position)
                default: break
                }
            }
            return matches
        }
        for filter in filters { XCTAssertEqual(index.matches(filter), expected(filter, kept), "\(filter)") }
        // Trim past the first chunk, and keep writing.
        var toRemove = 5_000
        let removed = index.removeFirst { _, _ in
            guard toRemove > 0 else { return false }
            toRemove -= 1
            return true
        }
        XCTAssertEqual(removed, 5_000)
        kept.removeFirst(5_000)
        let copy = index
        let copied = kept
        for number in 10_000..<12_000 {
            index.append(LogIndex.Prepared(record(number), size: 0))
            kept.append(number)
        }
        for filter in filters {
            XCTAssertEqual(index.matches(filter), expected(filter, kept), "after the trim: \(filter)")
            XCTAssertEqual(copy.matches(filter), expected(filter, copied), "the copy: \(filter)")
        }
    }

    // MARK: The store keeps it

    func testTheStoreIndexesRecordsAsTheyArriveAndThroughTrims() throws {
        let store = try LogStore(directory: folder.url, configuration: .init(sizeLimit: 600_000))
        for number in 0..<10_000 {
            store.record(message: LogMessage(date: Date(), level: .info, label: "Bench", text: "message \(number)"))
        }
        let snapshot = store.snapshot()
        let records = store.records
        XCTAssertLessThan(records.count, 10_000, "the cap trimmed the oldest")
        XCTAssertEqual(snapshot.index.records, records)
        XCTAssertEqual(snapshot.index.byteSize, store.size)
        let newest = snapshot.index.matches(LogFilter(searchText: "MESSAGE 9999")).messages
        XCTAssertEqual(texts(snapshot.index, newest), ["message 9999"])
        store.record(message: LogMessage(date: Date(), level: .info, label: "Bench", text: "after the snapshot"))
        XCTAssertEqual(snapshot.index.count, records.count, "a snapshot does not change with later writes")
        XCTAssertGreaterThan(store.snapshot().revision, snapshot.revision)
    }

    /// A file the store wrote before the index existed (these lines are its format) opens
    /// with every field of every record, and is left as it was.
    func testAFileInTheStoresFormatIsReadBackLosingNothing() throws {
        let lines = [
            #"{"message":{"date":785000000,"file":"App/Main.swift","function":"run()","id":"6B0C2E4A-1D5E-4C77-9A3B-2F1E0D9C8B7A","label":"Сеть","level":"error","line":12,"metadata":{"attempt":"2","parameters":"{\n  \"id\" : 1\n}"},"subsystem":"example-tui","text":"Ёлка: café failed"}}"#,
            #"{"task":{"date":785000001.5,"duration":0.25,"error":"timed out","id":"0F1E2D3C-4B5A-6978-8796-A5B4C3D2E1F0","method":"POST","requestBody":"{\"a\":1}","requestBodySize":7,"requestHeaders":{"Accept":"application/json"},"responseBodySize":0,"responseHeaders":{},"url":"https://api.example.com/v1/items"}}"#,
        ]
        let file = lines.joined(separator: "\n") + "\n"
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        let url = folder.url.appendingPathComponent("logs.jsonl")
        try Data(file.utf8).write(to: url)
        let store = try LogStore(
            directory: folder.url,
            configuration: .init(now: { Date(timeIntervalSinceReferenceDate: 785_000_100) }))
        let records = store.records
        XCTAssertEqual(store.skippedLineCount, 0)
        XCTAssertEqual(records.count, 2)
        guard case .message(let message) = records[0], case .task(let task) = records[1] else {
            return XCTFail("expected a message, then a task")
        }
        XCTAssertEqual(message.id, UUID(uuidString: "6B0C2E4A-1D5E-4C77-9A3B-2F1E0D9C8B7A"))
        XCTAssertEqual(message.date, Date(timeIntervalSinceReferenceDate: 785_000_000))
        XCTAssertEqual(message.level, .error)
        XCTAssertEqual(message.label, "Сеть")
        XCTAssertEqual(message.subsystem, "example-tui")
        XCTAssertEqual(message.text, "Ёлка: café failed")
        XCTAssertEqual(message.metadata, ["attempt": "2", "parameters": "{\n  \"id\" : 1\n}"])
        XCTAssertEqual(message.file, "App/Main.swift")
        XCTAssertEqual(message.function, "run()")
        XCTAssertEqual(message.line, 12)
        XCTAssertEqual(task.method, "POST")
        XCTAssertEqual(task.url, "https://api.example.com/v1/items")
        XCTAssertNil(task.statusCode)
        XCTAssertEqual(task.duration, 0.25)
        XCTAssertEqual(task.requestHeaders, ["Accept": "application/json"])
        XCTAssertEqual(task.requestBody, #"{"a":1}"#)
        XCTAssertEqual(task.requestBodySize, 7)
        XCTAssertEqual(task.error, "timed out")
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), file, "the file is left as it was")
        let index = store.snapshot().index
        XCTAssertEqual(index.records, records)
        XCTAssertEqual(index.byteSize, file.utf8.count)
        XCTAssertEqual(texts(index, index.matches(LogFilter(searchText: "ЕЛКА: CAFE")).messages), ["Ёлка: café failed"])
        XCTAssertEqual(index.matches(LogFilter(searchText: "сеть")).messages, [0])
        XCTAssertEqual(index.matches(LogFilter(statuses: [.failed], searchText: "timed")).tasks, [1])
    }
}
