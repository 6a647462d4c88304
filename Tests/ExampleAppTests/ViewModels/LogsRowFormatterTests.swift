import Foundation
import XCTest

@testable import ExampleApp

/// The panel's row times, formatted by arithmetic, read as a UTC date format style reads them.
final class LogsRowFormatterTests: XCTestCase {
    func testTimesReadAsTheUTCFormatStyleReadsThem() {
        let style = Date.VerbatimFormatStyle(
            format:
                "\(hour: .twoDigits(clock: .twentyFourHour, hourCycle: .zeroBased)):\(minute: .twoDigits):\(second: .twoDigits)",
            timeZone: TimeZone(identifier: "UTC")!, calendar: Calendar(identifier: .gregorian))
        var generator = SystemRandomNumberGenerator()
        var dates = [0, 59.999, 86_399.5, 86_400, -0.5, -86_401, 1_763_800_000.75, 4_102_444_799.9].map {
            Date(timeIntervalSince1970: $0)
        }
        for _ in 0..<2_000 {
            dates.append(Date(timeIntervalSince1970: Double.random(in: -2e9...4e9, using: &generator)))
        }
        for date in dates {
            XCTAssertEqual(LogsRowFormatter.time(date), date.formatted(style), "\(date.timeIntervalSince1970)")
        }
        XCTAssertEqual(LogsRowFormatter.time(Date(timeIntervalSince1970: 3_723.9)), "01:02:03")
    }
}
