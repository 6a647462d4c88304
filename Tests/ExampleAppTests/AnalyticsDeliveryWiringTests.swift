import Analytics
import AppSupport
import Foundation
import XCTest

@testable import ExampleApp

/// The HTTP analytics provider is there only when the launch asks for delivery and the
/// environment names a collector (dev does): tests never send unless they ask.
@MainActor
final class AnalyticsDeliveryWiringTests: XCTestCase {
    private func providers(delivers: Bool) throws -> [String] {
        var options = LaunchOptions(language: .en, directories: .temporaryForTest())
        options.deliversAnalytics = delivers
        let app = try ExampleApplication(options: options, clock: ManualClock())
        return app.context.run { app.dependencies.services.analytics.providers.map(\.name) }
    }

    func testATestSendsNothingUnlessItAsks() async throws {
        XCTAssertFalse(try providers(delivers: false).contains("http"))
        XCTAssertTrue(try providers(delivers: true).contains("http"), "dev names a collector")
    }

    func testTheDevConfigurationNamesACollectorAndProdNone() async throws {
        let dev = try Configuration(name: "dev", text: String(contentsOf: Self.config("dev"), encoding: .utf8))
        let prod = try Configuration(name: "prod", text: String(contentsOf: Self.config("prod"), encoding: .utf8))
        XCTAssertEqual(dev.analyticsUrl?.host, "127.0.0.1")
        XCTAssertNil(prod.analyticsUrl)
        XCTAssertThrowsError(
            try Configuration(
                name: "bad",
                text: String(contentsOf: Self.config("dev"), encoding: .utf8) + "\nANALYTICS_URL = ftp://x\n"))
    }

    private static func config(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Resources/Configs/\(name).env")
    }
}
