import XCTest

@testable import TUIKit

/// `showErrorToast(with:)` and its siblings make the template's standard toast in their style.
@MainActor
final class StandardToastsTests: XCTestCase {
    private final class RecordingRouter: ToastRouter {
        var items: [ToastItem] = []
        func showToast(with item: ToastItem) { items.append(item) }
    }

    private struct SaveError: Error, CustomStringConvertible {
        var description: String { "The draft could not be saved." }
    }

    func testEachShowsTheStandardToastInItsStyle() async {
        let router = RecordingRouter()
        router.showErrorToast(with: "failed")
        router.showSuccessToast(with: "saved")
        router.showInfoToast(with: "note")
        router.showWarningToast(with: "careful")
        XCTAssertEqual(router.items.map(\.viewItem.style), [.failure, .success, .information, .warning])
        XCTAssertEqual(router.items.map(\.viewItem.message), ["failed", "saved", "note", "careful"])
        for item in router.items {
            XCTAssertEqual(item.toastType, .local)
            XCTAssertEqual(item.direction, .bottom)
            XCTAssertEqual(item.duration.value, .seconds(3))
            XCTAssertTrue(item.isHideOnTap)
        }
    }

    func testAnErrorShowsItsOwnDescription() async {
        let router = RecordingRouter()
        router.showErrorToast(with: SaveError())
        XCTAssertEqual(router.items.first?.viewItem.message, "The draft could not be saved.")
        XCTAssertEqual(router.items.first?.viewItem.style, .failure)
    }
}
