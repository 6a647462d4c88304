import SnapshotTesting
import TUISnapshotTesting
import XCTest

@testable import AppSupport
@testable import TUIKit

/// The tree drawn: its states as snapshots, its keys and its mouse.
@MainActor
final class TreeViewTests: XCTestCase {
    private func render(
        _ tree: TreeView<PathTreeSource>, size: Size = Size(width: 40, height: 12), unicode: Bool = true
    ) -> Canvas {
        let frame = Frame(canvas: Canvas(size: size), theme: .dark, unicode: unicode)
        tree.render(in: frame.bounds, frame: frame)
        return frame.canvas
    }

    /// The project with src and its App folder open, the selection on Window.swift.
    private func openProject(_ source: PathTreeSource = .project) async -> TreeModel<PathTreeSource> {
        let model = TreeModel(source: source, root: "root")
        await model.waitForLoads()
        model.expand(row: 1)
        await model.waitForLoads()
        model.expand(row: 2)
        await model.waitForLoads()
        model.selection.select(4)
        return model
    }

    // MARK: States

    func testGuidesMarkersAndTheSelection() async {
        let model = await openProject()
        let canvas = render(TreeView(model: model))
        XCTAssertEqual(canvas.focus, Point(x: 16, y: 4), "the focus on the selected name")
        assertSnapshot(of: canvas, as: .frameStyled)
    }

    func testInASCIIWithoutColor() async {
        let model = await openProject()
        assertSnapshot(of: render(TreeView(model: model), unicode: false), as: .frameStyledWithoutColor)
    }

    func testWithIconsAndStyledLabels() async {
        let model = await openProject()
        let tree = TreeView(
            model: model,
            icon: { node, isOpen in
                model.source.isExpandable(node)
                    ? Icon(glyph: isOpen ? "▽" : "▷", ascii: "D") : Icon(glyph: "·", ascii: ".")
            },
            label: { node, context in
                let name = model.source.name(of: node)
                return name.hasSuffix(".swift")
                    ? StyledString([
                        StyledString.Span(name, attributes: [.foregroundColor(context.colors.accent), .italic])
                    ])
                    : StyledString([StyledString.Span(name)])
            })
        assertSnapshot(of: render(tree), as: .frameStyled)
    }

    func testTheLoadingRowAndTheErrorRow() async {
        var source = PathTreeSource.project
        source.slow = ["root/src"]
        source.failing = ["root/docs"]
        let model = TreeModel(source: source, root: "root")
        await model.waitForLoads()
        model.expand(row: 2)
        await model.waitForLoads()
        model.expand(row: 1)
        model.selection.select(4)
        let canvas = render(TreeView(model: model), size: Size(width: 48, height: 10))
        XCTAssertTrue(canvas.text.contains("Loading…"))
        XCTAssertTrue(canvas.text.contains("⚠ Cannot open: permission denied"))
        assertSnapshot(of: canvas, as: .frameStyled)
        model.cancelLoading()
    }

    func testAFilterBeingTypedHighlightsItsMatches() async {
        let model = await openProject()
        model.beginFilter()
        for character in "in" { model.type(character) }
        let canvas = render(TreeView(model: model))
        XCTAssertEqual(canvas.cursor, Point(x: 5, y: 11), "the edit point after the query")
        assertSnapshot(of: canvas, as: .frameStyled)
    }

    func testAFilterThatMatchesNothing() async {
        let model = await openProject()
        model.beginFilter()
        model.type("z")
        model.acceptFilter()
        let canvas = render(TreeView(model: model), unicode: false)
        XCTAssertNil(canvas.cursor, "no edit point once the filter is accepted")
        assertSnapshot(of: canvas, as: .frameStyledWithoutColor)
    }

    func testScrolledTheIndicatorsShowAndTheSelectionStaysInSight() async {
        let model = TreeModel(source: WideTreeSource(count: 100), root: 0)
        await model.waitForLoads()
        model.selection.select(50)
        let frame = Frame(canvas: Canvas(size: Size(width: 30, height: 6)), theme: .dark)
        TreeView(model: model).render(in: frame.bounds, frame: frame)
        XCTAssertEqual(model.selection.offset, 45)
        XCTAssertTrue(frame.canvas.text.contains("entry 50"))
        XCTAssertEqual(frame.canvas[29, 0].symbol, "▲")
        XCTAssertEqual(frame.canvas[29, 5].symbol, "▼")
    }

