import TUIKit
import XCTest

/// A screen names an inherited key its own way and keeps the container's words.
@MainActor
final class RelabeledBindingTests: XCTestCase {
    func testAnInheritedPlaceTakesItsLabelAndTheContainersDescription() async {
        var backs = 0
        let container = [KeyBinding(.escape, "back") { backs += 1 }]
        let screen: [KeyBinding] = [
            KeyBinding(.enter, label: "Enter:", "next") {}, .inherited(.escape).labeled("Esc:"),
        ]
        XCTAssertEqual((screen + container).hintLine, "Enter: next · Esc: back")
        XCTAssertEqual(([.inherited(.escape)] + container).hintLine, "Esc back", "unlabeled: the container's label")
        XCTAssertEqual(screen.hintLine, "Enter: next", "nothing to inherit, nothing shown")
        XCTAssertTrue((screen + container).handle(.escape))
        XCTAssertEqual(backs, 1, "the container's binding still takes the key")
        XCTAssertEqual(KeyBinding("r", "reload") {}.labeled("R").hint, "R reload")
    }

    func testAPlaceStandsForItsOwnKeysEvenWhenTheContainersBindingHasMore() async {
        let container = [KeyBinding([.escape, .backspace], "back") {}]
        let screen: [KeyBinding] = [KeyBinding(.backspace, label: "Backspace:", "erase") {}, .inherited(.escape)]
        XCTAssertEqual(
            (screen + container).hintLine, "Backspace: erase · Esc back",
            "the screen's Backspace shadows only Backspace; the Esc place still shows back")
        XCTAssertEqual(
            ([KeyBinding(.escape, "clear") {}, .inherited(.escape)] + container).hintLine, "Esc clear",
            "a place whose key is already named shows nothing")
    }
}
