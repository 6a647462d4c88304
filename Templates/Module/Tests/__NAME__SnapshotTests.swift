import __APP__
import TUIKit
import XCTest

/// The __TITLE_LOWER__ screen in every variant of the snapshot matrix.
@MainActor
final class __NAME__SnapshotTests: XCTestCase {
    func test__NAME__() async throws {
        try await SnapshotMatrix.assertScreen(AppRoute(url: "__SCHEME__://__TAB__/__ID__"))
    }

    func test__NAME__AfterChoosingTheSecondRow() async throws {
        try await SnapshotMatrix.assertScreen(
            AppRoute(url: "__SCHEME__://__TAB__/__ID__"), keys: ["down", "enter"])
    }
}
