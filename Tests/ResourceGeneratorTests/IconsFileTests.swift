import XCTest

@testable import ResourceGenerator

final class IconsFileTests: XCTestCase {
    func testParsesIcons() throws {
        let namespaces = try IconsFile.parse(
            """
            {
                "ic24": {
                    "settings": { "glyph": "⚙", "ascii": "*" },
                    "home": { "glyph": "⌂", "ascii": "H" }
                }
            }
            """, file: "Icons.json")
        XCTAssertEqual(namespaces.map(\.identifier), ["ic24"])
        XCTAssertEqual(namespaces[0].entries.map(\.name), ["home", "settings"])
        XCTAssertEqual(namespaces[0].entries[1].value, IconValue(glyph: "⚙", ascii: "*"))
    }

    func testASCIIStandInMustBePrintableASCII() {
        assertDiagnostic(at: 3, containing: ["icon 'ic24.home'", "printable ASCII", "U+0414"]) {
            _ = try IconsFile.parse(
                """
                { "ic24": { "home": {
                    "glyph": "⌂",
                    "ascii": "Д"
                } } }
                """, file: "Icons.json")
        }
        assertDiagnostic(at: 1, containing: ["printable ASCII", "U+0009"]) {
            _ = try IconsFile.parse(
                ##"{ "a": { "b": { "glyph": "⌂", "ascii": "\t" } } }"##, file: "Icons.json")
        }
    }

    func testGlyphMustNotBeAnEmoji() {
        assertDiagnostic(at: 1, containing: ["icon 'a.b'", "emoji"]) {
            _ = try IconsFile.parse(
                ##"{ "a": { "b": { "glyph": "🏠", "ascii": "H" } } }"##, file: "Icons.json")
        }
        assertDiagnostic(at: 1, containing: ["emoji", "U+FE0F"]) {
            _ = try IconsFile.parse(
                ##"{ "a": { "b": { "glyph": "⚙\uFE0F", "ascii": "*" } } }"##, file: "Icons.json")
        }
    }

    func testMissingOrEmptyPartsAreErrors() {
        assertDiagnostic(at: 1, containing: ["icon 'a.b' has no 'ascii'"]) {
            _ = try IconsFile.parse(##"{ "a": { "b": { "glyph": "⌂" } } }"##, file: "Icons.json")
        }
        assertDiagnostic(at: 1, containing: ["icon 'a.b' has an empty 'glyph'"]) {
            _ = try IconsFile.parse(
                ##"{ "a": { "b": { "glyph": "", "ascii": "H" } } }"##, file: "Icons.json")
        }
        assertDiagnostic(at: 1, containing: ["unknown member 'name'"]) {
            _ = try IconsFile.parse(
                ##"{ "a": { "b": { "glyph": "⌂", "ascii": "H", "name": "x" } } }"##, file: "I.json")
        }
    }
}
