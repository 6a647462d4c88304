import XCTest

@testable import TUIKit

// docs: tree.md
/// A team as a tree: each person's reports, looked up in a dictionary. A real source reads
/// a folder, a database or a server, and may take its time: the tree shows a loading row.
struct TeamSource: TreeNodeSource {
    let reports: [String: [String]]

    func children(of person: String) async throws -> [String] {
        reports[person, default: []]
    }

    func isExpandable(_ person: String) -> Bool { reports[person] != nil }

    func name(of person: String) -> String { person }
}

/// The model is plain Swift (AppSupport): a view model keeps it. The view draws it.
struct TeamView: View {
    let team: TreeModel<TeamSource>

    private var tree: TreeView<TeamSource> {
        TreeView(model: team)
    }

    var bindings: [KeyBinding] { tree.bindings }

    func render(in area: Rect, frame: Frame) {
        let (body, hints) = area.rows(.fill, .length(1))
        frame.render(tree, in: body)
        frame.render(KeyHintsView(), in: hints)
    }
}
// docs: end

@MainActor
final class TreeDocumentationTests: XCTestCase {
    func testTheDocumentedTreeOpensClosesAndFilters() async {
        let source = TeamSource(reports: ["Ada": ["Grace", "Linus"], "Grace": ["Ken", "Barbara"], "Linus": []])
        let team = TreeModel(source: source, root: "Ada")
        await team.waitForLoads()
        let pilot = makePilot(
            root: HostingController(rootView: TeamView(team: team)), size: Size(width: 50, height: 12))
        XCTAssertTrue(pilot.text.contains("├── ▸ Grace"))
        XCTAssertTrue(pilot.text.contains("└── ▸ Linus"))
        pilot.press(named: "down", "right")
        await team.waitForLoads()
        pilot.redraw()
        XCTAssertTrue(pilot.text.contains("│   ├──   Ken"))
        XCTAssertTrue(pilot.text.contains("│   └──   Barbara"))
        pilot.press(named: "/")
        pilot.type("bar")
        XCTAssertFalse(pilot.text.contains("Linus"), "only Barbara and the people above her")
        XCTAssertEqual(team.selectedRow?.name, "Barbara")
        pilot.press(named: "escape")
        XCTAssertTrue(pilot.text.contains("Linus"))
    }
}
