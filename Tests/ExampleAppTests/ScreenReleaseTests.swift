import AppSupport
import ExampleApp
import Logs
import Storage
import TUIKit
import XCTest

/// Memory does not grow with use: every demo opened from the Examples list and closed again
/// leaves no screen behind (what the memory benchmark's replay does, in-process).
@MainActor
final class ScreenReleaseTests: XCTestCase {
    @MainActor
    private final class Seen {
        weak var controller: ScreenController?
        let name: String

        init(_ controller: ScreenController) {
            self.controller = controller
            name = controller.screenName
        }
    }

    func testEveryDemoOpenedAndClosedIsFreed() async throws {
        let pilot = try FrameRenderer.pilot(
            for: FrameRenderer.Request(
                route: .examples, size: Size(width: 80, height: 24),
                options: LaunchOptions(language: .en, directories: .temporaryForTest())))
        // What the window reports while a demo opens, heard before the app hears it.
        let recorder = try Recorder(application: XCTUnwrap(pilot.window.application))
        pilot.window.attach(application: recorder)
        let demos = AppRoute.all.filter { if case .example = $0 { true } else { false } }.count
        XCTAssertGreaterThan(demos, 10)
        for row in 0..<demos {
            pilot.press(named: "g")
            for _ in 0..<row { pilot.press(named: "down") }
            recorder.isRecording = true
            pilot.press(named: "enter")
            await pilot.wait(for: .seconds(2))
            recorder.isRecording = false
            // Esc leaves a focused field first in some demos, then goes back.
            for _ in 0..<3 where !pilot.frame.line(0).contains("Library of ready solutions") {
                pilot.press(named: "esc")
                await pilot.wait(for: .milliseconds(500))
            }
            XCTAssertTrue(pilot.frame.line(0).contains("Library of ready solutions"), "back from row \(row)")
        }
        // Toasts, loads and animations of the demos end.
        await pilot.wait(for: .seconds(10))
        XCTAssertGreaterThanOrEqual(recorder.seen.count, demos, "every demo appeared")
        let alive = recorder.seen.filter { $0.controller != nil }.map(\.name)
        XCTAssertEqual(alive, [], "screens still held after they were closed")
    }

    /// An app let go is freed with its services: the deeplink service kept the tab bar's
    /// router, which held the app's dependencies, which hold the service (found by
    /// LeakSanitizer in `make sanitize`: every app a test made outlived it).
    func testAnAppLetGoIsFreedWithItsServices() async throws {
        weak var window: Window?
        weak var settings: AppSettings?
        weak var logStore: LogDatabase?
        do {
            let pilot = try FrameRenderer.pilot(
                for: FrameRenderer.Request(
                    route: .examples, size: Size(width: 80, height: 24),
                    options: LaunchOptions(language: .en, directories: .temporaryForTest())))
            XCTAssertTrue(pilot.frame.line(0).contains("Library of ready solutions"))
            window = pilot.window
            let application = try ExampleApplication(
                options: LaunchOptions(language: .en, directories: .temporaryForTest()), clock: ManualClock())
            settings = application.settings
            logStore = application.logStore
        }
        // The log store's write queue holds it until its work at open (limits, import) is done.
        for _ in 0..<100 where logStore != nil { try await Task.sleep(for: .milliseconds(20)) }
        XCTAssertNil(window, "window")
        XCTAssertNil(settings, "settings")
        XCTAssertNil(logStore, "log store")
    }

    /// The app as the window sees it, recording the screens that appear while asked to.
    private final class Recorder: WindowApplication {
        let application: any WindowApplication
        var isRecording = false
        var seen: [Seen] = []

        init(application: any WindowApplication) {
            self.application = application
        }

        var hotkeys: [KeyBinding] { application.hotkeys }

        func screenDidAppear(_ controller: ScreenController) {
            if isRecording { seen.append(Seen(controller)) }
            application.screenDidAppear(controller)
        }
    }
}
