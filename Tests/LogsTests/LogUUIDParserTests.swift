import Foundation
import XCTest

@testable import Logs

/// The store's ids read back by hand are the ids Foundation reads; anything else is not one.
final class LogUUIDParserTests: XCTestCase {
    func testIdsReadBackAsFoundationReadsThem() {
        for _ in 0..<200 {
            let id = UUID()
            XCTAssertEqual(LogUUIDParser.parse(id.uuidString), id)
            XCTAssertEqual(LogUUIDParser.parse(id.uuidString.lowercased()), id)
        }
        let text = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
        XCTAssertEqual(LogUUIDParser.parse(text), UUID(uuidString: text))
    }

    func testWhatIsNotAnIdIsNotOne() {
        for text in [
            "", "not an id", "E621E1F8-C36C-495A-93FC-0C247A3E6E5", "E621E1F8XC36C-495A-93FC-0C247A3E6E5F",
            "G621E1F8-C36C-495A-93FC-0C247A3E6E5F", "E621E1F8-C36C-495A-93FC-0C247A3E6E5F0",
        ] {
            XCTAssertNil(LogUUIDParser.parse(text), text)
        }
    }
}
