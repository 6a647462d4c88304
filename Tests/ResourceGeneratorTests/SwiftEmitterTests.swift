import SwiftSourceText
import XCTest

@testable import ResourceGenerator

final class SwiftEmitterTests: XCTestCase {
    private var folders: [ResourceFolder] = []

    override func tearDown() {
        for folder in folders { folder.remove() }
        super.tearDown()
    }

    private func emit(_ files: [String: String]) throws -> String {
        let folder = try ResourceFolder(files)
        folders.append(folder)
        return SwiftEmitter.emit(try ResourceLoader.load(from: folder.url))
    }

    private let sample: [String: String] = [
        "Strings/en/Common.strings": """
        "terminal-too-small-message" = "Needs %d×%d";
        "back" = "Back";
        "greeting" = "%2$@, %1$@!";
        "ratio" = "100%%";
        "default" = "Default";
        """,
        "Strings/ru/Common.strings": """
        "back" = "Назад";
        "terminal-too-small-message" = "Нужно %d×%d";
        "greeting" = "%2$@, %1$@!";
        "ratio" = "100%%";
        "default" = "По умолчанию";
        """,
        "Strings/en/TabBar.strings": "\"settings\" = \"Settings\";",
        "Strings/ru/TabBar.strings": "\"settings\" = \"Настройки\";",
        "Colors.json":
            ##"{ "text": { "primary": { "light": "#1F2328", "dark": "#E6EDF3" }, "inverted": "#FFFFFF" } }"##,
        "Icons.json": ##"{ "ic24": { "home": { "glyph": "⌂", "ascii": "H" } } }"##,
        "TextStyles.json":
            ##"{ "heading": { "secondary": ["underline", "bold"] }, "paragraph": { "primary": [] } }"##,
        "Configs/dev.env": "# Keys\nINSTANCE = dev\n",
    ]

    func testHeaderImportsTheRuntimeModules() throws {
        let source = try emit(sample)
        XCTAssertTrue(source.contains("\nimport TUICore\nimport TUIKit\n"))
        XCTAssertTrue(source.contains("public enum R {"))
        XCTAssertTrue(source.contains(#"public static let version = "1.0.0""#))
    }

    func testStringAccessors() throws {
        let source = try emit(sample)
        XCTAssertTrue(source.contains("public enum string {"))
        XCTAssertTrue(source.contains("public enum common {"))
        XCTAssertTrue(source.contains("public enum tabBar {"))
        XCTAssertTrue(
            source.contains(
                """
                            public static func back() -> String {
                                R.catalog.string("back", table: "Common")
                            }
                """))
        XCTAssertTrue(source.contains("public static func `default`() -> String {"))
    }

    func testFormatAccessorsTakeTypedArguments() throws {
        let source = try emit(sample)
        XCTAssertTrue(
            source.contains(
                """
                            /// "Needs %d×%d"
                            public static func terminalTooSmallMessage(_ value1: Int, _ value2: Int) -> String {
                                R.format(
                                    R.catalog.string("terminal-too-small-message", table: "Common"),
                                    [String(value1), String(value2)]
                                )
                            }
                """), source)
        XCTAssertTrue(
            source.contains("public static func greeting(_ value1: String, _ value2: String) -> String {")
        )
        XCTAssertTrue(source.contains("[value1, value2]"))
        // `%%` alone still goes through the formatter, so that it shows as `%`.
        XCTAssertTrue(
            source.contains("public static func ratio() -> String {\n                R.format("))
        XCTAssertTrue(
            source.contains(
                "public static func format(_ template: String, _ arguments: [String]) -> String"))
        XCTAssertFalse(source.contains("String(format:"))
    }

    func testCatalogHoldsEveryLanguage() throws {
        let source = try emit(sample)
        XCTAssertTrue(
            source.contains(
                "public static let catalog = StringCatalog { language, table in\n        switch (language, table) {\n"))
        // Each language's table, built when first read.
        XCTAssertTrue(source.contains("        case (.en, \"Common\"):\n            return [\n"), source)
        XCTAssertTrue(source.contains("        case (.ru, \"TabBar\"):\n            return [\n"), source)
        XCTAssertTrue(source.contains(#""terminal-too-small-message": "Нужно %d×%d","#))
        XCTAssertTrue(source.contains(#""default": "По умолчанию","#))
    }

    func testColorsIconsStylesAndConfigs() throws {
        let source = try emit(sample)
        XCTAssertTrue(
            source.contains(
                #"public static let primary = ColorSet(light: .rgb(0x1F, 0x23, 0x28), dark: .rgb(0xE6, 0xED, 0xF3), name: "text.primary")"#
            ))
        XCTAssertTrue(
            source.contains(#"public static let inverted = ColorSet(.rgb(0xFF, 0xFF, 0xFF), name: "text.inverted")"#))
        XCTAssertTrue(source.contains(#"public static let home = Icon(glyph: "⌂", ascii: "H")"#))
        XCTAssertTrue(source.contains("public static let secondary = TextStyle([.bold, .underline])"))
        XCTAssertTrue(source.contains("public static let primary = TextStyle([])"))
        XCTAssertTrue(
            source.contains(
                """
                public static let all: [(namespace: String, name: String, value: ColorSet)] = [
                            (namespace: "text", name: "inverted", value: text.inverted),
                            (namespace: "text", name: "primary", value: text.primary),
                        ]
                """), source)
        XCTAssertTrue(
            source.contains("public static let all: [(namespace: String, name: String, value: Icon)] = [")
        )
        XCTAssertTrue(
            source.contains(
                """
                        public static let files: [String: String] = [
                            "dev": \"\"\"
                                # Keys
                                INSTANCE = dev

                                \"\"\",
                        ]
                """), source)
    }

    func testEmptyResources() throws {
        let source = try emit([:])
        XCTAssertTrue(source.contains("public static let catalog = StringCatalog(tables: [:])"))
        XCTAssertTrue(source.contains("public static let files: [String: String] = [:]"))
        XCTAssertTrue(
            source.contains(
                "public static let all: [(namespace: String, name: String, value: ColorSet)] = []"))
    }

    func testOutputIsDeterministic() throws {
        let reordered: [String: String] = sample.merging([
            "Colors.json":
                ##"{ "text": { "inverted": "#ffffff", "primary": { "dark": "#E6EDF3", "light": "#1F2328" } } }"##,
            "Strings/en/TabBar.strings": "/* reordered */\n\n\"settings\" = \"Settings\";",
        ]) { $1 }
        let first = try emit(sample)
        XCTAssertEqual(try emit(sample), first)
        XCTAssertEqual(try emit(reordered), first)
    }

    func testStringLiteralsAreEscaped() {
        XCTAssertEqual(SwiftLiteral.string("a\"b\\c\nd\te\u{200B}é"), #""a\"b\\c\nd\te\u{200B}é""#)
        XCTAssertEqual(
            SwiftLiteral.multilineString("a\\b\n\"\"\"\n"),
            ["\"\"\"", "a\\\\b", "\\\"\"\"", "", "\"\"\""])
        XCTAssertNil(SwiftLiteral.multilineString("a\rb"))
        XCTAssertEqual(SwiftLiteral.hexByte(10), "0x0A")
    }
}