    /// Seventy levels in 20 columns: the guides are cut at the edge, nothing breaks, and
    /// the selection still shows.
    func testNestingDeeperThanTheWidth() async {
        var folders: [String: [String]] = [:]
        var path = "root"
        for _ in 0..<70 {
            folders[path] = ["d"]
            path += "/d"
        }
        let model = TreeModel(source: PathTreeSource(folders: folders), root: "root")
        model.expandAllLimit = 100
        await model.waitForLoads()
        model.expandAllBelowSelected()
        for _ in 0..<80 { await model.waitForLoads() }
        XCTAssertEqual(model.rowCount, 71)
        model.selection.moveToEnd()
        let canvas = render(TreeView(model: model), size: Size(width: 20, height: 6))
        XCTAssertEqual(canvas.text.split(separator: "\n").last?.hasPrefix("›"), true)
        XCTAssertEqual(canvas.focus, Point(x: 19, y: 5), "the focus at the end of the row, on screen")
    }

    // MARK: Keys

    func testKeysMoveOpenCloseActivateAndFilter() async {
        let model = await openProject()
        let tree = TreeView(model: model)
        var activated: [String] = []
        model.onActivate = { activated.append($0) }
        XCTAssertTrue(tree.bindings.handle(.enter))
        XCTAssertEqual(activated, ["root/src/App/Window.swift"])
        XCTAssertTrue(tree.bindings.handle(.left))
        XCTAssertEqual(model.selectedRow?.name, "App")
        XCTAssertTrue(tree.bindings.handle(.space))
        XCTAssertEqual(model.selectedRow?.disclosure, .collapsed)
        XCTAssertTrue(tree.bindings.handle(.character("l")))
        XCTAssertEqual(model.selectedRow?.disclosure, .expanded)
        XCTAssertTrue(tree.bindings.handle(.end))
        XCTAssertEqual(model.selectedRow?.name, "Package.swift")
        XCTAssertTrue(tree.bindings.handle(.home))
        XCTAssertTrue(tree.bindings.handle(.character("*")))
        await model.waitForLoads()
        XCTAssertEqual(model.rowCount, 14)
        XCTAssertFalse(tree.bindings.handle(.escape), "Esc is the container's without a filter")
        XCTAssertTrue(tree.bindings.handle(.character("/")))
        XCTAssertTrue(TreeView(model: model).bindings.handle(.character("j")), "typed into the filter")
        XCTAssertEqual(model.filter.query, "j")
        XCTAssertTrue(TreeView(model: model).bindings.handle(.backspace))
        XCTAssertTrue(TreeView(model: model).bindings.handle(.character("m")))
        XCTAssertTrue(TreeView(model: model).bindings.handle(.escape))
        XCTAssertEqual(model.filter, TreeFilter())
    }

    func testTheHintLineNamesTheTreesKeys() async {
        let model = await openProject()
        let hints = TreeView(model: model).bindings.filter(\.isShown).map(\.hint)
        XCTAssertEqual(hints, ["↑↓ move", "←→ close/open", "Enter open", "* open all", "/ filter"])
        model.beginFilter()
        XCTAssertEqual(
            TreeView(model: model).bindings.filter(\.isShown).map(\.hint).first, "Enter done")
        XCTAssertEqual(TreeView(model: model).bindings.filter(\.isShown).map(\.hint).last, "Esc clear filter")
    }

    // MARK: Mouse

    func testClicksOnMarkersAndRowsADoubleClickAndTheWheel() async throws {
        let model = await openProject()
        var activated: [String] = []
        model.onActivate = { activated.append($0) }
        let pilot = makePilot(
            root: HostingController(rootView: TreeView(model: model)), size: Size(width: 40, height: 16))
        let docs = try XCTUnwrap(pilot.position(of: "docs"))
        pilot.click(x: docs.x - 2, y: docs.y)
        XCTAssertEqual(model.selectedRow?.name, "docs", "a click on the marker selects")
        XCTAssertEqual(model.selectedRow?.disclosure, .expanded, "and opens")
        await model.waitForLoads()
        pilot.redraw()
        XCTAssertTrue(pilot.text.contains("guide.md"))
        XCTAssertTrue(pilot.click(on: "main.swift"))
        XCTAssertEqual(model.selectedRow?.name, "main.swift")
        XCTAssertEqual(activated, [])
        XCTAssertTrue(pilot.click(on: "main.swift"))
        XCTAssertEqual(activated, ["root/src/main.swift"], "a second click soon after activates")
        pilot.resize(to: Size(width: 40, height: 12))
        XCTAssertEqual(model.selection.offset, 0)
        pilot.scroll(up: false, x: 10, y: 3)
        XCTAssertEqual(model.selection.offset, 1, "13 rows in 12: the wheel goes as far as the last")
        XCTAssertTrue(pilot.text.contains("Package.swift"))
    }
}
