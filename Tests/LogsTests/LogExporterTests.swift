import Foundation
import XCTest

@testable import Logs

final class LogExporterTests: XCTestCase {
    private var folder = TemporaryFolder()

    override func setUp() {
        folder = TemporaryFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    private let records: [LogRecord] = [
        .message(
            LogMessage(
                date: Date(timeIntervalSince1970: 0), level: .notice, label: "App", text: "started",
                metadata: ["build": "7"], file: "App/Main.swift", function: "run()", line: 3)),
        .task(
            NetworkTaskRecord(
                date: Date(timeIntervalSince1970: 1), method: "POST", url: "https://api.example.com/items?page=2",
                statusCode: 201, duration: 0.25, requestHeaders: ["Content-Type": "application/json"],
                requestBody: #"{"name":"a"}"#, responseHeaders: ["Content-Type": "application/json"],
                responseBody: #"{"id":1}"#)),
        .task(
            NetworkTaskRecord(
                date: Date(timeIntervalSince1970: 2), method: "GET", url: "https://api.example.com/down",
                duration: 1, error: "timed out")),
    ]

    func testHARIsValidJSONWithTheHAR12Fields() throws {
        let data = LogExporter.har(records, creatorName: "test-app")
        let root = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        let log = try XCTUnwrap(root["log"] as? [String: Any])
        XCTAssertEqual(log["version"] as? String, "1.2")
        XCTAssertEqual((log["creator"] as? [String: Any])?["name"] as? String, "test-app")
        let entries = try XCTUnwrap(log["entries"] as? [[String: Any]])
        XCTAssertEqual(entries.count, 2, "messages are not HAR entries")

        let entry = entries[0]
        XCTAssertEqual(entry["startedDateTime"] as? String, "1970-01-01T00:00:01.000Z")
        XCTAssertEqual(entry["time"] as? Double, 250)
        XCTAssertNotNil(entry["cache"] as? [String: Any])
        XCTAssertEqual((entry["timings"] as? [String: Any])?["wait"] as? Double, 250)
        let request = try XCTUnwrap(entry["request"] as? [String: Any])
        XCTAssertEqual(request["method"] as? String, "POST")
        XCTAssertEqual(request["httpVersion"] as? String, "HTTP/1.1")
        XCTAssertEqual(
            request["headers"] as? [[String: String]], [["name": "Content-Type", "value": "application/json"]])
        XCTAssertEqual(request["queryString"] as? [[String: String]], [["name": "page", "value": "2"]])
        XCTAssertEqual((request["postData"] as? [String: Any])?["text"] as? String, #"{"name":"a"}"#)
        for key in ["cookies", "headersSize", "bodySize", "url"] { XCTAssertNotNil(request[key], key) }
        let response = try XCTUnwrap(entry["response"] as? [String: Any])
        XCTAssertEqual(response["status"] as? Int, 201)
        XCTAssertEqual((response["content"] as? [String: Any])?["text"] as? String, #"{"id":1}"#)
        XCTAssertEqual((response["content"] as? [String: Any])?["size"] as? Int, 8)
        for key in ["statusText", "httpVersion", "cookies", "headers", "redirectURL", "headersSize", "bodySize"] {
            XCTAssertNotNil(response[key], key)
        }
        let failed = try XCTUnwrap(entries[1]["response"] as? [String: Any])
        XCTAssertEqual(failed["status"] as? Int, 0)
        XCTAssertEqual(failed["_error"] as? String, "timed out")
    }

    func testTextExport() {
        let text = LogExporter.text(records)
        XCTAssertTrue(text.contains("1970-01-01T00:00:00.000Z [NOTICE] App: started"))
        XCTAssertTrue(text.contains("  at App/Main.swift:3 run()"))
        XCTAssertTrue(text.contains("  build: 7"))
        XCTAssertTrue(text.contains("[NETWORK] POST https://api.example.com/items?page=2 → 201 in 250 ms"))
        XCTAssertTrue(
            text.contains("[NETWORK] GET https://api.example.com/down → failed in 1000 ms\n  error: timed out"))
    }

    func testExportWritesPrivateFilesThatNeverOverwriteEachOther() throws {
        let now = Date(timeIntervalSince1970: 86_400)
        let first = try LogExporter.export(records, format: .har, to: folder.url, now: now, creatorName: "test-app")
        let second = try LogExporter.export(records, format: .har, to: folder.url, now: now, creatorName: "test-app")
        let text = try LogExporter.export(records, format: .text, to: folder.url, now: now, creatorName: "test-app")
        XCTAssertEqual(first.lastPathComponent, "logs-19700102T000000Z.har")
        XCTAssertEqual(second.lastPathComponent, "logs-19700102T000000Z-2.har")
        XCTAssertEqual(text.pathExtension, "txt")
        XCTAssertEqual(try Data(contentsOf: first), LogExporter.har(records, creatorName: "test-app"))
        XCTAssertEqual(try TemporaryFolder.permissions(of: first), 0o600)
        XCTAssertEqual(try TemporaryFolder.permissions(of: folder.url), 0o700)
    }
}
