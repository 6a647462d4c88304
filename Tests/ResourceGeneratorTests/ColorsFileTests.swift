import XCTest

@testable import ResourceGenerator

final class ColorsFileTests: XCTestCase {
    func testParsesPairsAndSingleValuesSorted() throws {
        let namespaces = try ColorsFile.parse(
            """
            {
                "text": {
                    "primary": { "light": "#1F2328", "dark": "#e6edf3" },
                    "inverted": "#FFFFFF"
                },
                "background": { "primary": "#000000" }
            }
            """, file: "Colors.json")
        XCTAssertEqual(namespaces.map(\.name), ["background", "text"])
        let text = namespaces[1]
        XCTAssertEqual(text.entries.map(\.name), ["inverted", "primary"])
        XCTAssertEqual(text.entries[0].value.light, RGBColor(red: 255, green: 255, blue: 255))
        XCTAssertEqual(text.entries[0].value.dark, text.entries[0].value.light)
        XCTAssertEqual(text.entries[1].value.light, RGBColor(red: 0x1F, green: 0x23, blue: 0x28))
        XCTAssertEqual(text.entries[1].value.dark, RGBColor(red: 0xE6, green: 0xED, blue: 0xF3))
        XCTAssertEqual(text.entries[1].line, 3)
    }

    func testHexMustBeHashAndSixDigits() {
        XCTAssertNotNil(RGBColor(hex: "#a0B1c2"))
        for hex in ["A0B1C2", "#A0B1C", "#A0B1C2D", "#G0B1C2", "#+0B1C2", "", "#"] {
            XCTAssertNil(RGBColor(hex: hex), hex)
        }
    }

    func testInvalidHexNamesTheNamespaceAndName() {
        assertDiagnostic(at: 3, containing: ["color 'icons.secondary' (dark)", "'#8B94ZE'", "#RRGGBB"]) {
            _ = try ColorsFile.parse(
                """
                {
                  "icons": {
                    "secondary": { "light": "#59636E", "dark": "#8B94ZE" }
                  }
                }
                """, file: "Colors.json")
        }
    }

    func testInvalidSingleValue() {
        assertDiagnostic(at: 1, containing: ["color 'a.b'", "'red'"]) {
            _ = try ColorsFile.parse(##"{ "a": { "b": "red" } }"##, file: "Colors.json")
        }
    }

    func testMissingThemeIsAnError() {
        assertDiagnostic(at: 1, containing: ["color 'a.b' has no 'dark' value"]) {
            _ = try ColorsFile.parse(##"{ "a": { "b": { "light": "#000000" } } }"##, file: "Colors.json")
        }
    }

    func testUnknownMemberIsAnError() {
        assertDiagnostic(at: 1, containing: ["unknown member 'dim'"]) {
            _ = try ColorsFile.parse(
                ##"{ "a": { "b": { "light": "#000000", "dark": "#000000", "dim": "#000000" } } }"##,
                file: "Colors.json")
        }
    }

    func testWrongShapesAreErrors() {
        assertDiagnostic(at: 1, containing: ["namespace 'a' must be an object, found an array"]) {
            _ = try ColorsFile.parse(##"{ "a": [] }"##, file: "Colors.json")
        }
        assertDiagnostic(at: 1, containing: ["must be an object, found a number"]) {
            _ = try ColorsFile.parse(##"{ "a": { "b": 12 } }"##, file: "Colors.json")
        }
        assertDiagnostic(at: 1, containing: ["the top level (namespaces) must be an object"]) {
            _ = try ColorsFile.parse(#"["a"]"#, file: "Colors.json")
        }
    }

    func testNamesWithOneSwiftNameAreAnError() {
        assertDiagnostic(at: 1, containing: ["name 'tab-bar'", "name 'tabBar'"]) {
            _ = try ColorsFile.parse(
                ##"{ "a": { "tabBar": "#000000", "tab-bar": "#000000" } }"##, file: "Colors.json")
        }
    }

    func testNamespaceAllIsReserved() {
        assertDiagnostic(at: 1, containing: ["namespace 'all' is taken"]) {
            _ = try ColorsFile.parse(##"{ "all": { "b": "#000000" } }"##, file: "Colors.json")
        }
    }

    func testReportsEveryBadColor() {
        let found = diagnostics {
            _ = try ColorsFile.parse(
                ##"{ "a": { "b": "#00000", "c": "#GGGGGG" }, "d": { "e": "x" } }"##, file: "C.json")
        }
        XCTAssertEqual(found.count, 3)
    }
}
