import Foundation
import XCTest

/// Waits up to three seconds for `condition`, checking it every 10 ms on the main actor (a
/// list's rest or a count read off it), and fails the test where it was called if it never
/// holds.
@MainActor
func waitUntil(_ condition: @MainActor () -> Bool, file: StaticString = #filePath, line: UInt = #line) async throws {
    for _ in 0..<300 where !condition() { try await Task.sleep(for: .milliseconds(10)) }
    XCTAssertTrue(condition(), "timed out", file: file, line: line)
}
