import Foundation
import Synchronization
import XCTest

@testable import ExampleApp

/// The machine as the app reads it at launch: the time zone resolved only when first read,
/// the environment read from `environ`.
final class PlatformEnvironmentTests: XCTestCase {
    func testTheZoneIsResolvedWhenFirstReadAndOnce() {
        let calls = Mutex(0)
        let zone = LazyTimeZone {
            calls.withLock { $0 += 1 }
            return TimeZone(identifier: "Asia/Tokyo")!
        }
        let platform = PlatformEnvironment(
            launchDate: Date(timeIntervalSince1970: 0), zone: zone, environment: [:], realUserID: 1000,
            effectiveUserID: 1000, interfaces: { [] })
        let copy = platform
        XCTAssertFalse(zone.isResolved)
        XCTAssertEqual(calls.withLock { $0 }, 0)

        XCTAssertEqual(platform.timeZone.identifier, "Asia/Tokyo")
        XCTAssertEqual(copy.timeZone.identifier, "Asia/Tokyo")
        XCTAssertEqual(platform.timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: 0)), 9 * 3600)
        XCTAssertTrue(zone.isResolved)
        XCTAssertEqual(calls.withLock { $0 }, 1, "resolved once, for every copy")
    }

    func testCurrentLeavesTheZoneUnresolvedUntilRead() {
        let platform = PlatformEnvironment.current(environment: ["TZ": "America/New_York"])
        XCTAssertFalse(platform.zone.isResolved)
        XCTAssertEqual(platform.timeZone.identifier, "America/New_York")
        XCTAssertTrue(platform.zone.isResolved)
    }

    func testTheZoneComesFromTZOrTheSystem() {
        XCTAssertEqual(PlatformEnvironment.timeZone(variable: "Europe/Moscow").identifier, "Europe/Moscow")
        XCTAssertEqual(PlatformEnvironment.timeZone(variable: ":Asia/Tokyo").identifier, "Asia/Tokyo")
        XCTAssertEqual(PlatformEnvironment.timeZone(variable: "Nowhere/Atlantis"), TimeZone.current)
        XCTAssertEqual(PlatformEnvironment.timeZone(variable: nil), TimeZone.current)
        XCTAssertEqual(
            PlatformEnvironment.current(environment: [:]).timeZone.identifier, TimeZone.current.identifier)
    }

    func testAZoneSetReplacesTheLazyOne() {
        var platform = PlatformEnvironment.current(environment: ["TZ": "Europe/Moscow"])
        platform.timeZone = TimeZone(identifier: "Asia/Tokyo")!
        XCTAssertTrue(platform.zone.isResolved)
        XCTAssertEqual(platform.timeZone.identifier, "Asia/Tokyo")
    }

    func testTheEnvironmentReadFromEnvironIsProcessInfos() {
        let name = "EXAMPLE_TUI_TEST_\(getpid())"
        setenv(name, "a=b=c", 1)
        setenv(name + "_EMPTY", "", 1)
        defer {
            unsetenv(name)
            unsetenv(name + "_EMPTY")
        }
        let variables = ProcessEnvironment.read()
        XCTAssertEqual(variables[name], "a=b=c", "split at the first '=' only")
        XCTAssertEqual(variables[name + "_EMPTY"], "")
        XCTAssertEqual(variables, ProcessInfo.processInfo.environment)
    }
}
