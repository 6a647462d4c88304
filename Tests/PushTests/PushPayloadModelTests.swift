import Foundation
import Push
import XCTest

final class PushPayloadModelTests: XCTestCase {
    private func parse(_ json: String) throws -> PushPayloadModel {
        try PushPayloadModel(json: Data(json.utf8))
    }

    private func assertError(_ json: String, _ expected: PushPayloadError, line: UInt = #line) {
        XCTAssertThrowsError(try parse(json), line: line) { error in
            XCTAssertEqual(error as? PushPayloadError, expected, line: line)
        }
    }

    func testAStringAlertIsTheBody() throws {
        XCTAssertEqual(try parse(#"{"aps":{"alert":"Hello"}}"#), PushPayloadModel(body: "Hello"))
    }

    func testAnAlertObjectWithEveryFieldAndTheCustomKeys() throws {
        let payload = try parse(
            #"""
            {"Simulator Target Bundle": "com.example.tui",
             "aps": {"alert": {"title": "Order", "subtitle": "No. 7", "body": "Shipped"}, "badge": 3, "sound": "ping.aiff"},
             "deeplink": "exampletui://settings", "order_id": 7, "vip": true, "nested": {"ignored": 1}}
            """#)
        XCTAssertEqual(
            payload,
            PushPayloadModel(
                title: "Order", subtitle: "No. 7", body: "Shipped", badge: 3, sound: "ping.aiff",
                targetBundle: "com.example.tui", deeplink: "exampletui://settings",
                custom: ["order_id": "7", "vip": "true"]))
    }

    func testATitleAloneACriticalSoundAndABadgeOfZero() throws {
        let payload = try parse(#"{"aps":{"alert":{"title":"Hi"},"badge":0,"sound":{"critical":1,"name":"alarm"}}}"#)
        XCTAssertEqual(payload, PushPayloadModel(title: "Hi", body: "", badge: 0, sound: "alarm"))
    }

    func testMalformedFilesNameTheWrongField() {
        assertError("", .notJSON("The given data was not valid JSON."))
        assertError("[1]", .notJSON("the file holds no object"))
        assertError("{}", .missing(field: "aps"))
        assertError(#"{"aps":"x"}"#, .invalid(field: "aps", expected: "an object"))
        assertError(#"{"aps":{"badge":1}}"#, .missing(field: "aps.alert"))
        assertError(
            #"{"aps":{"alert":5}}"#,
            .invalid(field: "aps.alert", expected: "a string or an object with title, subtitle and body"))
        assertError(#"{"aps":{"alert":{"title":5}}}"#, .invalid(field: "aps.alert.title", expected: "a string"))
        assertError(#"{"aps":{"alert":{"subtitle":"s"}}}"#, .missing(field: "aps.alert.body"))
        assertError(#"{"aps":{"alert":""}}"#, .invalid(field: "aps.alert", expected: "text that is not empty"))
        for badge in [#""three""#, "-1", "1.5", "true"] {
            assertError(
                #"{"aps":{"alert":"a","badge":\#(badge)}}"#,
                .invalid(field: "aps.badge", expected: "a whole number of 0 or more"))
        }
        assertError(
            #"{"aps":{"alert":"a","sound":1}}"#,
            .invalid(field: "aps.sound", expected: "a string or an object with a name"))
        assertError(#"{"aps":{"alert":"a","sound":{}}}"#, .invalid(field: "aps.sound.name", expected: "a string"))
        assertError(#"{"aps":{"alert":"a"},"deeplink":1}"#, .invalid(field: "deeplink", expected: "a string"))
        assertError(
            #"{"aps":{"alert":"a"},"Simulator Target Bundle":[]}"#,
            .invalid(field: "Simulator Target Bundle", expected: "a string"))
        let huge = #"{"aps":{"alert":""# + String(repeating: "x", count: 5000) + #""}}"#
        assertError(huge, .tooLarge(bytes: huge.utf8.count))
    }

    func testTheErrorsReadAsOneClearLine() {
        XCTAssertEqual(
            PushPayloadError.invalid(field: "aps.badge", expected: "a whole number of 0 or more").description,
            "'aps.badge' must be a whole number of 0 or more")
        XCTAssertEqual(PushPayloadError.missing(field: "aps").description, "'aps' is missing")
    }

    /// The samples in Mock/APNSFiles parse; the malformed ones fail on the field they break.
    func testTheSampleFiles() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Mock/APNSFiles")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".apns") }
        XCTAssertGreaterThanOrEqual(names.count, 4)
        for name in names {
            XCTAssertNoThrow(try PushPayloadModel(json: Data(contentsOf: folder.appendingPathComponent(name))), name)
        }
        let malformed = folder.appendingPathComponent("Malformed")
        XCTAssertThrowsError(
            try PushPayloadModel(json: Data(contentsOf: malformed.appendingPathComponent("badge-not-a-number.apns")))
        ) {
            XCTAssertEqual(
                $0 as? PushPayloadError, .invalid(field: "aps.badge", expected: "a whole number of 0 or more"))
        }
        XCTAssertThrowsError(
            try PushPayloadModel(json: Data(contentsOf: malformed.appendingPathComponent("missing-alert.apns")))
        ) { XCTAssertEqual($0 as? PushPayloadError, .missing(field: "aps.alert")) }
    }
}
