import Foundation
import Push
import Storage
import TUICore
import TUIKit
import XCTest

@testable import ExampleApp

/// A push that arrives while the terminal window is not focused, through the whole app:
/// the focus report, the banner and the desktop notification in the configured style.
@MainActor
final class PushDesktopFlowTests: XCTestCase {
    private func pilot(environment: [String: String]) throws -> Pilot {
        let directories = StorageDirectories.temporaryForTest()
        try DeliveryFixtures.authorizedPushDemo(directories)
        var platform = PlatformEnvironment.current(environment: environment)
        platform.environment = environment
        return try FrameRenderer.pilot(
            for: FrameRenderer.Request(
                route: .example("push"), size: Size(width: 120, height: 40),
                options: LaunchOptions(language: .en, directories: directories, platform: platform)))
    }

    func testAPushWhileUnfocusedIsRaisedThroughTheTerminalOnlyThen() async throws {
        let pilot = try pilot(environment: ["EXAMPLE_TUI_NOTIFY": "osc9"])
        XCTAssertTrue(pilot.text.contains("Desktop: the terminal (OSC 9)"), pilot.text)
        XCTAssertTrue(pilot.click(on: "Deliver open-settings.apns"))
        pilot.advance(by: .seconds(6))
        XCTAssertEqual(pilot.terminal.notifications, [], "focused: the banner only")

        pilot.send(.focus(false))
        XCTAssertTrue(pilot.click(on: "Deliver order-shipped.apns"))
        pilot.advance(by: .milliseconds(400))
        let payload = try PushSample.all.first { $0.fileName == "order-shipped.apns" }!.payload
        XCTAssertEqual(
            pilot.terminal.notifications,
            [TerminalNotification(kind: .osc9, title: payload.title ?? "", body: payload.body)])
        XCTAssertTrue(pilot.text.contains("ctrl-t"), "the banner shows too, for when the user comes back")
        XCTAssertTrue(pilot.text.contains("last sent to the terminal"), pilot.text)

        pilot.send(.focus(true))
        XCTAssertTrue(pilot.click(on: "Deliver welcome.apns"))
        pilot.advance(by: .milliseconds(400))
        XCTAssertEqual(pilot.terminal.notifications.count, 1, "focused again: no more")
    }

    func testTheOSC777SequenceCannotBeEndedEarlyByThePush() {
        let notification = TerminalNotification(
            kind: .osc777, title: "Order; No. 12\u{07}", body: "On its way\u{1B}]0;pwned\u{07}")
        XCTAssertEqual(notification.sequence, "\u{1B}]777;notify;Order, No. 12 ;On its way ]0;pwned \u{07}")
        let long = TerminalNotification(kind: .osc9, title: "", body: String(repeating: "я", count: 2000))
        XCTAssertEqual(long.sequence, "\u{1B}]9;" + String(repeating: "я", count: 512) + "\u{07}")
        XCTAssertEqual(TerminalNotification(kind: .osc9, title: "4", body: "x").sequence, "\u{1B}]9; 4: x\u{07}")
    }

    /// tmux drops an OSC 9 or 777 an app sends it; wrapped in its passthrough, it hands it
    /// to the terminal outside (with `allow-passthrough` on).
    func testInsideTmuxTheSequenceGoesThroughItsPassthrough() {
        XCTAssertEqual(
            TerminalNotification(kind: .osc9, title: "Hi", body: "").sequence(throughTmux: true),
            "\u{1B}Ptmux;\u{1B}\u{1B}]9;Hi\u{07}\u{1B}\\")
        XCTAssertEqual(
            TerminalNotification(kind: .osc9, title: "Hi", body: "").sequence(throughTmux: false), "\u{1B}]9;Hi\u{07}")
        XCTAssertTrue(TerminalEnvironment.isTmux(["TMUX": "/tmp/tmux-0/default,1,0"]))
        XCTAssertTrue(TerminalEnvironment.isTmux(["TERM": "tmux-256color"]), "over SSH from inside tmux")
        XCTAssertFalse(TerminalEnvironment.isTmux(["TERM": "xterm-256color", "TMUX": ""]))
    }
}
