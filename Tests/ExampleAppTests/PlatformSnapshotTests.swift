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
        try await SnapshotMatrix.assertScreen(.example("push"), prepare: PlatformFixtures.pushDemo)
    }

    func testPushDemoAsksForPermission() async throws {
        try await SnapshotMatrix.assertScreen(
            .example("push"), keys: ["enter"], after: .milliseconds(300), prepare: PlatformFixtures.pushDemo)
    }

    func testPushDemoShowsAnAuthorizedPushAsABanner() async throws {
        try await SnapshotMatrix.assertScreen(
            .example("push"), keys: ["down", "down", "enter"], after: .milliseconds(400),
            prepare: PlatformFixtures.authorizedPushDemo)
    }

    func testPushDemoAfterAPushWhileDenied() async throws {
        try await SnapshotMatrix.assertScreen(
            .example("push"), keys: ["down", "down", "enter"], after: .milliseconds(400),
            prepare: { directories in
                try PlatformFixtures.storeToken(in: directories)
                try PlatformFixtures.storeAuthorization(.denied, in: directories)
            })
    }
}
