import DeepLinks
import Foundation
import TUITestSupport
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// `example-tui open` and `example-tui push` against the real app in a pseudo-terminal,
/// over its socket in the throwaway `XDG_RUNTIME_DIR`.
final class DeliveryTests: XCTestCase {
    private static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Mock/APNSFiles")

    private func sample(_ name: String) -> String {
        Self.samples.appendingPathComponent(name).path
    }

    private func socketPath(of session: AppSession) -> String {
        session.home.runtimeDirectory + "/example-tui.sock"
    }

    /// Waits until the app listens (the socket exists), bounded.
    private func waitForSocket(of session: AppSession) {
        for _ in 0..<100 where !FileManager.default.fileExists(atPath: socketPath(of: session)) {
            usleep(50_000)
        }
    }

    func testOpenDeliversALinkToTheRunningInstance() throws {
        let session = try AppSession()
        session.waitForMainScreen()
        waitForSocket(of: session)
        let result = try runCommand(["open", "exampletui://settings"], home: session.home)
        XCTAssertEqual(result.status, 0, result.standardError)
        session.expectScreen(containing: "App version")
        let again = try runCommand(["open", "exampletui://examples/deeplinks"], home: session.home)
        XCTAssertEqual(again.status, 0, again.standardError)
        session.expectScreen(containing: "✓ socket  exampletui://examples/deeplinks")
        session.expectScreen(containing: "✓ socket  exampletui://settings")
    }

    func testTheSocketIs0600InThe0700RuntimeDirectory() throws {
        let session = try AppSession()
        session.waitForMainScreen()
        waitForSocket(of: session)
        var info = stat()
        XCTAssertEqual(lstat(socketPath(of: session), &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFSOCK)
        XCTAssertEqual(info.st_mode & 0o777, 0o600)
        XCTAssertEqual(info.st_uid, getuid())
        XCTAssertEqual(lstat(session.home.runtimeDirectory, &info), 0)
        XCTAssertEqual(info.st_mode & 0o777, 0o700)
    }

    func testAnAllowedPushShowsABannerWhoseTapOpensItsLink() throws {
        let session = try AppSession(arguments: ["exampletui://examples/push"])
        session.expectScreen(containing: "Permission: not asked yet")
        session.send("\r")
        session.expectScreen(containing: "would like to send you notifications")
        session.send("\r")
        session.expectScreen(containing: "Permission: allowed")
        let result = try runCommand(["push", sample("open-settings.apns")], home: session.home)
        XCTAssertEqual(result.status, 0, result.standardError)
        session.expectScreen(containing: "◉ New setting: Try the light theme")
        session.expectScreen(containing: "✓ New setting: Try the light theme (shown)")
        session.send("\u{14}")
        session.expectScreen(containing: "App version")
    }

    func testWithoutPermissionAPushIsLoggedOnly() throws {
        let session = try AppSession(arguments: ["exampletui://examples/push"])
        session.expectScreen(containing: "Permission: not asked yet")
        waitForSocket(of: session)
        let result = try runCommand(["push", sample("order-shipped.apns")], home: session.home)
        XCTAssertEqual(result.status, 0, result.standardError)
        session.expectScreen(containing: "· Order shipped · No. 1042: It arrives on Thursday (logged only)")
        XCTAssertFalse(session.terminal.screen.text.contains("◉ Order shipped"), "no banner")
        // swift-log's messages land in the log store the debug panel reads.
        let log = StoredLog.text(home: session.home.path, waitingFor: "push received without authorization")
        XCTAssertTrue(log.contains("push received without authorization; not shown"), log)
    }

    func testAMalformedPushFileFailsNamingTheFieldAndNothingReachesTheApp() throws {
        let session = try AppSession(arguments: ["exampletui://examples/push"])
        session.expectScreen(containing: "No pushes yet.")
        waitForSocket(of: session)
        let badge = try runCommand(["push", sample("Malformed/badge-not-a-number.apns")], home: session.home)
        XCTAssertEqual(badge.status, 2)
        XCTAssertTrue(
            badge.standardError.contains("'aps.badge' must be a whole number of 0 or more"), badge.standardError)
        let alert = try runCommand(["push", sample("Malformed/missing-alert.apns")], home: session.home)
        XCTAssertEqual(alert.status, 2)
        XCTAssertTrue(alert.standardError.contains("'aps.alert' is missing"), alert.standardError)
        let link = try runCommand(["push", sample("Malformed/unknown-deeplink.apns")], home: session.home)
        XCTAssertEqual(link.status, 2)
        XCTAssertTrue(link.standardError.contains("'deeplink': unknown demo 'no-such-demo'"), link.standardError)
        let missing = try runCommand(["push", sample("no-such-file.apns")], home: session.home)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.standardError.contains("cannot read"), missing.standardError)
        // A good push after the bad ones is the first the app hears of.
        let good = try runCommand(["push", sample("welcome.apns")], home: session.home)
        XCTAssertEqual(good.status, 0, good.standardError)
        session.expectScreen(containing: "Welcome to example-tui! (logged only)")
        let rows = session.terminal.screen.lines.filter { $0.contains("(logged only)") }
        XCTAssertEqual(rows.count, 1, session.dump())
    }

