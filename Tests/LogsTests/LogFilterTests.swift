import Foundation
import XCTest

@testable import Logs

final class LogFilterTests: XCTestCase {
    private let records: [LogRecord] = [
        .message(LogMessage(date: Date(), level: .debug, label: "App", text: "launched")),
        .message(LogMessage(date: Date(), level: .error, label: "Network", text: "Refresh failed")),
        .message(
            LogMessage(date: Date(), level: .fault, label: "Storage", text: "tampered", metadata: ["path": "/x/key"])),
        .task(NetworkTaskRecord(date: Date(), method: "GET", url: "https://a.example/items", statusCode: 200)),
        .task(NetworkTaskRecord(date: Date(), method: "POST", url: "https://a.example/login", statusCode: 401)),
        .task(NetworkTaskRecord(date: Date(), method: "GET", url: "https://a.example/down", statusCode: 503)),
        .task(NetworkTaskRecord(date: Date(), method: "GET", url: "https://a.example/off", error: "offline")),
    ]

    func testEmptyFilterPassesEverything() {
        let filter = LogFilter()
        XCTAssertTrue(filter.isEmpty)
        XCTAssertEqual(filter.messages(in: records).count, 3)
        XCTAssertEqual(filter.tasks(in: records).count, 4)
    }

    func testLevelsAndCategories() {
        XCTAssertEqual(
            LogFilter(levels: [.error, .fault]).messages(in: records).map(\.text), ["Refresh failed", "tampered"])
        XCTAssertEqual(LogFilter(categories: ["App"]).messages(in: records).map(\.text), ["launched"])
        XCTAssertEqual(LogFilter(levels: [.error], categories: ["App"]).messages(in: records), [])
    }

    func testStatusClasses() {
        XCTAssertEqual(LogFilter(statuses: [.success]).tasks(in: records).map(\.url), ["https://a.example/items"])
        XCTAssertEqual(LogFilter(statuses: [.clientError]).tasks(in: records).map(\.statusCode), [401])
        XCTAssertEqual(LogFilter(statuses: [.serverError]).tasks(in: records).map(\.statusCode), [503])
        XCTAssertEqual(LogFilter(statuses: [.failed]).tasks(in: records).map(\.error), ["offline"])
        XCTAssertEqual(LogFilter(statuses: [.clientError, .serverError]).tasks(in: records).count, 2)
    }

    func testAStatusThatThrewKeepsItsClassButAnUnusable2xxFailed() {
        let unauthorized = NetworkTaskRecord(
            date: Date(), method: "GET", url: "https://a.example/me", statusCode: 401, error: "unauthorized")
        let undecodable = NetworkTaskRecord(
            date: Date(), method: "GET", url: "https://a.example/items", statusCode: 200, error: "undecodable body")
        XCTAssertEqual(unauthorized.statusClass, .clientError)
        XCTAssertEqual(undecodable.statusClass, .failed)
    }

    /// ASCII letters lowercase and nothing else moves (the bytes either side of A to Z are
    /// `@` and `[`); text with anything else is folded by Foundation, diacritics gone; a
    /// field appended after others keeps them.
    func testFoldingLowersASCIILettersOnlyAndFoldsTheRestWithFoundation() {
        XCTAssertEqual(
            String(decoding: LogSearchText.fold("@AZaz[`{ 09_ GET /Users?Q=1"), as: UTF8.self),
            "@azaz[`{ 09_ get /users?q=1")
        XCTAssertEqual(String(decoding: LogSearchText.fold("Café ЁЛКА"), as: UTF8.self), "cafe елка")
        var bytes = Array("KEEP".utf8)
        LogSearchText.append("Then", to: &bytes)
        XCTAssertEqual(String(decoding: bytes, as: UTF8.self), "KEEPthen")
        XCTAssertEqual(LogSearchText.fold(""), [])
    }

    func testSearchIsCaseInsensitiveAndLooksIntoFields() {
        XCTAssertEqual(LogFilter(searchText: "REFRESH").messages(in: records).map(\.label), ["Network"])
        XCTAssertEqual(LogFilter(searchText: "/x/key").messages(in: records).map(\.label), ["Storage"])
        XCTAssertEqual(LogFilter(searchText: "login").tasks(in: records).map(\.statusCode), [401])
        XCTAssertEqual(LogFilter(searchText: "503").tasks(in: records).count, 1)
        XCTAssertEqual(LogFilter(searchText: "  ").messages(in: records).count, 3)
        XCTAssertEqual(LogFilter(searchText: "nothing like it").tasks(in: records), [])
    }
}
