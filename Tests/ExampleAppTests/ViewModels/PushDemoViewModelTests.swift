import Foundation
import Logs
import Push
import Storage
import TUICore
import TUIKit
import XCTest

@testable import ExampleApp

/// The push demo's state without drawing: its actions, the masked token and the pushes
/// the selected row delivers.
@MainActor
final class PushDemoViewModelTests: XCTestCase {
    override func setUp() async throws {
        try Environments.setup(name: "dev")
        Localization.language = .en
    }

    /// The commands the services sent the app.
    private var sent: [AppCommand] = []

    private func make(
        authorized: Bool = false, environment: [String: String] = [:], channel: PushChannel? = nil,
        register: @escaping @MainActor () async throws(PushTokenRegistrationRepository.RegistrationError) -> String = {
            "0000beef"
        }
    ) throws -> PushDemoViewModel {
        let directories = StorageDirectories.temporaryForTest()
        try DeliveryFixtures.storeToken(in: directories)
        if authorized { try DeliveryFixtures.storeAuthorization(.authorized, in: directories) }
        var platform = PlatformEnvironment.current(environment: environment)
        platform.environment = environment
        let options = LaunchOptions(language: .en, directories: directories, platform: platform)
        let services = AppServices(
            options: options, logStore: LogDatabase.inMemory(),
            send: { [weak self] in
                self?.sent.append($0)
            })
        return PushDemoViewModel(
            services: services, settings: AppSettings(language: .en, theme: .dark, instance: .dev),
            server: PushServerLink(channel: channel, logger: services.logger(label: "push"), register: register),
            urlScheme: "exampletui")
    }

    func testTheFirstActionAsksUntilAnsweredThenResets() async throws {
        let asking = try make()
        XCTAssertEqual(asking.actions.first, .requestAuthorization)
        XCTAssertEqual(asking.statusLine, R.string.pushDemo.status(R.string.pushDemo.statusNotDetermined()))
        let answered = try make(authorized: true)
        XCTAssertEqual(answered.actions.first, .resetAuthorization)
        XCTAssertEqual(answered.actionItems.count, PushSample.all.count + 4)
        XCTAssertEqual(answered.actionItems.first?.title, R.string.pushDemo.actionReset())
    }

    func testTheTokenShowsOnlyItsLastFourCharacters() async throws {
        let line = try make().tokenLine
        XCTAssertTrue(line.hasSuffix(String(DeliveryFixtures.token.suffix(4))), line)
        XCTAssertFalse(line.contains(String(DeliveryFixtures.token.suffix(16).prefix(12))), line)
    }

    func testTheSelectedSampleIsDeliveredAndShownOnlyWhenAllowed() async throws {
        let denied = try make()
        denied.selection.move(by: 2)
        denied.runSelected()
        XCTAssertEqual(denied.history.map(\.wasShown), [false], "not allowed: logged only")
        XCTAssertEqual(denied.history.first?.payload, try PushSample.all[1].payload)

        let allowed = try make(authorized: true)
        allowed.run(at: 1)
        allowed.run(at: PushSample.all.count + 1)
        XCTAssertEqual(allowed.history.map(\.wasShown), [true], "a row outside the list delivers nothing")
        XCTAssertEqual(allowed.actionItems[3].value, "exampletui://settings")
    }

