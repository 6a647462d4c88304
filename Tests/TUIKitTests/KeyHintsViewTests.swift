import XCTest

@testable import TUIKit

/// A hint line never shows a key cut in half: what does not fit is left out whole.
@MainActor
final class KeyHintsViewTests: XCTestCase {
    private let entries = ["↑↓ move", "Enter open", "Esc back"]

    func testEntriesThatDoNotFitAreLeftOutWholeWithAnEllipsis() async {
        XCTAssertEqual(KeyHintsView.line(of: entries, width: 40, unicode: true), "↑↓ move · Enter open · Esc back")
        XCTAssertEqual(KeyHintsView.line(of: entries, width: 30, unicode: true), "↑↓ move · Enter open …")
        XCTAssertEqual(
            KeyHintsView.line(of: entries, width: 21, unicode: true), "↑↓ move · Enter open", "no room for …")
        XCTAssertEqual(
            KeyHintsView.line(of: entries, width: 4, unicode: true), "↑↓ move", "the first one is cut by the label")
        XCTAssertEqual(KeyHintsView.line(of: ["a", "b", "cc"], width: 9, unicode: false), "a | b ...")
    }

    func testTheLineIsDrawnAfterASpaceAndDimmed() async {
        let frame = Frame(canvas: Canvas(size: Size(width: 26, height: 1)), theme: .dark)
        frame.render(
            KeyHintsView(bindings: [KeyBinding(.enter, "open") {}, KeyBinding("q", "quit") {}]), in: frame.bounds)
        XCTAssertEqual(frame.canvas.line(0), " Enter open · q quit      ")
        XCTAssertTrue(frame.canvas[1, 0].style.attributes.contains(.dim))
    }

    /// A split view's other column and a transition's screens each make a chain of their
    /// own from the chain around them; that one is made once a frame, however many read it.
    func testTheChainAroundAContainersOwnIsMadeOnceAFrame() async {
        let frame = Frame(canvas: Canvas(size: Size(width: 40, height: 1)), theme: .dark)
        var made = 0
        frame.keyBindingsSource = {
            made += 1
            return [KeyBinding("q", "quit") {}]
        }
        let first = frame.withKeyBindings(
            { around in [KeyBinding("a", "add") {}] + around() },
            draw: { frame.keyBindings.map(\.description) })
        let second = frame.withKeyBindings(
            { around in [KeyBinding("b", "back") {}] + around() },
            draw: { frame.keyBindings.map(\.description) })
        XCTAssertEqual(first, ["add", "quit"])
        XCTAssertEqual(second, ["back", "quit"])
        XCTAssertEqual(frame.keyBindings.map(\.description), ["quit"], "the chain around is in force again after")
        XCTAssertEqual(made, 1)
    }
}
