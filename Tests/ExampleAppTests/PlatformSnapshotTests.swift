import ExampleApp
import XCTest

/// Every state of the analytics, deeplinks and push demos.
@MainActor
final class PlatformSnapshotTests: XCTestCase {
    func testAnalyticsDemo() async throws {
        try await SnapshotMatrix.assertScreen(.example("analytics"))
    }

    func testAnalyticsDemoAfterAReportedAndAFilteredEvent() async throws {
        try await SnapshotMatrix.assertScreen(.example("analytics"), keys: ["enter", "down", "enter"])
    }

    func testDeepLinksDemo() async throws {
        try await SnapshotMatrix.assertScreen(.example("deeplinks"))
    }

    func testDeepLinksDemoAfterAnUnknownLink() async throws {
        try await SnapshotMatrix.assertScreen(
            .example("deeplinks"), keys: ["down", "down", "down", "enter"], after: .milliseconds(400))
    }

    func testPushDemo() async throws {
        try await SnapshotMatrix.assertScreen(
            .example("push"), prepare: { try DeliveryFixtures.pushDemo($0.directories) })
    }

    func testPushDemoAsksForPermission() async throws {
        try await SnapshotMatrix.assertScreen(
            .example("push"), keys: ["enter"], after: .milliseconds(300),
            prepare: { try DeliveryFixtures.pushDemo($0.directories) })
    }

    func testPushDemoShowsAnAuthorizedPushAsABanner() async throws {
        try await SnapshotMatrix.assertScreen(
            .example("push"), keys: ["down", "down", "enter"], after: .milliseconds(400),
            prepare: { try DeliveryFixtures.authorizedPushDemo($0.directories) })
    }

    func testPushDemoAfterAPushWhileDenied() async throws {
        try await SnapshotMatrix.assertScreen(
            .example("push"), keys: ["down", "down", "enter"], after: .milliseconds(400),
            prepare: { options in
                try DeliveryFixtures.storeToken(in: options.directories)
                try DeliveryFixtures.storeAuthorization(.denied, in: options.directories)
            })
    }

    func testPushDemoAfterTheBannerIsTapped() async throws {
        try await SnapshotMatrix.assertScreen(
            .example("push"), keys: ["down", "enter", "ctrl-t"], after: .milliseconds(400),
            prepare: { try DeliveryFixtures.authorizedPushDemo($0.directories) })
    }
}
