import Foundation
import TUIKit
import XCTest

@testable import ExampleApp

/// The countdown the Cache demo and the debug panel's storage viewer show.
@MainActor
final class CountdownTextTests: XCTestCase {
    override func tearDown() async throws {
        Localization.language = .en
    }

    func testSecondsRoundUpSoZeroNeverShowsBeforeTheExpiry() async throws {
        Localization.language = .en
        XCTAssertEqual(CountdownText.text(0.2), "1s")
        XCTAssertEqual(CountdownText.text(59), "59s")
        XCTAssertEqual(CountdownText.text(59.5), "1m 00s")
        XCTAssertEqual(CountdownText.text(245), "4m 05s")
        XCTAssertEqual(CountdownText.text(3600), "1h 00m")
        XCTAssertEqual(CountdownText.text(7380), "2h 03m")
    }

    func testRussianUnits() async throws {
        Localization.language = .ru
        XCTAssertEqual(CountdownText.text(9), "9 с")
        XCTAssertEqual(CountdownText.text(245), "4 мин 05 с")
        XCTAssertEqual(CountdownText.text(7380), "2 ч 03 мин")
    }

    func testTheStorageViewerSaysExpiredNeverOrTheCountdown() async throws {
        Localization.language = .en
        let now = Date(timeIntervalSince1970: 1_000_000)
        XCTAssertEqual(LogsStorageView.expiry(nil, now: now), "never expires")
        XCTAssertEqual(LogsStorageView.expiry(now, now: now), "expired")
        XCTAssertEqual(LogsStorageView.expiry(now.addingTimeInterval(90), now: now), "expires in 1m 30s")
    }
}
