import XCTest

@testable import TUIKit

/// `.group` gives several keys one hint and each its own action; `.scroll` moves a
/// `ScrollState` by the keys it names.
@MainActor
final class GroupAndScrollBindingTests: XCTestCase {
    func testAGroupRunsTheActionOfThePressedKeyAndPassesOthersOn() async {
        var log: [String] = []
        let export: KeyBinding = .group(
            label: "e h", "export",
            [KeyAction("e") { log.append("text") }, KeyAction(.character("h")) { log.append("har") }])
        XCTAssertEqual([export].hintLine, "e h export")
        XCTAssertTrue([export].handle(.character("h")))
        XCTAssertTrue([export].handle(.character("e")))
        XCTAssertFalse([export].handle(.character("x")), "a key outside the group passes on")
        XCTAssertEqual(log, ["har", "text"])
        XCTAssertEqual(
            [KeyBinding.group(label: "1 2", "show", isShown: false, [KeyAction("1") {}])].hintLine, "",
            "a hidden group stays out of the line")
    }

    func testScrollMovesTheStateByItsKeysOnly() async {
        let box = StateBox(ScrollState())
        box.value.update(contentHeight: 20, viewportHeight: 5)
        let state = Binding(box, \.value)
        let all: KeyBinding = .scroll(state, "scroll")
        XCTAssertEqual([all].hintLine, "↑↓ scroll")
        XCTAssertTrue([all].handle(.down))
        XCTAssertEqual(box.value.offset, 1)
        XCTAssertTrue([all].handle(.pageDown))
        XCTAssertEqual(box.value.offset, 5, "a page is the viewport less one line")
        XCTAssertTrue([all].handle(.character("G")))
        XCTAssertEqual(box.value.offset, 15)

        let lines: KeyBinding = .scroll(state, keys: KeyBinding.scrollLineKeys, "scroll")
        XCTAssertFalse([lines].handle(.pageUp), "page keys are not among the line keys")
        XCTAssertEqual(box.value.offset, 15)
        XCTAssertTrue([lines].handle(.character("g")))
        XCTAssertEqual(box.value.offset, 0)
    }
}