    func testAnUnknownLinkFromAnotherSenderIsRefusedWithAnErrorToast() throws {
        let mainTitle = try AppUnderTest.showcase.readyMarker()
        let session = try AppSession()
        session.waitForMainScreen()
        waitForSocket(of: session)
        let location = InstanceSocketLocation(
            appName: "example-tui", directory: session.home.runtimeDirectory, isRuntimeDirectory: true)
        XCTAssertThrowsError(try InstanceSocketClient.send(.link("exampletui://nowhere"), to: location)) { error in
            guard case .rejected(let reason) = error as? InstanceSocketError else {
                return XCTFail("\(error)")
            }
            XCTAssertTrue(reason.hasPrefix("unknown route 'exampletui://nowhere'"), reason)
        }
        session.expectScreen(containing: "Cannot open exampletui://nowhere")
        session.expectScreen(containing: mainTitle)
    }

    func testABadLinkReachesTheRunningInstanceWhichShowsAToastAndRefusesIt() throws {
        let session = try AppSession(arguments: ["exampletui://examples/deeplinks"])
        session.expectScreen(containing: "✓ launch  exampletui://examples/deeplinks")
        waitForSocket(of: session)
        let result = try runCommand(["open", "exampletui://examples/nope"], home: session.home)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(
            result.standardError.contains("the running instance refused it: unknown demo 'nope'"),
            result.standardError)
        session.expectScreen(containing: "Cannot open exampletui://examples/nope")
        session.expectScreen(containing: "✗ socket  exampletui://examples/nope: unknown demo 'nope'")
        let scheme = try runCommand(["open", "https://example.com"], home: session.home)
        XCTAssertEqual(scheme.status, 2)
        XCTAssertTrue(scheme.standardError.contains("is not an exampletui:// link"), scheme.standardError)
        session.expectScreen(containing: "✗ socket  https://example.com")
        let log = StoredLog.text(home: session.home.path, waitingFor: "exampletui://examples/nope")
        XCTAssertTrue(log.contains("deeplink rejected"), log)
        XCTAssertTrue(log.contains("exampletui://examples/nope"), log)
        // The app still takes links after the bad ones.
        let good = try runCommand(["open", "exampletui://examples/deeplinks"], home: session.home)
        XCTAssertEqual(good.status, 0, good.standardError)
        session.expectScreen(containing: "✓ socket  exampletui://examples/deeplinks")
    }

    func testABadLinkWithoutARunningInstanceFailsWith2AndStartsNothing() throws {
        let home = try TemporaryHome()
        let result = try runCommand(["open", "exampletui://bogus"], home: home)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(
            result.standardError.hasPrefix("example-tui: nothing started: unknown route 'exampletui://bogus'"),
            result.standardError)
        XCTAssertEqual(result.standardOutput, "", "no app drew anything")
        XCTAssertFalse(FileManager.default.fileExists(atPath: home.runtimeDirectory + "/example-tui.sock"))
    }

    func testASocketAnotherUserCouldUseIsRefused() throws {
        let session = try AppSession()
        session.waitForMainScreen()
        waitForSocket(of: session)
        XCTAssertEqual(chmod(socketPath(of: session), 0o666), 0)
        for arguments in [["open", "exampletui://settings"], ["push", sample("welcome.apns")]] {
            let result = try runCommand(arguments, home: session.home)
            XCTAssertEqual(result.status, 2, arguments.joined(separator: " "))
            XCTAssertTrue(
                result.standardError.contains(
                    "refusing \(socketPath(of: session)): its mode is 0666, not 0600"), result.standardError)
        }
        XCTAssertFalse(session.terminal.screen.text.contains("App version"), "the link never arrived")
        session.waitForMainScreen()
    }

    func testPushWithoutARunningInstanceSaysSo() throws {
        let result = try runCommand(["push", sample("welcome.apns")])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.standardError.contains("no running instance listens on"), result.standardError)
        XCTAssertTrue(result.standardError.contains("start one with `example-tui`"), result.standardError)
    }

    func testOpenWithoutARunningInstanceStartsOneAtTheLink() throws {
        let session = try AppSession(arguments: ["open", "exampletui://examples/deeplinks"])
        session.expectScreen(containing: "✓ launch  exampletui://examples/deeplinks", timeout: .seconds(10))
        waitForSocket(of: session)
        let result = try runCommand(["open", "exampletui://settings"], home: session.home)
        XCTAssertEqual(result.status, 0, result.standardError)
        session.expectScreen(containing: "App version")
    }

    func testAStaleSocketLeftByACrashIsReplaced() throws {
        let first = try AppSession()
        first.waitForMainScreen()
        waitForSocket(of: first)
        // SIGKILL: no exit handler runs, the socket file stays behind with no one listening.
        first.terminal.signal(SIGKILL)
        _ = first.terminal.waitForExit(timeout: .seconds(5))
        XCTAssertTrue(FileManager.default.fileExists(atPath: socketPath(of: first)))
        let stale = try runCommand(["push", sample("welcome.apns")], home: first.home)
        XCTAssertEqual(stale.status, 2)
        XCTAssertTrue(stale.standardError.contains("no running instance"), stale.standardError)

        let second = try AppSession(arguments: ["open", "exampletui://examples/deeplinks"], home: first.home)
        second.expectScreen(containing: "✓ launch  exampletui://examples/deeplinks", timeout: .seconds(10))
        let result = try runCommand(["open", "exampletui://settings"], home: first.home)
        XCTAssertEqual(result.status, 0, result.standardError)
        second.expectScreen(containing: "App version")
    }
}
