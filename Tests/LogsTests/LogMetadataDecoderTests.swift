import Foundation
import XCTest

@testable import Logs

/// The store reads back the metadata and headers it wrote without `JSONSerialization`; what
/// it did not write itself is still read by Foundation.
final class LogMetadataDecoderTests: XCTestCase {
    func testWhatTheStoreWritesReadsBackTheSame() {
        let samples: [[String: String]] = [
            [:],
            ["path": "/v1/items/7"],
            ["quote \"x\"": "back\\slash", "lines": "a\nb\r\tc", "bell": "\u{07}\u{1F}", "empty": ""],
            ["запрос": "выполнен", "café": "🙂‍↔️ e\u{301}", "json": "{\n  \"id\" : 1\n}"],
        ]
        for sample in samples {
            let json = LogDatabaseSchema.json(sample)
            XCTAssertEqual(LogMetadataDecoder.decode(json), sample, json)
            XCTAssertEqual(LogDatabaseSchema.dictionary(json), sample, json)
        }
    }

    func testJSONTheStoreDidNotWriteIsLeftToFoundation() {
        for json in [#"{ "a": "b" }"#, #"{"a":1}"#, #"{"a":"\ud83d\ude42"}"#, #"{"a":"b"} "#, "[]", #"{"a":"b""#, ""] {
            XCTAssertNil(LogMetadataDecoder.decode(json), json)
        }
        XCTAssertEqual(
            LogDatabaseSchema.dictionary(#"{ "a": "b", "n": 1 }"#), ["a": "b"], "Foundation's read, strings kept")
        XCTAssertEqual(LogDatabaseSchema.dictionary(#"{"a":"\ud83d\ude42"}"#), ["a": "🙂"])
        XCTAssertEqual(LogDatabaseSchema.dictionary("not json"), [:])
    }
}
