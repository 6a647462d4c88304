import XCTest

@testable import ResourceGenerator

final class StringTablesTests: XCTestCase {
    /// A language folder from `[table: strings file text]`.
    private func language(_ code: String, _ tables: [String: String]) throws
        -> StringTables.LanguageSource
    {
        StringTables.LanguageSource(
            code: code, path: "Strings/\(code)",
            tables: try tables.sorted { $0.key < $1.key }.map { name, text in
                let file = "Strings/\(code)/\(name).strings"
                return StringTables.TableSource(
                    name: name, file: file, entries: try StringsFileParser.parse(text, file: file))
            })
    }

    func testBuildsSortedTablesWithEveryLanguage() throws {
        let tables = try StringTables.build([
            try language("ru", ["TabBar": "\"settings\" = \"Настройки\";\n\"examples\" = \"Примеры\";"]),
            try language("en", ["TabBar": "\"settings\" = \"Settings\";\n\"examples\" = \"Examples\";"]),
        ])
        XCTAssertEqual(tables.languages, ["en", "ru"])
        XCTAssertEqual(tables.tables.map(\.name), ["TabBar"])
        XCTAssertEqual(tables.tables[0].identifier, "tabBar")
        XCTAssertEqual(tables.tables[0].keys.map(\.key), ["examples", "settings"])
        XCTAssertEqual(tables.tables[0].keys[1].values, ["en": "Settings", "ru": "Настройки"])
        XCTAssertEqual(tables.tables[0].keys[1].arguments, [])
        XCTAssertFalse(tables.tables[0].keys[1].formats)
    }

    func testNoLanguageFoldersGiveNoTables() throws {
        XCTAssertEqual(try StringTables.build([]), .empty)
    }

    func testArgumentsComeFromTheFormatSpecifiers() throws {
        let tables = try StringTables.build([
            try language("en", ["Common": #""size" = "Needs %d×%d";"#]),
            try language("ru", ["Common": #""size" = "Нужно %d×%d";"#]),
        ])
        let key = tables.tables[0].keys[0]
        XCTAssertEqual(key.arguments, [.int, .int])
        XCTAssertTrue(key.formats)
    }

    func testTranslationsMayReorderPositionalArguments() throws {
        let tables = try StringTables.build([
            try language("en", ["T": #""k" = "%1$@ has %2$d";"#]),
            try language("ru", ["T": #""k" = "%2$d у %1$@";"#]),
        ])
        XCTAssertEqual(tables.tables[0].keys[0].arguments, [.string, .int])
    }

    func testDuplicateKeyIsAnError() {
        assertDiagnostic(at: 3, containing: ["duplicate key 'back'", "first at line 1"]) {
            _ = try StringTables.build([
                try language(
                    "en", ["Common": "\"back\" = \"Back\";\n\"close\" = \"Close\";\n\"back\" = \"Go back\";"])
            ])
        }
    }

    func testKeyMissingInALanguageNamesTheLanguageAndTheKey() {
        let found = diagnostics {
            _ = try StringTables.build([
                try language("en", ["Common": "\"close\" = \"Close\";\n\"back\" = \"Back\";"]),
                try language("ru", ["Common": "\"close\" = \"Закрыть\";"]),
            ])
        }
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found.first?.file, "Strings/en/Common.strings")
        XCTAssertEqual(found.first?.line, 2)
        XCTAssertEqual(
            found.first?.message,
            "key 'back' of table 'Common' is missing in ru: add it to Strings/ru/Common.strings")
    }

    func testKeyMissingInEnglishIsReportedWhereItIsDefined() {
        let found = diagnostics {
            _ = try StringTables.build([
                try language("en", ["Common": "\"close\" = \"Close\";"]),
                try language("ru", ["Common": "\"close\" = \"Закрыть\";\n\"extra\" = \"Лишнее\";"]),
            ])
        }
        XCTAssertEqual(found.map(\.file), ["Strings/ru/Common.strings"])
        XCTAssertEqual(found.first?.line, 2)
        XCTAssertTrue(
            found.first?.message.contains("key 'extra' of table 'Common' is missing in en") == true)
    }

    func testTableMissingInALanguageIsAnError() {
        assertDiagnostic(
            at: 1, containing: ["table 'Launch' is missing in ru", "Strings/ru/Launch.strings"]
        ) {
            _ = try StringTables.build([
                try language("en", ["Common": "\"a\" = \"A\";", "Launch": "\"title\" = \"T\";"]),
                try language("ru", ["Common": "\"a\" = \"А\";"]),
            ])
        }
    }

    func testUnknownLanguageFolderIsAnError() {
        let found = diagnostics {
            _ = try StringTables.build([
                try language("en", ["T": "\"a\" = \"A\";"]),
                try language("de", ["T": "\"a\" = \"A\";"]),
            ])
        }
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found.first?.file, "Strings/de")
        XCTAssertTrue(found.first?.message.contains("unknown language folder 'de'") == true)
    }

    func testEnglishIsRequired() {
        assertDiagnostic(at: 1, containing: ["no 'en' folder"]) {
            _ = try StringTables.build([try language("ru", ["T": "\"a\" = \"А\";"])])
        }
    }

    func testDifferentSpecifiersAcrossLanguagesAreAnError() {
        let found = diagnostics {
            _ = try StringTables.build([
                try language("en", ["Common": "\"size\" = \"Needs %d×%d\";"]),
                try language("ru", ["Common": "\n\"size\" = \"Нужно %@×%d\";"]),
            ])
        }
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found.first?.file, "Strings/ru/Common.strings")
        XCTAssertEqual(found.first?.line, 2)
        XCTAssertTrue(
            found.first?.message.contains("key 'size' takes (String, Int) in ru but (Int, Int) in en")
                == true,
            "\(found)")
    }

    func testBadSpecifierIsAnErrorAtItsLine() {
        assertDiagnostic(at: 1, containing: ["key 'sale' (en)", "unsupported format specifier"]) {
            _ = try StringTables.build([try language("en", ["T": "\"sale\" = \"50% off\";"])])
        }
    }

    func testKeysWithOneSwiftNameAreAnError() {
        assertDiagnostic(at: 2, containing: ["key 'theme.dark'", "key 'theme-dark'", "'themeDark'"]) {
            _ = try StringTables.build([
                try language("en", ["Settings": "\"theme-dark\" = \"Dark\";\n\"theme.dark\" = \"Dark\";"])
            ])
        }
    }

    func testTablesWithOneSwiftNameAreAnError() {
        assertDiagnostic(at: 1, containing: ["table 'tab-bar'", "table 'TabBar'", "'tabBar'"]) {
            _ = try StringTables.build([
                try language("en", ["TabBar": "\"a\" = \"A\";", "tab-bar": "\"b\" = \"B\";"])
            ])
        }
    }

    func testReportsEveryProblemAtOnce() {
        let found = diagnostics {
            _ = try StringTables.build([
                try language("en", ["A": "\"x\" = \"X\";\n\"x\" = \"X\";", "B": "\"y\" = \"%d\";"]),
                try language("ru", ["A": "\"x\" = \"Х\";", "B": "\"y\" = \"%@\";"]),
            ])
        }
        XCTAssertEqual(found.count, 2, "\(found)")
    }
}
