import XCTest

@testable import TUICore

final class KeyNamesTests: XCTestCase {
    private let namedKeys: [(String, Key)] = [
        ("enter", .enter), ("esc", .escape), ("tab", .tab), ("shift-tab", .backTab),
        ("backspace", .backspace), ("delete", .delete), ("insert", .insert), ("up", .up),
        ("down", .down), ("left", .left), ("right", .right), ("home", .home), ("end", .end),
        ("pgup", .pageUp), ("pgdn", .pageDown), ("space", .character(" ")),
        ("comma", .character(",")),
    ]

    func testEveryNamedKeyParses() {
        for (name, key) in namedKeys {
            XCTAssertEqual(KeyNames.parse(name), KeyEvent(key), name)
        }
    }

    func testAliases() {
        XCTAssertEqual(KeyNames.parse("return"), KeyEvent(.enter))
        XCTAssertEqual(KeyNames.parse("escape"), KeyEvent(.escape))
        XCTAssertEqual(KeyNames.parse("backtab"), KeyEvent(.backTab))
        XCTAssertEqual(KeyNames.parse("del"), KeyEvent(.delete))
        XCTAssertEqual(KeyNames.parse("pageup"), KeyEvent(.pageUp))
        XCTAssertEqual(KeyNames.parse("pagedown"), KeyEvent(.pageDown))
    }

    func testNamesAreCaseInsensitive() {
        XCTAssertEqual(KeyNames.parse("ENTER"), KeyEvent(.enter))
        XCTAssertEqual(KeyNames.parse("PgUp"), KeyEvent(.pageUp))
        XCTAssertEqual(KeyNames.parse("Escape"), KeyEvent(.escape))
        XCTAssertEqual(KeyNames.parse("F5"), KeyEvent(.function(5)))
        XCTAssertEqual(KeyNames.parse("CTRL-x"), .control("x"))
    }

    func testSingleCharactersAreThemselves() {
        XCTAssertEqual(KeyNames.parse("a"), .character("a"))
        XCTAssertEqual(KeyNames.parse("A"), .character("A"))
        XCTAssertEqual(KeyNames.parse("я"), .character("я"))
        XCTAssertEqual(KeyNames.parse("Я"), .character("Я"))
        XCTAssertEqual(KeyNames.parse("日"), .character("日"))
        XCTAssertEqual(KeyNames.parse("e\u{0301}"), .character("e\u{0301}"))
        XCTAssertEqual(KeyNames.parse("?"), .character("?"))
        XCTAssertEqual(KeyNames.parse(","), .character(","))
        XCTAssertEqual(KeyNames.parse(" "), .character(" "))
        // One-letter names are characters, not function keys or prefixes.
        XCTAssertEqual(KeyNames.parse("f"), .character("f"))
        XCTAssertEqual(KeyNames.parse("F"), .character("F"))
    }

    func testFunctionKeys() {
        for number in 1...12 {
            XCTAssertEqual(KeyNames.parse("f\(number)"), KeyEvent(.function(number)))
        }
        XCTAssertNil(KeyNames.parse("f13"))
        XCTAssertNil(KeyNames.parse("f0"))
        XCTAssertNil(KeyNames.parse("f-1"))
        XCTAssertNil(KeyNames.parse("fx"))
        XCTAssertNil(KeyNames.parse("f100"))
    }

    func testControlAndAltPrefixes() {
        XCTAssertEqual(KeyNames.parse("ctrl-c"), .control("c"))
        XCTAssertEqual(KeyNames.parse("alt-x"), KeyEvent(.character("x"), modifiers: .alt))
        XCTAssertEqual(
            KeyNames.parse("ctrl-alt-x"), KeyEvent(.character("x"), modifiers: [.control, .alt]))
        XCTAssertEqual(
            KeyNames.parse("alt-ctrl-x"), KeyEvent(.character("x"), modifiers: [.control, .alt]))
        XCTAssertEqual(KeyNames.parse("ctrl-enter"), KeyEvent(.enter, modifiers: .control))
        XCTAssertEqual(KeyNames.parse("alt-f5"), KeyEvent(.function(5), modifiers: .alt))
        XCTAssertEqual(KeyNames.parse("ctrl-space"), .control(" "))
        XCTAssertEqual(KeyNames.parse("alt-comma"), KeyEvent(.character(","), modifiers: .alt))
        XCTAssertEqual(KeyNames.parse("ctrl-return"), KeyEvent(.enter, modifiers: .control))
        XCTAssertEqual(KeyNames.parse("alt-shift-tab"), KeyEvent(.backTab, modifiers: .alt))
        XCTAssertEqual(KeyNames.parse("alt-я"), KeyEvent(.character("я"), modifiers: .alt))
        XCTAssertEqual(KeyNames.parse("alt-X"), KeyEvent(.character("X"), modifiers: .alt))
    }

