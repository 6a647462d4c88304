import ExampleApp
import XCTest

/// The palette demo, and the palette over it: opened with the screen's commands, filtered
/// with its matches highlighted, and with nothing matching, in every variant of
/// `SnapshotMatrix` (en and ru, 80x24 and 120x40, light and dark).
@MainActor
final class PaletteSnapshotTests: XCTestCase {
    private let route = AppRoute.example("palette")

    func testPaletteDemo() async throws {
        try await SnapshotMatrix.assertScreen(route)
    }

    func testThePaletteWithTheScreensCommandsFirst() async throws {
        try await SnapshotMatrix.assertScreen(route, keys: ["enter"])
    }

    func testAQueryHighlightsItsMatches() async throws {
        try await SnapshotMatrix.assertScreen(route, keys: ["ctrl-p", "n", "o", "r", "d"])
    }

    func testNothingMatches() async throws {
        try await SnapshotMatrix.assertScreen(route, keys: [":", "z", "z", "q"])
    }

    func testThePaletteWithoutColour() async throws {
        try await SnapshotMatrix.assertScreenWithoutColor(route, keys: ["ctrl-p", "t", "h"])
    }
}
