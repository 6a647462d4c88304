import ExampleApp
import TUIKit
import XCTest

/// The tree demo driven as a person would, over a folder the test makes: keys open and
/// close folders, a click on a marker opens one, a double click opens a file, the filter
/// narrows and Esc brings everything back.
@MainActor
final class TreeDemoFlowTests: XCTestCase {
    private var folder: TreeDemoFolder!

    override func setUp() async throws {
        folder = try TreeDemoFolder()
    }

    override func tearDown() async throws {
        folder.remove()
    }

    private func pilot(path: String? = nil) async throws -> Pilot {
        let pilot = try FrameRenderer.pilot(
            for: FrameRenderer.Request(
                route: .example("tree", query: ["path": path ?? folder.path]), size: Size(width: 100, height: 30),
                options: LaunchOptions(language: .en, directories: .temporaryForTest())))
        await pilot.wait(for: .zero)
        return pilot
    }

    func testKeysOpenAndCloseFoldersAndTheDetailLineFollows() async throws {
        let pilot = try await pilot()
        XCTAssertTrue(pilot.text.contains("▾ sample-project"))
        XCTAssertTrue(pilot.text.contains("├── ▸ docs"), "folders first")
        XCTAssertTrue(pilot.text.contains("loop → ."), "a link shows its target")
        pilot.press(named: "down")
        XCTAssertTrue(pilot.text.contains("sample-project/docs — folder"))
        pilot.press(named: "right")
        await pilot.wait(for: .zero)
        XCTAssertTrue(pilot.text.contains("│   ├──   guide.md"))
        let two = try XCTUnwrap(pilot.position(of: "notes 2.txt"))
        let ten = try XCTUnwrap(pilot.position(of: "notes 10.txt"))
        XCTAssertLessThan(two.y, ten.y, "numbers sort as numbers")
        pilot.press(named: "right", "down")
        XCTAssertTrue(pilot.text.contains("sample-project/docs/notes 2.txt — file — 4 bytes"))
        pilot.press(named: "left", "left")
        XCTAssertFalse(pilot.text.contains("guide.md"), "← went to docs, then closed it")
        XCTAssertEqual(pilot.frame.focus?.y, pilot.position(of: "docs")?.y, "the cursor on the selected row")
    }

    func testAClickOnAMarkerOpensADoubleClickOpensAFile() async throws {
        let pilot = try await pilot()
        let sources = try XCTUnwrap(pilot.position(of: "Sources"))
        pilot.click(x: sources.x - 2, y: sources.y)
        await pilot.wait(for: .zero)
        XCTAssertTrue(pilot.text.contains("│   ├── ▸ App"))
        XCTAssertTrue(pilot.click(on: "README.md"))
        XCTAssertTrue(pilot.text.contains("sample-project/README.md — file — 55 bytes"))
        XCTAssertTrue(pilot.click(on: "README.md"))
        XCTAssertTrue(pilot.text.contains("Opened sample-project/README.md"))
        pilot.press(named: "up")
        XCTAssertFalse(pilot.text.contains("Opened"), "moving on shows the selection again")
    }

    func testTheFilterKeepsAncestorsAndEscBringsEverythingBack() async throws {
        let pilot = try await pilot()
        pilot.press(named: "*")
        await pilot.wait(for: .zero)
        XCTAssertTrue(pilot.text.contains("Model.swift"), "everything opened")
        pilot.press(named: "/")
        pilot.type("model")
        XCTAssertTrue(pilot.text.contains("/ model"))
        XCTAssertTrue(pilot.text.contains("└── ▾ Core"))
        XCTAssertFalse(pilot.text.contains("README.md"))
        XCTAssertTrue(pilot.text.contains("sample-project/Sources/Core/Model.swift"), "the first match is selected")
        pilot.press(named: "escape")
        XCTAssertTrue(pilot.text.contains("README.md"))
        XCTAssertTrue(pilot.text.contains("sample-project/Sources/Core/Model.swift"), "still selected")
        pilot.press(named: "escape")
        XCTAssertFalse(pilot.text.contains("Model.swift"), "Esc without a filter goes back")
    }

    func testAFolderThatIsNotThereShowsAnErrorRowNotACrash() async throws {
        let pilot = try await pilot(path: folder.parent.appendingPathComponent("missing").path)
        XCTAssertTrue(pilot.text.contains("⚠ Cannot open: no such folder"))
        let file = try await self.pilot(path: folder.path + "/README.md")
        XCTAssertTrue(file.text.contains("⚠ Cannot open: not a folder"))
    }
}
