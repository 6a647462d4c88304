import XCTest

@testable import AppSupport

/// The tree's logic without drawing: loading, opening and closing, keys, filter, guards.
@MainActor
final class TreeModelTests: XCTestCase {
    private func loadedProject(_ source: PathTreeSource = .project) async -> TreeModel<PathTreeSource> {
        let model = TreeModel(source: source, root: "root")
        await model.waitForLoads()
        return model
    }

    func testTheRootOpensWithALoadingRowUntilItsChildrenArrive() async {
        let model = TreeModel(source: PathTreeSource.project, root: "root")
        XCTAssertEqual(model.outline, ["root", "  (loading)"])
        XCTAssertTrue(model.isLoading)
        await model.waitForLoads()
        XCTAssertEqual(model.outline, ["root", "  src", "  docs", "  empty", "  README.md", "  Package.swift"])
        XCTAssertEqual(model.row(at: 0).disclosure, .expanded)
        XCTAssertEqual(model.row(at: 1).disclosure, .collapsed)
        XCTAssertEqual(model.row(at: 4).disclosure, .leaf)
        XCTAssertEqual(model.rows(1..<6).map(\.isLast), [false, false, false, false, true])
    }

    func testRightOpensThenGoesToTheFirstChildLeftClosesThenGoesToTheParent() async {
        let model = await loadedProject()
        model.selection.select(1)
        model.moveRight()
        await model.waitForLoads()
        XCTAssertEqual(model.outline[1...4], ["  src", "    App", "    Core", "    main.swift"])
        XCTAssertEqual(model.selection.selectedIndex, 1, "opening stays on the folder")
        model.moveRight()
        XCTAssertEqual(model.selection.selectedIndex, 2, "then goes to its first child")
        model.moveLeft()
        XCTAssertEqual(model.selection.selectedIndex, 1, "a closed child goes to its parent")
        model.moveLeft()
        XCTAssertEqual(model.outline.count, 6, "then the parent closes")
        model.moveLeft()
        XCTAssertEqual(model.selection.selectedIndex, 0)
    }

    func testGuidesContinueForAncestorsThatHaveSiblingsBelow() async {
        let model = await loadedProject()
        model.expand(row: 1)
        await model.waitForLoads()
        model.expand(row: 2)  // App
        await model.waitForLoads()
        let window = model.row(at: 4)
        XCTAssertEqual(window.name, "Window.swift")
        XCTAssertEqual(window.depth, 3)
        XCTAssertTrue(window.isLast)
        XCTAssertTrue(window.continuesLine(atLevel: 1), "src has siblings below")
        XCTAssertTrue(window.continuesLine(atLevel: 2), "App has Core below")
        XCTAssertFalse(model.row(at: 3).isLast, "AppDelegate.swift has Window.swift below")
    }

    func testClosingKeepsChildrenSoOpeningAgainReadsNothing() async {
        let source = PathTreeSource.project
        let model = await loadedProject(source)
        model.expand(row: 1)
        await model.waitForLoads()
        model.selection.select(5)  // docs, below src's children
        model.collapse(row: 1)
        XCTAssertEqual(model.selectedRow?.name, "docs", "the selection stays on its node")
        model.expand(row: 1)
        XCTAssertFalse(model.isLoading)
        XCTAssertEqual(model.outline[2], "    App")
        XCTAssertEqual(model.selectedRow?.name, "docs")
        XCTAssertEqual(source.log.loads, ["root", "root/src"])
    }

    func testAFolderThatFailsShowsAnErrorRowAndEnterOnItTriesAgain() async {
        var source = PathTreeSource.project
        source.failing = ["root/docs"]
        let model = await loadedProject(source)
        model.expand(row: 2)
        await model.waitForLoads()
        XCTAssertEqual(model.outline[2...3], ["  docs", "    (failed: permission denied)"])
        model.selection.select(3)
        model.activateSelected()
        XCTAssertEqual(model.outline[3], "    (loading)", "Enter on the error row loads again")
        await model.waitForLoads()
        XCTAssertEqual(source.log.loads.filter { $0 == "root/docs" }.count, 2)
    }