    func testControlLettersAreTheKeysTheTerminalSends() {
        // A terminal cannot tell Ctrl-X from Ctrl-Shift-X: both arrive as `.control("x")`.
        XCTAssertEqual(KeyNames.parse("ctrl-X"), .control("x"))
        XCTAssertEqual(KeyNames.parse("Ctrl-C"), .control("c"))
        XCTAssertEqual(
            KeyNames.parse("ctrl-alt-Q"), KeyEvent(.character("q"), modifiers: [.control, .alt]))
    }

    func testUnknownNamesAreRejected() {
        for name in [
            "", "enterr", "ctrl-", "alt-", "ctrl-foo", "hyper-x", "shift-x", "ctrl+x", "f1x", "pg up",
        ] {
            XCTAssertNil(KeyNames.parse(name), name)
        }
    }

    func testParseListSucceeds() {
        XCTAssertEqual(
            KeyNames.parseList("down,down,enter"),
            .success([KeyEvent(.down), KeyEvent(.down), KeyEvent(.enter)])
        )
        XCTAssertEqual(
            KeyNames.parseList(" tab , ctrl-c,  я ,comma,space"),
            .success([KeyEvent(.tab), .control("c"), .character("я"), .character(","), .character(" ")])
        )
        XCTAssertEqual(KeyNames.parseList("f12"), .success([KeyEvent(.function(12))]))
    }

    func testParseListNamesTheFirstBadEntry() {
        XCTAssertEqual(
            KeyNames.parseList("enter, bogus, also-bad"), .failure(KeyNameError(name: "bogus")))
        XCTAssertEqual(KeyNames.parseList("f13,enter"), .failure(KeyNameError(name: "f13")))
        XCTAssertEqual(KeyNames.parseList("a,,b"), .failure(KeyNameError(name: "")))
        XCTAssertEqual(KeyNames.parseList("a,"), .failure(KeyNameError(name: "")))
    }

    func testKeyNameErrorDescriptionNamesTheEntry() {
        guard case .failure(let error) = KeyNames.parseList("up,wat") else {
            return XCTFail("expected a failure")
        }
        XCTAssertEqual(error.name, "wat")
        XCTAssertTrue(error.description.hasPrefix("unknown key name 'wat'"), error.description)
    }

    func testNameOfNamedKeys() {
        for (name, key) in namedKeys {
            XCTAssertEqual(KeyNames.name(of: KeyEvent(key)), name)
        }
        XCTAssertEqual(KeyNames.name(of: KeyEvent(.function(7))), "f7")
        XCTAssertEqual(KeyNames.name(of: .character("я")), "я")
        XCTAssertEqual(KeyNames.name(of: .control("c")), "ctrl-c")
        XCTAssertEqual(KeyNames.name(of: KeyEvent(.up, modifiers: [.alt, .control])), "ctrl-alt-up")
        XCTAssertEqual(KeyEvent(.pageDown, modifiers: .alt).description, "alt-pgdn")
    }

    func testNamesRoundTrip() {
        var events = namedKeys.map { KeyEvent($0.1) }
        events += (1...12).map { KeyEvent(.function($0)) }
        events += ["a", "Z", "я", "日", "?", "-", "e\u{0301}"].map { KeyEvent.character($0) }
        for event in events {
            for modifiers in [KeyModifiers(), .control, .alt, [.control, .alt]] {
                if modifiers.contains(.control), case .character(let character) = event.key,
                    character.isUppercase
                {
                    continue  // Ctrl-Shift-letter is not a key a terminal sends.
                }
                let modified = KeyEvent(event.key, modifiers: modifiers)
                let name = KeyNames.name(of: modified)
                XCTAssertEqual(KeyNames.parse(name), modified, name)
            }
        }
    }

    func testKeyEventHelpers() {
        XCTAssertEqual(KeyEvent.character("q"), KeyEvent(.character("q"), modifiers: []))
        XCTAssertEqual(KeyEvent.control("q"), KeyEvent(.character("q"), modifiers: .control))
        XCTAssertNotEqual(KeyEvent.control("q"), KeyEvent.character("q"))
        XCTAssertNotEqual(KeyEvent(.up, modifiers: .shift), KeyEvent(.up))
    }

    func testShiftNamesTheMovesASelectionMakes() {
        XCTAssertEqual(KeyNames.parse("shift-left"), KeyEvent(.left, modifiers: .shift))
        XCTAssertEqual(KeyNames.parse("shift-ctrl-right"), KeyEvent(.right, modifiers: [.shift, .control]))
        XCTAssertEqual(KeyNames.name(of: KeyEvent(.end, modifiers: .shift)), "shift-end")
        XCTAssertEqual(KeyNames.name(of: KeyEvent(.character("A"), modifiers: .shift)), "A")
    }
}
