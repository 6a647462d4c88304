import XCTest

@testable import ResourceGenerator

final class ResourceLoaderTests: XCTestCase {
    private var folders: [ResourceFolder] = []

    override func tearDown() {
        for folder in folders { folder.remove() }
        super.tearDown()
    }

    private func folder(_ files: [String: String], version: String? = "1.0.0\n") throws
        -> ResourceFolder
    {
        let folder = try ResourceFolder(files, version: version)
        folders.append(folder)
        return folder
    }

    func testLoadsEveryKindOfResource() throws {
        let folder = try folder([
            "Strings/en/Common.strings": "\"back\" = \"Back\";",
            "Strings/ru/Common.strings": "\"back\" = \"Назад\";",
            "Colors.json": ##"{ "text": { "primary": "#000000" } }"##,
            "Icons.json": ##"{ "ic16": { "dot": { "glyph": "•", "ascii": "*" } } }"##,
            "TextStyles.json": ##"{ "heading": { "primary": ["bold"] } }"##,
            "Configs/prod.env": "INSTANCE = prod\n",
            "Configs/dev.env": "# comment\nINSTANCE = dev\n",
            "Themes/nord.json": ##"{ "base": "dark" }"##,
            "README.md": "# Resources",
            ".DS_Store": "ignored",
        ])
        let resources = try ResourceLoader.load(from: folder.url)
        XCTAssertEqual(resources.version, "1.0.0")
        XCTAssertEqual(resources.strings.languages, ["en", "ru"])
        XCTAssertEqual(resources.strings.tables.map(\.identifier), ["common"])
        XCTAssertEqual(resources.colors.map(\.name), ["text"])
        XCTAssertEqual(resources.icons.first?.entries.first?.value, IconValue(glyph: "•", ascii: "*"))
        XCTAssertEqual(resources.textStyles.first?.entries.first?.value, ["bold"])
        XCTAssertEqual(
            resources.configs,
            [
                ConfigFile(name: "dev", text: "# comment\nINSTANCE = dev\n"),
                ConfigFile(name: "prod", text: "INSTANCE = prod\n"),
            ])
        XCTAssertEqual(resources.themes, [ConfigFile(name: "nord", text: ##"{ "base": "dark" }"##)])
    }

    func testOnlyVersionIsRequired() throws {
        let resources = try ResourceLoader.load(from: try folder([:]).url)
        XCTAssertEqual(resources, ResourceSet(version: "1.0.0"))
    }

    func testMissingVersionIsAnError() throws {
        let folder = try folder([:], version: nil)
        let found = diagnostics { _ = try ResourceLoader.load(from: folder.url) }
        XCTAssertEqual(found.map(\.file), [folder.path("VERSION")])
        XCTAssertTrue(found.first?.message.contains("VERSION is missing") == true)
    }

    func testEmptyVersionIsAnError() throws {
        let folder = try folder([:], version: "\n  \n")
        assertDiagnostic(at: 1, containing: ["VERSION is empty"]) {
            _ = try ResourceLoader.load(from: folder.url)
        }
    }

    func testVersionIsOneLine() throws {
        XCTAssertEqual(
            try ResourceLoader.parseVersion("\n 2.1.0-beta.1 \n", file: "VERSION"), "2.1.0-beta.1")
        assertDiagnostic(at: 2, containing: ["one line"]) {
            _ = try ResourceLoader.parseVersion("1.0\n2.0", file: "V")
        }
        assertDiagnostic(at: 1, containing: ["'v 1' is not a version"]) {
            _ = try ResourceLoader.parseVersion("v 1", file: "V")
        }
    }

    func testMissingFolderIsAnError() {
        let missing = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/Resources")
        assertDiagnostic(at: 1, containing: ["Resources folder is missing"]) {
            _ = try ResourceLoader.load(from: missing)
        }
    }

    func testUnexpectedFilesAreErrors() throws {
        let folder = try folder([
            "Colours.json": "{}",
            "Strings/en/Common.txt": "",
            "Strings/notes.md": "",
            "Configs/dev.yaml": "",
            "Themes/nord.toml": "",
        ])
        let found = diagnostics { _ = try ResourceLoader.load(from: folder.url) }
        XCTAssertEqual(
            Set(found.map(\.file)),
            [
                folder.path("Colours.json"), folder.path("Strings/en/Common.txt"),
                folder.path("Strings/notes.md"),
                folder.path("Configs/dev.yaml"), folder.path("Themes/nord.toml"),
            ])
    }

    func testReportsProblemsOfEveryFileTogether() throws {
        let folder = try folder([
            "Strings/en/Common.strings": "\"back\" = \"Back\";\n\"close\" = \"Close\";",
            "Strings/ru/Common.strings": "\"back\" = \"Назад\";",
            "Colors.json": "{\n  \"text\": {\n    \"primary\": \"#12345\"\n  }\n}",
            "TextStyles.json": ##"{ "a": { "b": ["blink"] } }"##,
        ])
        let found = diagnostics { _ = try ResourceLoader.load(from: folder.url) }
        XCTAssertEqual(
            found.map(\.description),
            [
                "\(folder.path("Strings/en/Common.strings")):2: error: key 'close' of table 'Common' is missing "
                    + "in ru: add it to \(folder.path("Strings/ru/Common.strings"))",
                "\(folder.path("Colors.json")):3: error: color 'text.primary': '#12345' is not a #RRGGBB color",
                "\(folder.path("TextStyles.json")):1: error: text style 'a.b': unknown attribute 'blink'; "
                    + "expected one of bold, dim, italic, underline, reverse",
            ])
    }

    func testStringsSyntaxErrorIsReported() throws {
        let folder = try folder(["Strings/en/Common.strings": "\"back\" = \"Back\"\n"])
        let found = diagnostics { _ = try ResourceLoader.load(from: folder.url) }
        XCTAssertEqual(found.map(\.file), [folder.path("Strings/en/Common.strings")])
        XCTAssertTrue(found.first?.message.contains("expected ';'") == true)
    }

    func testFileThatIsNotUTF8IsAnError() throws {
        let folder = try folder([:])
        try Data([0xFF, 0xFE, 0x00]).write(to: folder.url.appendingPathComponent("Colors.json"))
        assertDiagnostic(at: 1, containing: ["not UTF-8"]) {
            _ = try ResourceLoader.load(from: folder.url)
        }
    }
}
