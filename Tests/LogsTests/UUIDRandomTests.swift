import Foundation
import XCTest

@testable import Logs

final class UUIDRandomTests: XCTestCase {
    /// Version 4 and the RFC variant in every one, none twice, and the text Foundation
    /// parses back to the same value.
    func testRandomUUIDsAreVersionFourAndDistinct() {
        var seen = Set<UUID>()
        for _ in 0..<1_000 {
            let id = UUID.random()
            let text = id.uuidString
            XCTAssertEqual(Array(text)[14], "4", text)
            XCTAssertTrue("89AB".contains(Array(text)[19]), text)
            XCTAssertEqual(UUID(uuidString: text), id)
            seen.insert(id)
        }
        XCTAssertEqual(seen.count, 1_000)
        XCTAssertEqual(LogMessage(date: Date(), level: .info, label: "A", text: "t").id.uuid.6 & 0xF0, 0x40)
    }
}
