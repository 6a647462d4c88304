import ExampleApp
import SnapshotTesting
import TUIKit
import TUISnapshotTesting
import XCTest

/// The Network demo's login form with its secure password, masked and revealed, in the
/// snapshot matrix.
@MainActor
final class NetworkLoginSnapshotTests: XCTestCase {
    private let route = AppRoute.example("network")
    private let password = ["h", "u", "n", "t", "e", "r", "2"]

    func testLoginPasswordMasked() async throws {
        try await SnapshotMatrix.assertScreen(route, keys: ["l"] + password, after: .seconds(1))
    }

    func testLoginPasswordRevealed() async throws {
        try await SnapshotMatrix.assertScreen(route, keys: ["l"] + password + ["ctrl-r"], after: .seconds(1))
    }

    /// In ASCII the mask is `*` and the eye `-`.
    func testLoginPasswordMaskedInASCII() async throws {
        let request = FrameRenderer.Request(
            route: route, options: LaunchOptions(language: .en, directories: .temporaryForTest()),
            keys: (["l"] + password).map { KeyNames.parse($0)! }, after: .seconds(1), colorDepth: .none,
            unicode: false)
        let frame = try await FrameRenderer.render(request)
        assertSnapshot(of: frame, as: .frameStyledWithoutColor)
    }
}
