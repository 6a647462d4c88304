import TUICore
import XCTest

final class AppIdentityTests: XCTestCase {
    private let identity = AppIdentity(
        name: "weather-tui", displayName: "Weather", urlScheme: "weathertui", environmentPrefix: "WEATHER_TUI",
        version: "1.2.0")

    func testEnvironmentVariablesTakeThePrefix() {
        XCTAssertEqual(identity.environmentVariable("ENV"), "WEATHER_TUI_ENV")
    }

    func testAnotherDisplayNameKeepsEverythingElse() {
        let dev = identity.displayed(as: "Weather (dev)")
        XCTAssertEqual(dev.displayName, "Weather (dev)")
        XCTAssertEqual(dev.name, identity.name)
        XCTAssertEqual(dev.urlScheme, identity.urlScheme)
        XCTAssertEqual(dev.environmentPrefix, identity.environmentPrefix)
        XCTAssertEqual(dev.version, identity.version)
        XCTAssertEqual(identity.displayName, "Weather", "the original is unchanged")
    }
}
