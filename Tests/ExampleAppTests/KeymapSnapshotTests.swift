import ExampleApp
import Foundation
import Storage
import TUIKit
import XCTest

/// The help screen in the snapshot matrix (80×24 and a larger size, en and ru): as the Keys
/// demo, with a keymap's problems above it, and over Settings and the debug panel where
/// `?` opened it.
@MainActor
final class KeymapSnapshotTests: XCTestCase {
    func testKeysDemo() async throws {
        try await SnapshotMatrix.assertScreen(.example("keys"))
    }

    func testKeysDemoWithAKeymapsProblemsAndARebinding() async throws {
        try await SnapshotMatrix.assertScreen(.example("keys")) { options in
            let folder = try options.directories.config()
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try KeymapFlowTests.mistakes.write(
                to: folder.appendingPathComponent("keymap.toml"), atomically: true, encoding: .utf8)
        }
    }

    func testHelpOverSettings() async throws {
        try await SnapshotMatrix.assertScreen(.settings, keys: ["?"])
    }

    /// The debug panel declares the most keys: the help scrolls a page.
    func testHelpOverTheDebugPanelScrolledDown() async throws {
        try await SnapshotMatrix.assertScreen(.logs, keys: ["?", "pgdn"])
    }
}
