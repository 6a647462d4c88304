import AppSupport
import XCTest

@testable import ExampleApp

/// The tree demo's folder source and its detail line, over a folder the test makes: no
/// rendering.
@MainActor
final class TreeDemoViewModelTests: XCTestCase {
    private var folder: TreeDemoFolder!

    override func setUp() async throws {
        folder = try TreeDemoFolder()
    }

    override func tearDown() async throws {
        folder.remove()
    }

    func testFoldersComeFirstThenNamesAsPeopleSortThemAndLinksAreNotFollowed() async throws {
        let source = FileTreeSource()
        let root = FileTreeSource.root(at: folder.path)
        XCTAssertEqual(root.name, "sample-project")
        let children = try await source.children(of: root)
        XCTAssertEqual(
            children.map(\.name), ["docs", "empty", "Sources", "Tests", "loop", "Package.swift", "README.md"])
        let loop = try XCTUnwrap(children.first { $0.name == "loop" })
        XCTAssertEqual(loop.kind, .symlink(target: "."))
        XCTAssertFalse(source.isExpandable(loop), "a link is never opened: no loop")
        let docs = try await source.children(of: children[0])
        XCTAssertEqual(docs.map(\.name), ["guide.md", "notes 2.txt", "notes 10.txt"])
        XCTAssertEqual(docs[0].size, 8)
        XCTAssertEqual(docs[0].relativePath, "sample-project/docs/guide.md")
    }

    func testAFolderThatCannotBeReadThrowsAReason() async throws {
        let source = FileTreeSource()
        do {
            _ = try await source.children(of: FileTreeSource.root(at: folder.path + "/nowhere"))
            XCTFail("no such folder")
        } catch let error as FileTreeError {
            XCTAssertEqual(error, .notFound(folder.path + "/nowhere"))
        }
        do {
            _ = try await source.children(of: FileTreeSource.root(at: folder.path + "/README.md"))
            XCTFail("a file is not a folder")
        } catch let error as FileTreeError {
            XCTAssertEqual(error, .notAFolder(folder.path + "/README.md"))
        }
    }

    func testARelativePathIsTakenFromTheCurrentFolder() {
        let root = FileTreeSource.root(at: "some/../where")
        XCTAssertTrue(root.path.hasPrefix("/"))
        XCTAssertTrue(root.path.hasSuffix("/where"))
        XCTAssertEqual(FileTreeSource.root(at: "/").name, "/")
    }

    func testTheDetailLineSaysPathKindAndSizeOrWhatWasOpened() async throws {
        let viewModel = TreeDemoViewModel(path: folder.path, clock: ManualClock())
        XCTAssertEqual(viewModel.detail, "sample-project — folder")
        await viewModel.tree.waitUntilLoaded()
        XCTAssertEqual(viewModel.intro, "Folder sample-project, read from disk as you open it.")
        viewModel.tree.selection.select(7)
        XCTAssertEqual(viewModel.detail, "sample-project/README.md — file — 55 bytes")
        viewModel.tree.activateSelected()
        XCTAssertEqual(viewModel.detail, "Opened sample-project/README.md")
        viewModel.tree.selection.select(5)
        XCTAssertEqual(viewModel.detail, "sample-project/loop — link to .")
        viewModel.tree.selection.select(1)
        viewModel.tree.moveRight()
        XCTAssertEqual(viewModel.tree.selectedRow?.disclosure, .expanded)
        viewModel.onViewDidDisappear()
        XCTAssertFalse(viewModel.tree.isLoading, "leaving stops the loads")
    }
}

extension TreeModel {
    /// Waits (in real time, briefly) until no load is under way.
    fileprivate func waitUntilLoaded() async {
        for _ in 0..<2_000 where isLoading {
            try? await Task.sleep(for: .milliseconds(1))
        }
    }
}
