import ExampleApp
import TUIKit
import XCTest

/// The charts demo in every variant of the snapshot matrix. Its figures are the app's own:
/// frames and keys counted by the window under the manual clock (so every key takes 0 ms to
/// its frame), and memory from a fixed machine whose readings rise and fall the same way
/// in every run.
@MainActor
final class ChartsDemoSnapshotTests: XCTestCase {
    private let route = AppRoute.example("charts")

    /// A fixed machine with memory readings of its own, made for each variant.
    private func fixedMachine(_ options: inout LaunchOptions) {
        options.platform = .fixed(
            residentMemory: memoryReadings([48, 48.4, 49.1, 49.1, 50.2, 51, 50.6, 50.6, 52.3, 52.8, 53, 52.1]))
    }

    func testChartsAfterTenSeconds() async throws {
        try await SnapshotMatrix.assertScreen(route, after: .seconds(10), prepare: fixedMachine)
    }

    func testChartsWhileTheExportPrepares() async throws {
        try await SnapshotMatrix.assertScreen(route, keys: ["s"], after: .milliseconds(1_250), prepare: fixedMachine)
    }

    func testChartsWithTheKeysLineHiddenAndTheExportHalfDone() async throws {
        try await SnapshotMatrix.assertScreen(
            route, keys: ["s", "2"], after: .milliseconds(4_500), prepare: fixedMachine)
    }

    func testChartsWithoutColor() async throws {
        try await SnapshotMatrix.assertScreenWithoutColor(
            route, keys: ["s", "2"], after: .milliseconds(4_500), prepare: fixedMachine)
    }
}
