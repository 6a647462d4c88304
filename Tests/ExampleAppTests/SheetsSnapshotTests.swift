import ExampleApp
import SnapshotTesting
import Storage
import TUIKit
import TUISnapshotTesting
import XCTest

/// Every state of the bottom sheet and floating sheet demos, in every variant of
/// `SnapshotMatrix`, after the sheets have come to rest.
@MainActor
final class SheetsSnapshotTests: XCTestCase {
    private let rest: Duration = .milliseconds(500)

    func testBottomSheetDemo() async throws {
        try await SnapshotMatrix.assertScreen(.example("bottom-sheet"))
    }

    func testBottomSheetAtHalfTheWindowDimmed() async throws {
        try await SnapshotMatrix.assertScreen(.example("bottom-sheet"), keys: ["enter"], after: rest)
    }

    func testBottomSheetAtAFixedHeight() async throws {
        try await SnapshotMatrix.assertScreen(.example("bottom-sheet"), keys: ["down", "enter"], after: rest)
    }

    func testBottomSheetAtMedium() async throws {
        try await SnapshotMatrix.assertScreen(.example("bottom-sheet"), keys: ["down", "enter", "+"], after: rest)
    }

    func testBottomSheetAtLarge() async throws {
        try await SnapshotMatrix.assertScreen(
            .example("bottom-sheet"), keys: ["down", "enter", "+", "+"], after: rest)
    }

    func testBottomSheetWithACustomOverlayOverALiveScreen() async throws {
        try await SnapshotMatrix.assertScreen(.example("bottom-sheet"), keys: ["down", "down", "enter"], after: rest)
    }

    func testBottomSheetWithACustomOverlayModalAtLarge() async throws {
        try await SnapshotMatrix.assertScreen(
            .example("bottom-sheet"), keys: ["down", "down", "enter", "+"], after: rest)
    }

    func testBottomSheetInAscii() async throws {
        let request = FrameRenderer.Request(
            route: .example("bottom-sheet"),
            options: LaunchOptions(language: .en, directories: .temporaryForTest()),
            keys: ["down", "enter", "+"].map { KeyNames.parse($0)! },
            after: rest,
            unicode: false
        )
        let frame = try await FrameRenderer.render(request)
        assertSnapshot(of: frame, as: .frameText)
    }

    func testMultipleBottomSheetsDemo() async throws {
        try await SnapshotMatrix.assertScreen(.example("multiple-bottom-sheets"))
    }

    func testBlueSheet() async throws {
        try await SnapshotMatrix.assertScreen(.example("multiple-bottom-sheets"), keys: ["enter"], after: rest)
    }

    func testGreenSheetOpenedFromTheBlueOne() async throws {
        try await SnapshotMatrix.assertScreen(
            .example("multiple-bottom-sheets"), keys: ["enter", "enter"], after: rest)
    }

    func testFloatingSheetDemo() async throws {
        try await SnapshotMatrix.assertScreen(.example("floating-sheet"))
    }

    func testFloatingSheetHalf() async throws {
        try await SnapshotMatrix.assertScreen(.example("floating-sheet"), keys: ["enter"], after: rest)
    }

    func testFloatingSheetFull() async throws {
        try await SnapshotMatrix.assertScreen(.example("floating-sheet"), keys: ["enter", "+"], after: rest)
    }

    func testFloatingSheetMinimizedUnderABooking() async throws {
        try await SnapshotMatrix.assertScreen(.example("floating-sheet"), keys: ["enter", "+", "enter"], after: rest)
    }
}
