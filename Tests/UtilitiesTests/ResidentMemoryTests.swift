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

    /// The app runs on Linux, where the kernel always has the file: a missing one is a failure.
    func testThisProcessHasSomeMemory() throws {
        XCTAssertGreaterThan(ResidentMemory.current() ?? 0, 1 << 20, "/proc/self/statm gave no resident size")
    }
}
