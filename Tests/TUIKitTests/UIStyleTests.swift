import XCTest

@testable import TUIKit

@MainActor
final class UIStyleTests: XCTestCase {
    func testUIStylesApplyInOrderAndAnyStyleIgnoresOtherTypes() async {
        struct Box: UIStyleProtocol {
            var title = "box"
            var isBold = false
        }
        let bold = UIStyle<Box> { $0.isBold = true }
        let shout = UIStyle<Box> { $0.title = $0.title.uppercased() + ($0.isBold ? "!" : "") }
        XCTAssertEqual(Box().apply(style: bold.combined(with: shout)).title, "BOX!")
        XCTAssertEqual(Box().apply(style: shout.combined(with: bold)).title, "BOX")
        let erased = AnyStyle(style: bold)
        XCTAssertTrue(erased.apply(for: Box()).isBold)
        XCTAssertEqual(erased.apply(for: 7), 7, "a style for another type changes nothing")
    }
}
