import XCTest

@testable import Utilities

/// The resident set as `/proc/self/statm` reports it.
final class ResidentMemoryTests: XCTestCase {
    func testTheSecondFieldIsTheResidentPages() {
        XCTAssertEqual(ResidentMemory.bytes(statm: "12345 678 90 1 0 2 0\n", pageSize: 4096), 678 * 4096)
        XCTAssertNil(ResidentMemory.bytes(statm: "12345", pageSize: 4096))
        XCTAssertNil(ResidentMemory.bytes(statm: "1 x 2", pageSize: 4096))
        XCTAssertNil(ResidentMemory.bytes(statm: "1 2 3", pageSize: 0))
    }

    func testThisProcessHasSomeMemory() throws {
        try XCTSkipUnless(FileManager.default.fileExists(atPath: "/proc/self/statm"), "Linux reports it in /proc")
        XCTAssertGreaterThan(ResidentMemory.current() ?? 0, 1 << 20)
    }
}
