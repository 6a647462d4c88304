import XCTest

@testable import ResourceGenerator

final class JSONParserTests: XCTestCase {
    func testParsesValuesWithTheirLines() throws {
        let value = try JSONParser.parse(
            """
            {
                "a": "x",
                "b": [true, false, null],
                "c": -1.5e2
            }
            """, file: "f.json")
        guard case .object(let members) = value.kind else { return XCTFail("not an object") }
        XCTAssertEqual(members.map(\.key), ["a", "b", "c"])
        XCTAssertEqual(members.map(\.line), [2, 3, 4])
        XCTAssertEqual(members[0].value, JSONValue(kind: .string("x"), line: 2))
        XCTAssertEqual(
            members[1].value.kind,
            .array([
                JSONValue(kind: .bool(true), line: 3), JSONValue(kind: .bool(false), line: 3),
                JSONValue(kind: .null, line: 3),
            ]))
        XCTAssertEqual(members[2].value.kind, .number(-150))
    }

    func testDecodesStringEscapes() throws {
        let value = try JSONParser.parse(#""a\"b\\c\/d\n\u00e9\u2699\ud83d\ude00""#, file: "f.json")
        XCTAssertEqual(value.kind, .string("a\"b\\c/d\né⚙😀"))
    }

    func testDuplicateKeyIsAnError() {
        assertDiagnostic(at: 3, containing: ["duplicate key 'a'", "first at line 2"]) {
            _ = try JSONParser.parse("{\n\"a\": 1,\n\"a\": 2\n}", file: "f.json")
        }
    }

    func testSyntaxErrorsGiveTheirLine() {
        assertDiagnostic(at: 3, containing: ["expected a quoted key"]) {
            _ = try JSONParser.parse("{\n\"a\": 1,\n}", file: "f.json")
        }
        assertDiagnostic(at: 2, containing: ["expected ',' or '}'"]) {
            _ = try JSONParser.parse("{\"a\": 1\n\"b\": 2}", file: "f.json")
        }
        assertDiagnostic(at: 1, containing: ["unterminated string"]) {
            _ = try JSONParser.parse("\"abc", file: "f.json")
        }
        assertDiagnostic(at: 1, containing: ["after the end of the JSON document"]) {
            _ = try JSONParser.parse("{} {}", file: "f.json")
        }
        assertDiagnostic(at: 1, containing: ["invalid number '01'"]) {
            _ = try JSONParser.parse("[01]", file: "f.json")
        }
        assertDiagnostic(at: 1, containing: ["expected a JSON value"]) {
            _ = try JSONParser.parse("", file: "f.json")
        }
    }
}
