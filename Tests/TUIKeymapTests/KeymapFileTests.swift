import TUICore
import TUIKit
import XCTest

@testable import TUIKeymap

/// keymap.toml read into a keymap, every mistake named with its file and line.
final class KeymapFileTests: XCTestCase {
    func testReadsStringsArraysQuotedAndDottedKeys() {
        let text = """
            # my keys
            [bindings]
            "logs.open" = "f11"   # the debug panel
            app.quit = ["q", "ctrl-q"]
            'list.down' = "n"
            """
        let result = KeymapFile.parse(text, file: "keymap.toml")
        XCTAssertEqual(result.problems, [])
        XCTAssertEqual(result.keymap.keys(for: "logs.open"), [KeyEvent(.function(11))])
        XCTAssertEqual(result.keymap.keys(for: "app.quit"), [.character("q"), .control("q")])
        XCTAssertEqual(result.keymap.keys(for: "list.down"), [.character("n")])
        XCTAssertEqual(result.keymap.entries["app.quit"]?.line, 4)
        XCTAssertEqual(result.keymap.entries["list.down"]?.line, 5)
    }

    func testEveryKindOfMistakeIsNamedWithItsLineAndTheRestApplies() {
        let text = """
            title = "mine"
            [bindings]
            "logs.open" = "f11"
            "app.quit" = "ctrl-?"
            "list.up" = 3
            "list.down" = []
            "tabs.next" = ["tab", 4]
            "list.top" = "hyper-x"
            """
        let result = KeymapFile.parse(text, file: "/home/u/.config/app/keymap.toml")
        XCTAssertEqual(
            result.problems.map(\.description),
            [
                "/home/u/.config/app/keymap.toml:1: unknown key \"title\": only the [bindings] table is read",
                "/home/u/.config/app/keymap.toml:4: key \"ctrl-?\" of \"app.quit\" is not a key name ("
                    + KeyNameError(name: "ctrl-?").description + "); the defaults stay",
                "/home/u/.config/app/keymap.toml:5: \"list.up\" must be a key name or an array of them, as \"f11\" or "
                    + "[\"q\", \"ctrl-q\"]",
                "/home/u/.config/app/keymap.toml:6: \"list.down\" has no keys; the defaults stay",
                "/home/u/.config/app/keymap.toml:7: \"tabs.next\": every key must be a string",
                "/home/u/.config/app/keymap.toml:8: key \"hyper-x\" of \"list.top\" is not a key name ("
                    + KeyNameError(name: "hyper-x").description + "); the defaults stay",
            ])
        XCTAssertEqual(Array(result.keymap.entries.keys), ["logs.open"])
    }

    func testATOMLSyntaxErrorNamesItsLineAndKeepsEveryDefault() {
        let text = "[bindings]\n\"logs.open\" = \"f11\"\n\"app.quit\" = \n"
        let result = KeymapFile.parse(text, file: "keymap.toml")
        XCTAssertTrue(result.keymap.isEmpty)
        XCTAssertEqual(result.problems.count, 1)
        XCTAssertEqual(result.problems.first?.line, 3)
        XCTAssertTrue(result.problems.first?.message.hasPrefix("not valid TOML") == true, "\(result.problems)")
    }

    func testTheSameIDTwiceIsATOMLErrorOnTheSecondLine() {
        let result = KeymapFile.parse("[bindings]\na = \"x\"\na = \"y\"\n", file: "k.toml")
        XCTAssertEqual(result.problems.first?.line, 3)
        XCTAssertTrue(result.keymap.isEmpty)
    }

    func testANULIsRefusedBeforeTheCParserSeesIt() {
        let result = KeymapFile.parse("[bindings]\na = \"x\0\"\n", file: "k.toml")
        XCTAssertEqual(result.problems.map(\.line), [2])
    }

    func testNoFileIsNoKeymapAndNoProblem() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        let result = KeymapFile.read(folder.appendingPathComponent("keymap.toml"))
        XCTAssertTrue(result.keymap.isEmpty)
        XCTAssertEqual(result.problems, [])
    }

    func testAFileThatIsNotUTF8IsNamed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("keymap.toml")
        try Data([0x5B, 0xFF, 0xFE]).write(to: url)
        XCTAssertEqual(
            KeymapFile.read(url).problems.map(\.description), ["\(url.path): is not UTF-8 text; the default keys stay"])
    }

    func testKeyNamesAreRenderKeysNamesAndOnlyKeysATerminalSends() {
        XCTAssertEqual(KeymapFile.key(named: "ctrl-x"), .control("x"))
        XCTAssertEqual(KeymapFile.key(named: "shift-tab"), .backTab)
        XCTAssertEqual(KeymapFile.key(named: "?"), .character("?"))
        XCTAssertEqual(KeymapFile.key(named: "pgdn"), .pageDown)
        XCTAssertNil(KeymapFile.key(named: "ctrl-?"))
        XCTAssertNil(KeymapFile.key(named: "ctrl-1"))
        XCTAssertNil(KeymapFile.key(named: ""))
        XCTAssertNil(KeymapFile.key(named: "\n"))
        // Both directions are the one parser: a key's name reads back as the key.
        for key in [KeyEvent.enter, .control("q"), KeyEvent(.function(11)), .character("?"), .pageUp] {
            XCTAssertEqual(KeymapFile.key(named: KeyNames.name(of: key)), key)
        }
    }

    /// make fuzz (fuzz-keymap) found that toml++ asserts, aborting the app, on a table header
    /// whose name begins with no key character: such a file is refused with its line first.
    func testAHeaderWithoutANameIsRefusedBeforeTOMLPlusPlusAssertsOnIt() {
        let cases: [(String, Int)] = [
            ("[\n", 1), ("[[\n", 1), ("[.a]\n", 1), ("[=", 1), ("x = \"q\"\n[\n", 2), ("[é]\n", 1), ("  [ \t#\n", 1),
            ("[bindings]\n\"app.quit\" = \"x\"\n[\r\n", 3), ("[\u{FFFD}indis]\nopen = \"f11\"\n", 1),
        ]
        for (text, line) in cases {
            let result = KeymapFile.parse(text, file: "k.toml")
            XCTAssertEqual(result.problems.map(\.line), [line], text.debugDescription)
            XCTAssertEqual(
                result.problems.first?.kind, .notTOML(detail: "a table header must begin with a name"),
                text.debugDescription)
            XCTAssertTrue(result.keymap.isEmpty)
        }
    }

    func testHeadersThatBeginWithANameOrAQuoteAreLeftToTheParser() {
        for text in [
            "[bindings]\n", "[ bindings ]\n", "[\"bindings\"]\n", "['bindings']\n", "[]\n", "[", "a = [\"q\"]\n",
        ] {
            XCTAssertNil(KeymapFile.headerWithoutName(in: text), text.debugDescription)
        }
        XCTAssertEqual(KeymapFile.parse("[bindings]\n\"app.quit\" = \"x\"\n", file: "k.toml").problems, [])
    }
}
