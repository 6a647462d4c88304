import Observation
import TUIKit
import XCTest

// The screen of docs/architecture.md, "Writing a screen", as it is written there: a
// header, a list that fills the rest, a footer of hints and two keys, with no
// arithmetic on coordinates.

// docs: architecture.md
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

// docs: TUIKit.md
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
// docs: end
// docs: end

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

/// How a hint line reads a chain: first binding of a key wins, hidden ones shadow, and
/// inherited places show (or hide) what is declared further up.
@MainActor
final class HintLineTests: XCTestCase {
    func testTheChainNamesEachKeyOnceInTheOrderItIsPlaced() async {
        var log: [String] = []
        let screen: [KeyBinding] = [
            KeyBinding("r", "reload") { log.append("screen r") },
            .inherited(.escape),
            KeyBinding("x", "hidden", isShown: false) { log.append("x") },
            .note("click a card"),
        ]
        let container: [KeyBinding] = [
            KeyBinding("r", "refresh") { log.append("container r") },
            KeyBinding(.escape, "back") { log.append("back") },
            KeyBinding("x", "expire") { log.append("container x") },
            KeyBinding("q", "quit", isShown: false) { log.append("quit") },
        ]
        let chain = screen + container
        XCTAssertEqual(chain.hintLine, "r reload · Esc back · click a card")
        XCTAssertEqual(
            (screen + [.inherited(.character("q"))] + container).hintLine, "r reload · Esc back · click a card · q quit"
        )
        XCTAssertEqual(
            ([.inherited(.escape).hidden()] + container).hintLine, "r refresh · x expire", "a hidden place hides it")

        XCTAssertTrue(chain.handle(.character("r")))
        XCTAssertTrue(chain.handle(.character("x")))
        XCTAssertTrue(chain.handle(.escape))
        XCTAssertFalse(chain.handle(.character("z")), "no binding, nothing runs")
        XCTAssertEqual(log, ["screen r", "x", "back"], "the first binding in the chain takes the key")
    }
}
