import ExampleApp
import SnapshotTesting
import TUIKit
import TUISnapshotTesting
import TUITestSupport
import XCTest

/// The tree demo over a folder the test makes, in every variant of the snapshot matrix, and
/// as terminals without colour or Unicode show it. The folder is read as the app reads it,
/// each key after the loads before it have settled.
@MainActor
final class TreeDemoSnapshotTests: XCTestCase {
    private var folder: TreeDemoFolder!

    override func setUp() async throws {
        folder = try TreeDemoFolder()
    }

    override func tearDown() async throws {
        folder.remove()
    }

    /// The frame of the tree demo over `path` after `keys`, each pressed once the folders
    /// opened before it are read; `settles` false takes the first frame, before any read.
    private func frame(
        path: String, keys: [String], size: Size, language: Language, theme: Theme = .dark,
        colorDepth: ColorDepth = .trueColor, unicode: Bool = true, settles: Bool = true
    ) async throws -> Canvas {
        let pilot = try FrameRenderer.pilot(
            for: FrameRenderer.Request(
                route: .example("tree", query: ["path": path]), size: size,
                options: LaunchOptions(language: language, theme: theme, directories: .temporaryForTest()),
                colorDepth: colorDepth, unicode: unicode))
        guard settles else { return pilot.frame }
        await pilot.wait(for: .zero)
        for key in keys {
            pilot.press(named: key)
            await pilot.wait(for: .zero)
        }
        return pilot.frame
    }

    private func assertTree(
        path: String? = nil, keys: [String] = [], settles: Bool = true, testName: String = #function,
        line: UInt = #line
    ) async throws {
        let path = path ?? folder.path
        try await SnapshotMatrix.matrix.assertFrames(testName: testName, line: line) { variant in
            try await frame(
                path: path, keys: keys, size: variant.size, language: variant.language, theme: variant.theme,
                settles: settles)
        }
    }

    /// docs open (folders first, by name, numbers as numbers), the selection on a file: its
    /// path, kind and size below.
    func testTreeDemo() async throws {
        try await assertTree(keys: ["down", "right", "right", "right", "down", "down"])
    }

    /// Everything open, then filtered to `.swift`: the folders that lead to a match stay.
    func testTreeDemoFiltered() async throws {
        try await assertTree(keys: ["*", "/", "s", "w", "i", "f", "t"])
    }

    /// The first frame, before the folder is read: its loading row.
    func testTreeDemoLoading() async throws {
        try await assertTree(settles: false)
    }

    /// A link to a folder that is not there: the error row says so.
    func testTreeDemoMissingFolder() async throws {
        try await assertTree(path: folder.parent.appendingPathComponent("missing").path, keys: ["down"])
    }

    /// Open folders, the link and a filter with its match, without colour.
    func testTreeDemoWithoutColor() async throws {
        for language in Language.allCases {
            for size in SnapshotMatrix.sizes {
                let canvas = try await frame(
                    path: folder.path, keys: ["*", "end", "/", "m", "o", "enter"], size: size, language: language,
                    colorDepth: .none)
                assertSnapshot(of: canvas, as: .frameStyledWithoutColor, named: "\(language.rawValue)-nocolor-\(size)")
            }
        }
    }

    /// The guides and markers in ASCII, for a terminal without Unicode.
    func testTreeDemoInASCII() async throws {
        let canvas = try await frame(
            path: folder.path, keys: ["*", "down", "down", "down"], size: Size(width: 80, height: 24),
            language: .en, colorDepth: .none, unicode: false)
        assertSnapshot(of: canvas, as: .frameStyledWithoutColor)
    }
}