    func testTheDesktopRowSwitchesNotificationsWhenUnfocusedOffAndOn() async throws {
        let model = try make(authorized: true, environment: ["EXAMPLE_TUI_NOTIFY": "osc777"])
        let toggle = try XCTUnwrap(model.actions.firstIndex(of: .toggleDesktop))
        XCTAssertEqual(model.actionItems[toggle].value, "on")
        XCTAssertEqual(model.desktopLine, "Desktop: the terminal (OSC 777)")
        model.run(at: toggle)
        XCTAssertEqual(model.actionItems[toggle].value, "off")
        let alerts = model.services.desktopAlerts
        alerts.pushArrived(PushPayloadModel(title: "T", body: "B"), windowIsFocused: false)
        XCTAssertTrue(sent.isEmpty, "switched off: nothing raised")
        model.run(at: toggle)
        alerts.pushArrived(PushPayloadModel(title: "T", body: "B"), windowIsFocused: true)
        XCTAssertTrue(sent.isEmpty, "focused: the banner is enough")
        alerts.pushArrived(PushPayloadModel(title: "T", body: "B"), windowIsFocused: false)
        guard case .postTerminalNotification(let notification) = sent.last else { return XCTFail("\(sent)") }
        XCTAssertEqual(notification, TerminalNotification(kind: .osc777, title: "T", body: "B"))
        XCTAssertEqual(model.desktopLine, "Desktop: the terminal (OSC 777) · last sent to the terminal")
    }

    func testRaisingNowWithNoBusSaysWhyNothingShowed() async throws {
        let model = try make(environment: [:])
        XCTAssertEqual(model.desktopLine, "Desktop: D-Bus notification service")
        model.run(at: try XCTUnwrap(model.actions.firstIndex(of: .raiseDesktop)))
        for _ in 0..<200 where !model.desktopLine.contains("last failed") {
            try await Task.sleep(for: .milliseconds(10))
        }
        XCTAssertEqual(
            model.desktopLine,
            "Desktop: D-Bus notification service · last failed: desktop notifications unavailable: "
                + "no session bus (DBUS_SESSION_BUS_ADDRESS is not set)")
    }

    func testAServedSessionRaisesNothingAndAnUnknownStyleFallsBack() {
        XCTAssertEqual(PushNotificationStyle.detect(setting: nil, isServed: true).style, .off)
        XCTAssertEqual(PushNotificationStyle.detect(setting: "OSC9", isServed: true).style, .osc9)
        let unknown = PushNotificationStyle.detect(setting: "growl", isServed: false)
        XCTAssertEqual(unknown.style, .dbus)
        XCTAssertEqual(unknown.unknown, "growl")
        XCTAssertEqual(PushNotificationStyle.detect(setting: "0", isServed: false).style, .off)
    }

    func testTheServerRowRegistersThenConnectsAndSaysWhatFailed() async throws {
        let channel = PushChannel(
            url: URL(string: "http://127.0.0.1:9/push")!, baseDelay: .seconds(60), maximumDelay: .seconds(60))
        let model = try make(channel: channel)
        XCTAssertEqual(model.serverLine, "Server: not connected")
        let connect = try XCTUnwrap(model.actions.firstIndex(of: .connectServer))
        XCTAssertEqual(model.actionItems[connect].value, "127.0.0.1:9")
        model.run(at: connect)
        for _ in 0..<500 where !model.serverLine.contains("reconnecting") {
            try await Task.sleep(for: .milliseconds(10))
        }
        XCTAssertTrue(model.serverLine.hasPrefix("Server: reconnecting in 60 s ("), model.serverLine)
        XCTAssertTrue(model.serverLine.hasSuffix(" · token ••••beef registered"), model.serverLine)
        XCTAssertEqual(model.actions.last, .disconnectServer)
        model.run(at: model.actions.count - 1)
        XCTAssertEqual(model.serverLine, "Server: not connected · token ••••beef registered")

        let refused = try make(channel: PushChannel(url: URL(string: "http://127.0.0.1:9/push")!)) {
            () async throws(PushTokenRegistrationRepository.RegistrationError) -> String in throw .refused
        }
        refused.run(at: try XCTUnwrap(refused.actions.firstIndex(of: .connectServer)))
        for _ in 0..<200 where !refused.serverLine.contains("not registered") {
            try await Task.sleep(for: .milliseconds(10))
        }
        XCTAssertEqual(refused.serverLine, "Server: token not registered: the backend refused the push token")
        XCTAssertEqual(try make().serverLine, "Server: this environment names no push channel")
    }
}
