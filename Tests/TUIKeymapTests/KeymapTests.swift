import TUICore
import TUIKit
import XCTest

/// A keymap applied where bindings are gathered: what it rebinds, and what it refuses.
@MainActor
final class KeymapTests: XCTestCase {
    private let scope = KeyScope(name: "Logs", title: "Logs")

    private func keymap(_ entries: [(KeyBinding.ID, [KeyEvent])]) -> Keymap {
        Keymap(
            file: "keymap.toml",
            entries: entries.enumerated().map { Keymap.Entry(id: $1.0, keys: $1.1, line: $0 + 2) })
    }

    func testARebindingMovesTheKeyAndTheHintAndTheDefaultNoLongerFires() async {
        var opened = 0
        let bindings = [KeyBinding(.enter, id: "logs.open", "open") { opened += 1 }]
        let applied = keymap([("logs.open", [.character("o")])]).apply(to: bindings, scope: scope)
        XCTAssertEqual(applied.hintLine, "o open")
        XCTAssertFalse(applied.handle(.enter))
        XCTAssertTrue(applied.handle(.character("o")))
        XCTAssertEqual(opened, 1)
        XCTAssertEqual(applied.first?.scope, scope)
    }

    func testAListMoveIsReboundAloneAndTheHandlerGetsItsDefaultKey() async {
        var selection = ListSelection(count: 5)
        let box = Binding(get: { selection }, set: { selection = $0 })
        let applied = keymap([("list.down", [.character("n")])]).apply(to: [.list(box, "move")], scope: scope)
        XCTAssertTrue(applied.handle(.character("n")))
        XCTAssertEqual(selection.selectedIndex, 1)
        XCTAssertFalse(applied.handle(.character("j")), "j was list.down's and is no longer")
        XCTAssertTrue(applied.handle(.character("k")), "list.up keeps its keys")
        XCTAssertEqual(selection.selectedIndex, 0)
        XCTAssertEqual(applied.hintLine, "↑n move")
    }

    func testAKeyBoundTwiceInOneScopeIsRefusedAndNamesBothIDs() async {
        var problems: [KeymapProblem] = []
        let bindings = [
            KeyBinding(.enter, id: "logs.open", "open") {},
            KeyBinding("r", id: "logs.reload", "reload") {},
        ]
        let applied = keymap([("logs.open", [.character("r")])]).apply(to: bindings, scope: scope) {
            problems.append($0)
        }
        XCTAssertEqual(applied.hintLine, "Enter open · r reload", "the defaults stay")
        XCTAssertEqual(
            problems.map(\.description),
            ["keymap.toml:2: \"r\" bound twice in Logs: ids logs.open, logs.reload; the defaults stay"])
    }

    func testASwapOfTwoKeysInOneScopeIsNoClash() async {
        let bindings = [
            KeyBinding("a", id: "x.a", "first") {},
            KeyBinding("b", id: "x.b", "second") {},
        ]
        let applied = keymap([("x.a", [.character("b")]), ("x.b", [.character("a")])]).apply(to: bindings, scope: scope)
        XCTAssertEqual(applied.hintLine, "b first · a second")
    }

    func testAKeyOfABindingWithoutAnIDClashesToo() async {
        var problems: [KeymapProblem] = []
        let bindings = [KeyBinding(.enter, id: "logs.open", "open") {}, KeyBinding("x", "other") {}]
        _ = keymap([("logs.open", [.character("x")])]).apply(to: bindings, scope: scope) { problems.append($0) }
        XCTAssertEqual(problems.first?.message.contains("a key of Logs without an id"), true, "\(problems)")
    }

    func testUnknownIDsGetADidYouMeanFromTheCatalog() async {
        let catalog = [
            KeymapCatalog.Scope(
                scope: scope,
                slots: [KeyBinding.Slot("logs.open", [.enter]), KeyBinding.Slot("logs.reload", [.character("r")])],
                fixedKeys: [])
        ]
        let problems = keymap([("logs.opne", [.character("o")]), ("zzz", [.character("z")])]).problems(in: catalog)
        XCTAssertEqual(
            problems.map(\.description),
            [
                "keymap.toml:2: unknown id \"logs.opne\" (did you mean \"logs.open\"?)",
                "keymap.toml:3: unknown id \"zzz\"",
            ])
    }

    func testAnEmptyKeymapOnlyMarksTheScope() async {
        let bindings = [KeyBinding(.enter, id: "logs.open", "open") {}]
        let applied = Keymap.empty.apply(to: bindings, scope: scope)
        XCTAssertEqual(applied.hintLine, "Enter open")
        XCTAssertEqual(applied.first?.scope?.name, "Logs")
    }
}
