import Foundation
import TUITestSupport
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// The showcase raising pushes on the desktop as a user meets it: the app in a pseudo-terminal
/// on a private session bus with a real notification daemon (dunst), told by focus reports
/// that its window is in front or not, and a push delivered by `example-tui push`.
final class DesktopNotificationEndToEndTests: XCTestCase {
    private static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Mock/APNSFiles")

    /// The Push demo, notifications allowed, on `daemon`'s bus.
    private func allowedPushDemo(on daemon: NotificationDaemon) throws -> AppSession {
        let session = try AppSession(
            arguments: ["exampletui://examples/push"], environment: ["DBUS_SESSION_BUS_ADDRESS": daemon.address])
        session.expectScreen(containing: "Permission: not asked yet")
        session.send("\r")
        session.expectScreen(containing: "would like to send you notifications")
        session.send("\r")
        session.expectScreen(containing: "Permission: allowed")
        return session
    }

    private func push(_ sample: String, to session: AppSession) throws {
        let result = try runCommand(
            ["push", Self.samples.appendingPathComponent(sample).path], home: session.home)
        XCTAssertEqual(result.status, 0, result.standardError)
    }

    private func displayed(_ daemon: NotificationDaemon) throws -> Int {
        Int(try daemon.dunstctl(["count", "displayed"]).trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
    }

    /// Waits (bounded) until dunst shows `count` notifications.
    private func waitUntilDisplayed(_ count: Int, on daemon: NotificationDaemon) throws {
        let deadline = Date().addingTimeInterval(10)
        while try displayed(daemon) != count, Date() < deadline { usleep(50_000) }
        XCTAssertEqual(try displayed(daemon), count, "notifications dunst shows")
    }

    func testAPushWhileTheWindowIsNotFocusedReachesTheDesktopAndItsClickOpensIt() throws {
        let daemon = try NotificationDaemon(withDaemon: true)
        defer { daemon.stop() }
        let session = try allowedPushDemo(on: daemon)

        // In front: the banner only.
        session.send("\u{1B}[I")
        try push("order-shipped.apns", to: session)
        session.expectScreen(containing: "◉ Order shipped")
        try waitUntilDisplayed(0, on: daemon)

        // Behind another window (a focus-out report): the desktop hears of it too.
        session.send("\u{1B}[O")
        try push("open-settings.apns", to: session)
        try waitUntilDisplayed(1, on: daemon)
        // A click on it (dunst's default action) opens the push's link in the app.
        try daemon.dunstctl(["action", "0"])
        session.expectScreen(containing: "App version")

        try daemon.dunstctl(["close-all"])
        let received = try daemon.history()
        XCTAssertEqual(received.count, 1, "\(received)")
        XCTAssertEqual(received.first?["appname"], "example-tui")
        XCTAssertEqual(received.first?["summary"], "New setting")
        session.send("q")
        XCTAssertEqual(session.waitForExit(), 0)
    }
}
