import ExampleApp
import SnapshotTesting
import TUIKit
import TUISnapshotTesting
import XCTest

/// The table demo in every variant of the snapshot matrix, and as terminals without colour
/// or Unicode show it. States that sort switch to a thousand rows first (`m`): a million are
/// sorted in the benchmark, not in a debug build's test.
@MainActor
final class TableDemoSnapshotTests: XCTestCase {
    private let route = AppRoute.example("table")

    func testTableDemo() async throws {
        try await SnapshotMatrix.assertScreen(route)
    }

    /// Sorted by name, descending; three rows marked; the cursor on the city column.
    func testTableDemoSortedAndMarked() async throws {
        try await SnapshotMatrix.assertScreen(
            route, keys: ["m", "right", "s", "s", "space", "down", "space", "down", "space", "right"])
    }

    /// Scrolled sideways to the last column and down to the last of a million rows: the `#`
    /// column stays at the left.
    func testTableDemoScrolledSidewaysToTheEnd() async throws {
        try await SnapshotMatrix.assertScreen(route, keys: Array(repeating: "right", count: 7) + ["end"])
    }

    /// A search typed into the name column, among rows the source cannot read.
    func testTableDemoBrokenRowsAndSearch() async throws {
        try await SnapshotMatrix.assertScreen(route, keys: ["e", "right", "/", "o", "l", "enter", "pgdn"])
    }

    /// Marks, an unreadable row and the sort it made fail, without colour.
    func testTableDemoWithoutColor() async throws {
        try await SnapshotMatrix.assertScreenWithoutColor(
            route, keys: ["m", "e", "right", "s", "space", "down", "space", "down"])
    }

    /// The same states in ASCII, for a terminal without Unicode, attributes only.
    func testTableDemoInASCII() async throws {
        let request = FrameRenderer.Request(
            route: route, options: LaunchOptions(language: .en, directories: .temporaryForTest()),
            keys: ["m", "right", "s", "s", "space", "down", "e", "/", "z", "z"].map { KeyNames.parse($0)! },
            colorDepth: .none, unicode: false)
        let frame = try await FrameRenderer.render(request)
        assertSnapshot(of: frame, as: .frameStyledWithoutColor)
    }
}
