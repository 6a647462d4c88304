import Network
import XCTest

final class QueryStringBuilderTests: XCTestCase {
    func testTemplateExample() {
        let dict: [String: any Sendable] = ["key1": "value1", "key2": 2.15, "key3": true]
        XCTAssertEqual(dict.toQueryString(), "key1=value1&key2=2.15&key3=true")
    }

    func testKeysAreSortedAndValuesEncoded() {
        let query = QueryStringBuilder.build(["z": "a b", "a": "x&y=z", "m": "Привет", "plus": "1+1"])
        XCTAssertEqual(query, "a=x%26y%3Dz&m=%D0%9F%D1%80%D0%B8%D0%B2%D0%B5%D1%82&plus=1%2B1&z=a%20b")
    }

    func testArraysRepeatTheKeyAndNilIsLeftOut() {
        let missing: Int? = nil
        let present: Int? = 3
        let query = QueryStringBuilder.build(["tag": ["a", "b"], "missing": missing, "present": present, "n": 0])
        XCTAssertEqual(query, "n=0&present=3&tag=a&tag=b")
    }

    func testEmptyDictionaryIsEmpty() {
        XCTAssertEqual(QueryStringBuilder.build([:]), "")
    }
}
