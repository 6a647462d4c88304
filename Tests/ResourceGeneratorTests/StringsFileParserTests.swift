import XCTest

@testable import ResourceGenerator

final class StringsFileParserTests: XCTestCase {
    func testParsesPairsWithTheirLines() throws {
        let entries = try StringsFileParser.parse(
            """
            "app-name" = "example-tui";

            "back"="Back" ;
            """, file: "Common.strings")
        XCTAssertEqual(
            entries,
            [
                StringsEntry(key: "app-name", value: "example-tui", line: 1),
                StringsEntry(key: "back", value: "Back", line: 3),
            ])
    }

    func testSkipsBlockAndLineComments() throws {
        let entries = try StringsFileParser.parse(
            """
            /* A header comment
               over two lines. */
            // A line comment with "quotes" = "inside";
            "a" /* between */ = /* tokens */ "A"; // after
            /**/"b" = "B";
            """, file: "T.strings")
        XCTAssertEqual(entries.map(\.key), ["a", "b"])
        XCTAssertEqual(entries.map(\.line), [4, 5])
    }

    func testDecodesEscapes() throws {
        let entries = try StringsFileParser.parse(
            #""k" = "say \"hi\"\\n\n\tx\u00e9\'";"#, file: "T.strings")
        XCTAssertEqual(entries.first?.value, "say \"hi\"\\n\n\txé'")
    }

    func testKeepsNonASCIITextAndSkipsByteOrderMark() throws {
        let entries = try StringsFileParser.parse(
            "\u{FEFF}\"loading\" = \"Загрузка…\";", file: "T.strings")
        XCTAssertEqual(entries, [StringsEntry(key: "loading", value: "Загрузка…", line: 1)])
    }

    func testEmptyFileHasNoEntries() throws {
        XCTAssertEqual(try StringsFileParser.parse("  /* nothing */\n// here\n", file: "T.strings"), [])
    }

    func testMissingSemicolonIsAnErrorAtItsLine() {
        assertDiagnostic(at: 2, containing: ["expected ';'", "\"b\""]) {
            _ = try StringsFileParser.parse(
                "\"a\" = \"A\";\n\"b\" = \"B\"\n\"c\" = \"C\";", file: "T.strings")
        }
    }

    func testMissingEqualsSign() {
        assertDiagnostic(at: 1, containing: ["expected '='"]) {
            _ = try StringsFileParser.parse("\"a\" \"A\";", file: "T.strings")
        }
    }

    func testUnquotedKey() {
        assertDiagnostic(at: 3, containing: ["expected a quoted key", "'a'"]) {
            _ = try StringsFileParser.parse("\n\na = \"A\";", file: "T.strings")
        }
    }

    func testUnquotedValue() {
        assertDiagnostic(at: 1, containing: ["expected a quoted value"]) {
            _ = try StringsFileParser.parse("\"a\" = A;", file: "T.strings")
        }
    }

    func testUnterminatedString() {
        assertDiagnostic(at: 2, containing: ["unterminated string"]) {
            _ = try StringsFileParser.parse("\"a\" = \"A\";\n\"b\" = \"B;\n", file: "T.strings")
        }
    }

    func testUnterminatedCommentIsReportedWhereItStarts() {
        assertDiagnostic(at: 2, containing: ["unterminated comment"]) {
            _ = try StringsFileParser.parse("\"a\" = \"A\";\n/* open\n\n", file: "T.strings")
        }
    }

    func testUnknownEscape() {
        assertDiagnostic(at: 1, containing: ["unknown escape '\\q'"]) {
            _ = try StringsFileParser.parse(#""a" = "\q";"#, file: "T.strings")
        }
    }

    func testErrorsNameTheFileInCompilerFormat() {
        let found = diagnostics {
            _ = try StringsFileParser.parse("\"a\" = \"A\"", file: "/r/Strings/en/T.strings")
        }
        XCTAssertEqual(
            found.first?.description.hasPrefix("/r/Strings/en/T.strings:1: error: expected ';'"), true)
    }
}
