import Foundation
import Push
import TUITestSupport
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// Desktop notifications against a real notification daemon (dunst, on a private bus and
/// an Xvfb display): what it received, a click on it, a daemon that hangs or is not there.
@MainActor
final class DesktopNotificationServiceTests: XCTestCase {
    private var session: NotificationDaemon?

    override func tearDown() async throws {
        session?.stop()
        session = nil
    }

    private let payload = PushPayloadModel(
        title: "Order shipped", subtitle: "No. 12", body: "On its way", deeplink: "exampletui://settings")

    func testDunstReceivesTheNotificationAndItsClickOpensThePush() async throws {
        let session = try NotificationDaemon(withDaemon: true)
        self.session = session
        let service = DesktopNotificationService(appName: "example-tui-test", busAddress: session.address)
        var opened: [PushPayloadModel] = []
        service.onOpen = { opened.append($0) }
        let id = try await service.notify(payload, actionLabel: "Open")
        XCTAssertGreaterThan(id, 0)
        XCTAssertEqual(
            try session.dunstctl(["count", "displayed"]).trimmingCharacters(in: .whitespacesAndNewlines), "1")

        try session.dunstctl(["action", "0"])  // a click on it: dunst sends ActionInvoked "default"
        let deadline = Date().addingTimeInterval(10)
        while opened.isEmpty && Date() < deadline { try await Task.sleep(for: .milliseconds(20)) }
        XCTAssertEqual(opened, [payload])

        try session.dunstctl(["close-all"])
        let received = try session.history()
        XCTAssertEqual(received.count, 1, "\(received)")
        XCTAssertEqual(received.first?["appname"], "example-tui-test")
        XCTAssertEqual(received.first?["summary"], "Order shipped")
        XCTAssertEqual(received.first?["body"], "No. 12\nOn its way")
        XCTAssertEqual(received.first?["default_action_name"], "default")
        XCTAssertEqual(received.first?["id"], "\(id)")
        service.close()
    }

    func testAHungDaemonTimesOutAndTheMainActorRunsMeanwhile() async throws {
        let session = try NotificationDaemon(withDaemon: true)
        self.session = session
        let service = DesktopNotificationService(
            appName: "example-tui-test", busAddress: session.address, timeout: .milliseconds(700))
        _ = try await service.notify(payload, actionLabel: "Open")  // connected while it answers
        let dunst = try XCTUnwrap(session.dunst)
        kill(dunst.processIdentifier, SIGSTOP)
        defer { kill(dunst.processIdentifier, SIGCONT) }

        let started = ContinuousClock.now
        let attempt = Task { () -> DesktopNotificationError? in
            do throws(DesktopNotificationError) {
                try await service.notify(payload, actionLabel: "Open")
                return nil
            } catch {
                return error
            }
        }
        var ticks = 0
        for _ in 0..<10 {
            try await Task.sleep(for: .milliseconds(20))
            ticks += 1
        }
        XCTAssertEqual(ticks, 10, "the main actor is free while the daemon hangs")
        let error = await attempt.value
        let elapsed = ContinuousClock.now - started
        XCTAssertEqual(error, .timedOut(.milliseconds(700)))
        XCTAssertEqual(error?.description, "the notification service did not answer within 700 ms")
        XCTAssertLessThan(elapsed, .seconds(5))

        kill(dunst.processIdentifier, SIGCONT)
        let id = try await service.notify(payload, actionLabel: "Open")
        XCTAssertGreaterThan(id, 0, "the same connection works once the daemon answers again")
    }

    func testNoDaemonOnTheBusSaysSo() async throws {
        let session = try NotificationDaemon(withDaemon: false)
        self.session = session
        let service = DesktopNotificationService(appName: "example-tui-test", busAddress: session.address)
        do {
            try await service.notify(payload, actionLabel: "Open")
            XCTFail("nothing owns org.freedesktop.Notifications")
        } catch {
            XCTAssertEqual(error, .noService)
            XCTAssertEqual(
                error.description,
                "no notification service on the session bus (nothing owns org.freedesktop.Notifications)")
        }
    }

    func testNoBusOrNoLibraryIsUnavailableWithTheReason() async throws {
        let noAddress = DesktopNotificationService(appName: "example-tui-test", busAddress: nil)
        do {
            try await noAddress.notify(payload, actionLabel: "Open")
            XCTFail("there is no bus")
        } catch {
            XCTAssertEqual(error, .unavailable("no session bus (DBUS_SESSION_BUS_ADDRESS is not set)"))
        }
        let gone = DesktopNotificationService(
            appName: "example-tui-test", busAddress: "unix:path=/nonexistent/\(UUID().uuidString)/bus")
        do {
            try await gone.notify(payload, actionLabel: "Open")
            XCTFail("the bus socket is not there")
        } catch {
            guard case .unavailable(let reason) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(reason.contains("No such file or directory"), reason)
        }
        let noLibrary = DesktopNotificationService(
            appName: "example-tui-test", busAddress: "unix:path=/tmp/bus", library: "libdbus-not-here.so.3")
        do {
            try await noLibrary.notify(payload, actionLabel: "Open")
            XCTFail("the library is not there")
        } catch {
            guard case .unavailable(let reason) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(reason.hasPrefix("libdbus is not installed (libdbus-not-here.so.3"), reason)
        }
    }
}