    func testClosingASlowFolderCancelsItsLoadAndKeysNeverWait() async {
        var source = PathTreeSource.project
        source.slow = ["root/src"]
        let model = await loadedProject(source)
        model.selection.select(1)
        model.moveRight()
        XCTAssertEqual(model.outline[2], "    (loading)")
        model.selection.move(by: 3)
        XCTAssertEqual(model.selectedRow?.name, "empty", "keys move while the folder loads")
        model.selection.select(1)
        model.moveLeft()
        XCTAssertFalse(model.isLoading)
        XCTAssertEqual(model.outline.count, 6)
        for _ in 0..<1_000 where source.log.cancels.isEmpty { try? await Task.sleep(for: .milliseconds(1)) }
        XCTAssertEqual(source.log.cancels, ["root/src"])
    }

    func testCancelLoadingStopsEveryLoad() async {
        var source = PathTreeSource.project
        source.slow = ["root/src", "root/docs"]
        let model = await loadedProject(source)
        model.expand(row: 1)
        model.expand(row: 3)
        XCTAssertTrue(model.isLoading)
        model.cancelLoading()
        XCTAssertFalse(model.isLoading)
        XCTAssertEqual(model.outline.count, 6, "the folders close")
        for _ in 0..<1_000 where source.log.cancels.count < 2 { try? await Task.sleep(for: .milliseconds(1)) }
        XCTAssertEqual(Set(source.log.cancels), ["root/src", "root/docs"])
    }

    func testEnterActivatesALeafAndTogglesAFolder() async {
        let model = await loadedProject()
        var activated: [String] = []
        model.onActivate = { activated.append($0) }
        model.selection.select(4)
        model.activateSelected()
        XCTAssertEqual(activated, ["root/README.md"])
        model.selection.select(3)
        model.activateSelected()
        await model.waitForLoads()
        XCTAssertEqual(
            model.row(at: 3).disclosure, TreeRow<String>.Disclosure.expanded, "an empty folder opens, showing nothing")
        XCTAssertEqual(model.outline.count, 6)
    }

    func testADoubleClickActivatesASlowSecondClickOnlySelects() async {
        let clock = ManualClock()
        let model = TreeModel(source: PathTreeSource.project, root: "root", clock: clock)
        await model.waitForLoads()
        var activated: [String] = []
        model.onActivate = { activated.append($0) }
        model.click(row: 4)
        clock.advance(by: .milliseconds(600))
        model.click(row: 4)
        XCTAssertEqual(activated, [])
        clock.advance(by: .milliseconds(200))
        model.click(row: 4)
        XCTAssertEqual(activated, ["root/README.md"])
    }

    func testTheFilterKeepsTheAncestorsOfMatchesAndEscBringsEverythingBack() async {
        let model = await loadedProject()
        model.selection.select(0)
        model.expandAllBelowSelected()
        await model.waitForLoads()
        XCTAssertEqual(model.outline.count, 14, "everything opened")
        model.selection.select(3)
        XCTAssertEqual(model.selectedRow?.name, "AppDelegate.swift")
        model.beginFilter()
        for character in "WIN" { model.type(character) }
        XCTAssertEqual(model.outline, ["root", "  src", "    App", "      Window.swift"])
        XCTAssertEqual(model.selectedRow?.name, "Window.swift", "the selection goes to the first match")
        XCTAssertTrue(model.hasMatch)
        model.type("x")
        XCTAssertEqual(model.outline, ["root"])
        XCTAssertFalse(model.hasMatch)
        model.deleteBackward()
        model.acceptFilter()
        XCTAssertFalse(model.filter.isEditing)
        XCTAssertEqual(model.filter.query, "WIN")
        model.selection.select(2)
        model.moveLeft()
        XCTAssertEqual(model.outline, ["root", "  src", "    App"], "a folder closes under the filter too")
        model.clearFilter()
        XCTAssertEqual(model.outline.count, 12, "everything but App's two files, App having been closed")
        XCTAssertEqual(model.selectedRow?.name, "App", "the selection stays on its node")
    }

