import Analytics
import ExampleApp
import Foundation
import Push
import Storage
import TUIKit
import XCTest

/// The analytics, deeplinks and push demos driven as a person would.
@MainActor
final class DeliveryDemosFlowTests: XCTestCase {
    private func pilot(
        _ route: AppRoute, language: Language = .en, directories: StorageDirectories = .temporaryForTest(),
        size: Size = Size(width: 120, height: 40)
    ) throws -> Pilot {
        try FrameRenderer.pilot(
            for: FrameRenderer.Request(
                route: route, size: size,
                options: LaunchOptions(language: language, directories: directories)))
    }

    /// Waits (bounded) until the frame shows `text`.
    private func waitFor(_ text: String, in pilot: Pilot) async -> Bool {
        for _ in 0..<200 where !pilot.text.contains(text) {
            await Task.yield()
            pilot.redraw()
        }
        return pilot.text.contains(text)
    }

    // MARK: Analytics

    func testScreenViewsAndTapsReachBothProvidersAndTheFileProviderFiltersScreenViews() async throws {
        let directories = StorageDirectories.temporaryForTest()
        // Tall enough to show every demo in Examples, Analytics after the widgets.
        let pilot = try pilot(.examples, directories: directories, size: Size(width: 120, height: 90))
        XCTAssertTrue(pilot.click(on: "Analytics"))
        let text = pilot.text
        XCTAssertTrue(text.contains("Log store · label analytics"))
        XCTAssertTrue(text.contains("✓ screen_view screen=AnalyticsDemo"), "the log provider takes screen views")
        XCTAssertTrue(text.contains("✗ screen_view screen=AnalyticsDemo (filtered out)"), "the file provider does not")
        XCTAssertTrue(text.contains("✓ row_tap screen=examples title=analytics"))

        pilot.press(named: "enter")
        pilot.press(named: "down", "enter")
        XCTAssertTrue(pilot.text.contains("✗ demo_ping screen=AnalyticsDemo source=demo (filtered"))
        XCTAssertTrue(pilot.text.contains("✓ demo_ping screen=AnalyticsDemo source=demo"))
        XCTAssertTrue(pilot.text.contains("✓ button_tap screen=AnalyticsDemo title=Report"))

        let file = try directories.state().appendingPathComponent("analytics.jsonl")
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
        let events = try lines.map { line in
            try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])["event"] as? String
        }
        XCTAssertEqual(
            events, ["deeplink_opened", "row_tap", "button_tap", "demo_ping"],
            "the launch link, then the taps; screen views are filtered out of the file")
    }

    /// A row's tap is told once the demo it opens has its first frame on screen (the key's
    /// frame waits for no provider's file), and before that demo's screen view.
    func testARowsTapIsToldAfterTheDemosFirstFrameBeforeItsScreenView() async throws {
        let pilot = try pilot(.examples)
        // Oldest first (the service keeps the latest first).
        func told() -> [String] {
            pilot.run { AnalyticsService.shared.deliveries }.reversed().filter { $0.provider == "log" }.map {
                "\($0.event.rawValue) \($0.params[.screen]?.description ?? "")"
            }
        }
        let before = told().count
        pilot.window.handle(.key(KeyEvent(.enter)))
        XCTAssertEqual(told().count, before, "nothing told before the frame")
        pilot.redraw()
        XCTAssertEqual(Array(told().dropFirst(before)), ["row_tap examples", "screen_view NavigationDemo"])
    }

    /// The events the file provider wrote, in order.
    private func fileEvents(in directories: StorageDirectories) throws -> [String?] {
        let file = try directories.state().appendingPathComponent("analytics.jsonl")
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
        return try lines.map { line in
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let params = (object["params"] as? [String: String] ?? [:]).sorted { $0.key < $1.key }
            return ([object["event"] as? String ?? "?"] + params.map { "\($0.key)=\($0.value)" }).joined(
                separator: " ")
        }
    }

    func testTheAppConfiguresTheServiceItIsGivenSoReportsFromAnywhereReachItsProviders() async throws {
        let service = AnalyticsService()
        var options = LaunchOptions(language: .en, directories: .temporaryForTest())
        options.analytics = service
        let pilot = try FrameRenderer.pilot(
            for: FrameRenderer.Request(
                route: .example("analytics"), size: Size(width: 120, height: 40), options: options))
        XCTAssertEqual(service.providers.map(\.name), ["log", "file"])
        // Code that holds only the service, as code using `.shared` does, reports into the app.
        service.report(event: .buttonTap, params: [.screen: "Elsewhere", .title: "Retry"])
        pilot.redraw()
        XCTAssertTrue(pilot.text.contains("✓ button_tap screen=Elsewhere title=Retry"), pilot.text)
    }

    func testTabSwitchesByKeyAndClickAndComponentsRowsAreReported() async throws {
        let directories = StorageDirectories.temporaryForTest()
        let pilot = try pilot(.examples, directories: directories)
        pilot.press(.character("2"))
        XCTAssertTrue(pilot.click(on: "Buttons"))
        pilot.advance(by: .milliseconds(500))
        pilot.press(named: "esc")
        pilot.advance(by: .milliseconds(500))
        XCTAssertTrue(pilot.click(on: "Settings 3"))
        pilot.press(named: "shift-tab")
        pilot.press(named: "tab")
        XCTAssertEqual(
            try fileEvents(in: directories),
            [
                "deeplink_opened url=exampletui://examples",
                "tab_select screen=tab_bar title=components",
                "row_tap screen=components title=buttons",
                "tab_select screen=tab_bar title=settings",
                "tab_select screen=tab_bar title=components",
                "tab_select screen=tab_bar title=settings",
            ])
    }

    // MARK: Deeplinks

    func testALinkFromTheDemoOpensItsScreen() async throws {
        let pilot = try pilot(.example("deeplinks"))
        XCTAssertTrue(pilot.text.contains("✓ launch  exampletui://examples/deeplinks"))
        XCTAssertTrue(pilot.text.contains("Socket: not listening"))
        XCTAssertTrue(pilot.click(on: "exampletui://examples/toasts"))
        pilot.advance(by: .milliseconds(500))
        XCTAssertTrue(pilot.text.contains("Global toast at the bottom"), "the toasts demo is open")
        pilot.press(named: "esc")
        pilot.advance(by: .milliseconds(500))
        XCTAssertTrue(pilot.text.contains("Library of ready solutions"), "opened from the root of Examples")
    }

    func testAnUnknownOrMalformedLinkShowsAnErrorToastAndStaysPut() async throws {
        let pilot = try pilot(.example("deeplinks"), language: .ru)
        XCTAssertTrue(pilot.click(on: "exampletui://examples/no-such-demo"))
        pilot.advance(by: .milliseconds(400))
        XCTAssertTrue(pilot.text.contains("Не удалось открыть exampletui://examples/no-such-demo"))
        XCTAssertTrue(pilot.text.contains("✗ demo  exampletui://examples/no-such-demo: unknown demo 'no-such-demo'"))
        XCTAssertTrue(pilot.click(on: "https://example.com/settings"))
        pilot.advance(by: .seconds(14))
        XCTAssertTrue(
            pilot.text.contains("✗ demo  https://example.com/settings: 'https://example.com/settings' is not"))
        XCTAssertTrue(pilot.text.contains("Диплинки"), "still on the demo")
        XCTAssertEqual(pilot.clock.pendingCount, 0, "the toasts are gone and nothing is scheduled")
    }

    func testDeepLinksParseEveryRouteAndRejectMalformedOnes() throws {
        for route in AppRoute.all {
            XCTAssertEqual(try DeepLink(url: route.url).route, route)
        }
        XCTAssertEqual(
            try DeepLink(url: "EXAMPLETUI://Examples/Push?from=mail%2Fbox#top"),
            .example(id: "push", query: ["from": "mail/box"]))
        XCTAssertEqual(
            try DeepLink(url: "exampletui://examples/tree?path=/usr/share").route.url,
            "exampletui://examples/tree?path=/usr/share")
        for url in [
            "", "exampletui:", "exampletui://", "exampletui://nowhere", "exampletui://examples/nope",
            "exampletui://examples/push/extra", "http://examples/push", "exampletui:/settings",
        ] {
            XCTAssertThrowsError(try DeepLink(url: url), url)
        }
    }

    // MARK: Push

    func testDenyingKeepsPushesInTheLogThenAllowingShowsABannerThatOpensItsLink() async throws {
        let directories = StorageDirectories.temporaryForTest()
        let pilot = try pilot(.example("push"), directories: directories)
        XCTAssertTrue(pilot.text.contains("Permission: not asked yet"))
        pilot.press(named: "enter")
        let shown1 = await waitFor("would like to send you notifications", in: pilot)
        XCTAssertTrue(shown1)
        XCTAssertTrue(pilot.click(on: "Don’t Allow"))
        let shown2 = await waitFor("Permission: denied", in: pilot)
        XCTAssertTrue(shown2)
        XCTAssertTrue(pilot.click(on: "Deliver open-settings.apns"))
        pilot.advance(by: .milliseconds(400))
        XCTAssertTrue(pilot.text.contains("· New setting: Try the light theme (logged only)"))
        XCTAssertFalse(pilot.text.contains("ctrl-t"), "no banner")

        XCTAssertTrue(pilot.click(on: "Forget the answer and ask again"))
        let shown3 = await waitFor("would like to send you notifications", in: pilot)
        XCTAssertTrue(shown3)
        pilot.press(named: "enter")
        let shown4 = await waitFor("Permission: allowed", in: pilot)
        XCTAssertTrue(shown4)
        let stored = PushAuthorizationStore(
            fileURL: try directories.data().appendingPathComponent("push-authorization.json"))
        XCTAssertEqual(stored.load().status, .authorized, "the answer is persisted")

        XCTAssertTrue(pilot.click(on: "Deliver open-settings.apns"))
        pilot.advance(by: .milliseconds(400))
        XCTAssertTrue(pilot.text.contains("✓ New setting: Try the light theme (shown)"))
        XCTAssertTrue(pilot.text.contains("ctrl-t"), "a banner that takes a tap")
        pilot.press(named: "ctrl-t")
        pilot.advance(by: .milliseconds(500))
        XCTAssertTrue(pilot.text.contains("Environment"), "the push's link opened Settings")
        XCTAssertTrue(pilot.text.contains("App version"))
    }

    func testTheDemoOffersEverySampleFileAndShowsTheTokenMasked() async throws {
        let directories = StorageDirectories.temporaryForTest()
        try DeliveryFixtures.authorizedPushDemo(directories)
        let pilot = try pilot(.example("push"), directories: directories)
        XCTAssertTrue(pilot.text.contains("Device token: ••••••••••••f2a3"))
        XCTAssertFalse(pilot.text.contains(DeliveryFixtures.token.prefix(8)))
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Mock/APNSFiles")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".apns") }
        XCTAssertFalse(files.isEmpty)
        for file in files.sorted() {
            let payload = try PushPayloadModel(json: Data(contentsOf: folder.appendingPathComponent(file)))
            XCTAssertTrue(pilot.click(on: "Deliver \(file)"), file)
            pilot.advance(by: .seconds(7))
            let heading = [payload.title, payload.subtitle].compactMap { $0 }.joined(separator: " · ")
            let expected = heading.isEmpty ? payload.body : heading + ": " + payload.body
            XCTAssertTrue(pilot.text.contains("✓ \(expected) (shown)"), "\(file) is delivered as its file reads")
        }
    }
}

