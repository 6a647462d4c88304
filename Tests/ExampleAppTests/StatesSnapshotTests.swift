import ExampleApp
import SnapshotTesting
import TUIKit
import TUISnapshotTesting
import XCTest

/// The skeleton and error-state demos in every variant of `SnapshotMatrix`.
///
/// The app's clock is at the launch screen's 600 ms plus `after`: at 1600 ms more the
/// shimmer's band is in the middle of its pass, over the placeholder bars.
@MainActor
final class StatesSnapshotTests: XCTestCase {
    func testSkeletonDemoLoading() async throws {
        try await SnapshotMatrix.assertScreen(.example("skeleton"), after: .milliseconds(1600))
    }

    func testSkeletonDemoLoadingRightToLeft() async throws {
        try await SnapshotMatrix.assertScreen(.example("skeleton"), keys: ["d"], after: .milliseconds(1600))
    }

    /// Reduced motion: the same moment as `testSkeletonDemoLoading`, the placeholders still
    /// (no band over them).
    func testSkeletonDemoLoadingWithReducedMotion() async throws {
        try await SnapshotMatrix.assertScreen(
            .example("skeleton"), after: .milliseconds(1600), prepare: { $0.reducedMotion = true })
    }

    func testSkeletonDemoLoaded() async throws {
        try await SnapshotMatrix.assertScreen(.example("skeleton"), after: .seconds(2))
    }

    func testErrorStateDemoFirstLoadFailed() async throws {
        try await SnapshotMatrix.assertScreen(.example("error-state"), after: .seconds(2))
    }
}
