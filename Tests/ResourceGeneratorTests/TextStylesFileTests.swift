import XCTest

@testable import ResourceGenerator

final class TextStylesFileTests: XCTestCase {
    func testParsesAttributesInDeclarationOrder() throws {
        let namespaces = try TextStylesFile.parse(
            ##"{ "heading": { "secondary": ["underline", "bold"], "plain": [] } }"##,
            file: "TextStyles.json")
        XCTAssertEqual(namespaces[0].entries.map(\.name), ["plain", "secondary"])
        XCTAssertEqual(namespaces[0].entries[0].value, [])
        XCTAssertEqual(namespaces[0].entries[1].value, ["bold", "underline"])
    }

    func testUnknownAttributeIsAnError() {
        assertDiagnostic(
            at: 3, containing: ["text style 'caption.italic'", "unknown attribute 'blink'", "reverse"]
        ) {
            _ = try TextStylesFile.parse(
                """
                {
                    "caption": {
                        "italic": ["dim", "blink"]
                    }
                }
                """, file: "TextStyles.json")
        }
    }

    func testRepeatedAttributeIsAnError() {
        assertDiagnostic(at: 1, containing: ["lists 'dim' twice"]) {
            _ = try TextStylesFile.parse(##"{ "a": { "b": ["dim", "dim"] } }"##, file: "TextStyles.json")
        }
    }

    func testStyleMustBeAListOfNames() {
        assertDiagnostic(at: 1, containing: ["text style 'a.b'", "must be an array, found a string"]) {
            _ = try TextStylesFile.parse(##"{ "a": { "b": "bold" } }"##, file: "TextStyles.json")
        }
        assertDiagnostic(at: 1, containing: ["an attribute of text style 'a.b' must be a string"]) {
            _ = try TextStylesFile.parse(##"{ "a": { "b": [1] } }"##, file: "TextStyles.json")
        }
    }
}