    /// A paste filters once, as typing it would; each longer query asks only the names its
    /// shorter one matched (a storm's paste typed key by key once filtered every name for
    /// each character, minutes of it).
    func testAPasteFiltersAsTypingWouldAndALongerQueryNarrowsTheMatches() async {
        let typed = await loadedProject()
        typed.selection.select(0)
        typed.expandAllBelowSelected()
        await typed.waitForLoads()
        typed.beginFilter()
        for character in "win" { typed.type(character) }

        let pasted = await loadedProject()
        pasted.selection.select(0)
        pasted.expandAllBelowSelected()
        await pasted.waitForLoads()
        pasted.beginFilter()
        pasted.type(contentsOf: "win")
        XCTAssertEqual(pasted.outline, typed.outline)
        XCTAssertEqual(pasted.outline, ["root", "  src", "    App", "      Window.swift"])
        pasted.type(contentsOf: "dow\nx" + String(repeating: "y", count: 1_000))
        XCTAssertEqual(pasted.filter.query.count, TreeFilter.maximumLength, "the rest is left out")
        XCTAssertTrue(pasted.filter.query.hasPrefix("window x"), "a line break is a space")
        XCTAssertEqual(pasted.outline, ["root"])
        pasted.clearFilter()
        pasted.beginFilter()
        pasted.type(contentsOf: "s")
        let broad = pasted.outline
        pasted.type("w")
        pasted.deleteBackward()
        XCTAssertEqual(pasted.outline, broad, "a shorter query matches afresh")
    }

    func testTheMatchIsFoundIgnoringCaseInTheNamesOwnCharacters() {
        var filter = TreeFilter()
        filter.query = "ÉT"
        let name = "Café Théâtre"
        XCTAssertNil(filter.match(in: name))
        filter.query = "thé"
        XCTAssertEqual(filter.match(in: name).map { String(name[$0]) }, "Thé")
        XCTAssertTrue(filter.matches(name))
        filter.query = "SWI"
        XCTAssertEqual(filter.match(in: "main.swift").map { String("main.swift"[$0]) }, "swi", "ASCII, byte by byte")
        XCTAssertTrue(filter.matches("main.swift"))
        XCTAssertFalse(filter.matches("main.sw"))
        XCTAssertFalse(filter.matches("Swedish"))
        filter.query = ""
        XCTAssertNil(filter.match(in: name), "no filter, no match")
        XCTAssertFalse(filter.matches(name))
    }

    func testExpandAllStopsAtItsLimit() async {
        // A chain of folders a thousand deep: "expand all" opens until the limit.
        var folders: [String: [String]] = [:]
        var path = "root"
        for _ in 0..<1_000 {
            folders[path] = ["d"]
            path += "/d"
        }
        let model = TreeModel(source: PathTreeSource(folders: folders), root: "root")
        await model.waitForLoads()
        model.expandAllLimit = 20
        model.expandAllBelowSelected()
        for _ in 0..<100 { await model.waitForLoads() }
        XCTAssertLessThanOrEqual(model.rowCount, 23, "about the limit's rows, not a thousand")
        XCTAssertGreaterThan(model.rowCount, 15)
    }

    func testTenThousandEntriesOpenAndCloseByInsertionKeepingTheSelection() async {
        let model = TreeModel(source: WideTreeSource(count: 10_000), root: 0)
        await model.waitForLoads()
        XCTAssertEqual(model.rowCount, 10_001)
        model.selection.select(0)
        model.collapse(row: 0)
        XCTAssertEqual(model.rowCount, 1)
        model.expand(row: 0)
        XCTAssertEqual(model.rowCount, 10_001)
        model.selection.moveToEnd()
        XCTAssertEqual(model.selectedRow?.name, "entry 10000")
        XCTAssertTrue(model.selectedRow?.isLast == true)
        model.moveLeft()
        XCTAssertEqual(model.selection.selectedIndex, 0)
        model.scroll(by: 3)
        XCTAssertEqual(model.selection.offset, 3)
    }
}
