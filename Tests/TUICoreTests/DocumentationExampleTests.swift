import XCTest

@testable import TUICore

/// The code of TUICore's DocC landing page (`TUICore.docc/TUICore.md`), compiled and checked.
final class DocumentationExampleTests: XCTestCase {
    func testTheLandingPagesSplits() {
        let area = Rect(x: 0, y: 0, width: 80, height: 24)
        // docs: TUICore.md
        let (header, list, hints) = area.rows(.length(1), .fill, .length(1))
        let (labels, values) = list.columns(.percentage(40), .fill, spacing: 1)
        // docs: end
        XCTAssertEqual(header, Rect(x: 0, y: 0, width: 80, height: 1))
        XCTAssertEqual(hints, Rect(x: 0, y: 23, width: 80, height: 1))
        XCTAssertEqual(labels, Rect(x: 0, y: 1, width: 31, height: 22), "40% of the 79 columns left after the spacing")
        XCTAssertEqual(values, Rect(x: 32, y: 1, width: 48, height: 22))
    }
}