extension DeliveryDemosFlowTests {
    func testChangingASettingIsReportedAsARowTap() async throws {
        let directories = StorageDirectories.temporaryForTest()
        let pilot = try FrameRenderer.pilot(
            for: FrameRenderer.Request(
                route: .settings, options: LaunchOptions(language: .en, directories: directories)))
        XCTAssertTrue(pilot.click(on: "Theme"))
        let file = try directories.state().appendingPathComponent("analytics.jsonl")
        let text = try String(contentsOf: file, encoding: .utf8)
        XCTAssertTrue(text.contains(#"{"event":"row_tap","params":{"screen":"settings","title":"theme"}"#), text)
    }
}

extension DeliveryDemosFlowTests {
    func testEachEnvironmentHasItsOwnDeviceToken() async throws {
        let directories = StorageDirectories.temporaryForTest()
        try DeliveryFixtures.storeToken(in: directories)
        try DeliveryFixtures.storeToken(String(repeating: "0", count: 60) + "beef", instance: "prod", in: directories)
        let pilot = try FrameRenderer.pilot(
            for: FrameRenderer.Request(
                route: .settings, size: Size(width: 120, height: 40),
                options: LaunchOptions(language: .en, directories: directories)))
        XCTAssertTrue(pilot.click(on: "Environment"))
        pilot.advance(by: .seconds(1))
        XCTAssertTrue(pilot.text.contains("prod"), pilot.text)
        pilot.press(named: "1", "end")
        XCTAssertTrue(pilot.click(on: "Push"))
        pilot.advance(by: .seconds(1))
        XCTAssertTrue(pilot.text.contains("Device token: ••••••••••••beef"), pilot.text)
    }
}
