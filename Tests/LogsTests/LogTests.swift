import Foundation
import Logging
import XCTest

@testable import Logs

final class LogTests: XCTestCase {
    private var folder = TemporaryFolder()

    override func setUp() {
        folder = TemporaryFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    func testMessagesAreDatedByTheStoresClock() throws {
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        let store = LogDatabase(directory: folder.url, configuration: LogDatabase.Configuration(now: { now }))
        let logger = Logger(label: "analytics") { LogStoreHandler(label: $0, store: store) }
        logger.info("screen_view")
        guard case .message(let message) = store.allRecords().last else { return XCTFail("no message") }
        XCTAssertEqual(message.date, now, "the time the store's age cap reads, not another clock")
    }

    func testLogWritesThroughSwiftLogIntoTheStore() throws {
        let store = LogDatabase(directory: folder.url)
        let log = Log(subsystem: "tests", category: "Deeplinks") { LogStoreHandler(label: $0, store: store) }
        log.error(logEntry: .text("no such route"))
        log.debug(logEntry: .detailed("Received deeplink", ["route": "settings", "count": 2, "nested": ["a": true]]))

        let messages = store.allRecords().compactMap { record -> LogMessage? in
            guard case .message(let message) = record else { return nil }
            return message
        }
        XCTAssertEqual(messages.map(\.level), [.error, .debug])
        XCTAssertEqual(messages.map(\.label), ["Deeplinks", "Deeplinks"])
        XCTAssertEqual(messages.map(\.subsystem), ["tests", "tests"])
        XCTAssertEqual(messages[0].text, "no such route")
        XCTAssertTrue(messages[0].file.hasSuffix("LogTests.swift"))
        XCTAssertEqual(messages[0].function, "testLogWritesThroughSwiftLogIntoTheStore()")
        XCTAssertGreaterThan(messages[0].line, 0)
        XCTAssertEqual(
            messages[1].metadata[LogStoreHandler.parametersKey],
            """
            {
              "count" : 2,
              "nested" : {
                "a" : true
              },
              "route" : "settings"
            }
            """)
    }

    func testEveryLevelMapsOntoSwiftLogAndBack() {
        for level in LogLevel.allCases {
            XCTAssertEqual(LogLevel(level.loggerLevel), level)
        }
        XCTAssertEqual(LogLevel(.trace), .debug)
        XCTAssertEqual(LogLevel(.warning), .notice)
        XCTAssertEqual(LogLevel.fault.loggerLevel, .critical)
    }

    func testOtherSwiftLogUsersReachTheStoreThroughTheHandler() throws {
        let store = LogDatabase(directory: folder.url)
        var logger = Logger(label: "com.example.library") { LogStoreHandler(label: $0, store: store) }
        logger[metadataKey: "request"] = "42"
        logger.warning("slow", metadata: ["token": "t-1"])
        guard case .message(let message) = try XCTUnwrap(store.allRecords().first) else { return XCTFail("no message") }
        XCTAssertEqual(message.level, .notice)
        XCTAssertEqual(message.label, "com.example.library")
        XCTAssertEqual(message.metadata["request"], "42")
        XCTAssertEqual(message.metadata["token"], Redactor.placeholder)
    }

    func testNonJSONParametersAreDescribed() {
        let entry = LogEntry.detailed("x", ["url": URL(string: "https://a.b/c")!])
        XCTAssertEqual(entry.parametersJSON, "{\n  \"url\" : \"https://a.b/c\"\n}")
        XCTAssertNil(LogEntry.text("x").parametersJSON)
    }
}
