import Observation
import TUICore
import TUIKit
import XCTest

// The screen of docs/architecture.md, "Writing a screen", as it is written there: a
// header, a list that fills the rest, a footer of hints and two keys, with no
// arithmetic on coordinates.

@MainActor
@Observable
final class FruitsViewModel {
    private(set) var fruits = ["Apple", "Banana", "Cherry"]
    private(set) var picked: String?
    var selection = ListSelection(count: 3)

    func pick() { picked = fruits[selection.selectedIndex] }

    func remove() {
        fruits.remove(at: selection.selectedIndex)
        selection.count = fruits.count
    }
}

struct FruitsView: View {
    let viewModel: FruitsViewModel

    var bindings: [KeyBinding] {
        [
            .list(Binding(viewModel, \.selection), "move"),
            KeyBinding(.enter, "pick") { viewModel.pick() },
            KeyBinding("d", "delete") { viewModel.remove() },
        ]
    }

    func render(in area: Rect, frame: Frame) {
        let (header, list, footer) = area.rows(.length(1), .fill, .length(1))
        frame.render(Label(viewModel.picked.map { "Picked: \($0)" } ?? "Fruits"), in: header)
        let rows = viewModel.fruits.map { ListView.Row(title: $0) }
        frame.render(ListView(rows: rows, selection: Binding(viewModel, \.selection)), in: list)
        frame.render(KeyHintsView(), in: footer)
    }
}

@MainActor
final class ExampleScreenTests: XCTestCase {
    func testTheDocumentedScreenDrawsListsAndTakesItsKeys() async {
        let model = FruitsViewModel()
        let pilot = makePilot(
            root: HostingController(rootView: FruitsView(viewModel: model)), size: Size(width: 50, height: 12))
        XCTAssertEqual(pilot.frame.line(0).trimmingCharacters(in: .whitespaces), "Fruits")
        XCTAssertTrue(pilot.frame.line(1).contains("Apple"))
        XCTAssertEqual(
            pilot.frame.line(11).trimmingCharacters(in: .whitespaces), "↑↓ move · Enter pick · d delete",
            "the footer names exactly the declared keys")

        pilot.press(.down)
        pilot.press(.enter)
        XCTAssertEqual(model.picked, "Banana")
        XCTAssertEqual(pilot.frame.line(0).trimmingCharacters(in: .whitespaces), "Picked: Banana")

        pilot.press(.character("d"))
        XCTAssertEqual(model.fruits, ["Apple", "Cherry"])
        XCTAssertFalse((1...10).contains { pilot.frame.line($0).contains("Banana") }, "the list lost the row")
        XCTAssertTrue(pilot.frame.line(2).contains("Cherry"))
    }
}
