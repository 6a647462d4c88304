import Analytics
import EventBus
import ExampleApp
import Logs
import SnapshotTesting
import TUIKit
import TUISnapshotTesting
import XCTest

/// Two apps in one process, each with its own language, theme and environment, driven with
/// interleaved keys: each shows exactly the frames it shows alone (the references other
/// tests recorded for one app at a time), and reads only its own settings and logs.
@MainActor
final class TwoAppsInOneProcessTests: XCTestCase {
    private let size = Size(width: 80, height: 24)

    func testTwoAppsKeepTheirOwnLanguageThemeEnvironmentAndLogs() async throws {
        let russianStore = LogDatabase.inMemory()
        let englishStore = LogDatabase.inMemory()
        // prod, whose configuration has no debug panel: its route is refused with a toast.
        let russian = try pilot(.logs, language: .ru, theme: .dark, environment: "prod", store: russianStore)
        let english = try pilot(.examples, language: .en, theme: .light, environment: "dev", store: englishStore)

        // Interleaved: a key to one, a key to the other, then each one's time.
        russian.press(named: "down")
        english.press(named: "down")
        russian.press(named: "up")
        await russian.wait(for: .milliseconds(500))
        await english.settle()
        assertReference(russian, of: "LogsPanelSnapshotTests", "testProdRefusesTheRoute", named: "ru-dark-80x24")
        assertReference(english, of: "ScreenSnapshotTests", "testExamplesSecondRowSelected", named: "en-light-80x24")

        english.press(named: "up")
        assertReference(english, of: "ScreenSnapshotTests", "testExamples", named: "en-light-80x24")
        assertReference(russian, of: "LogsPanelSnapshotTests", "testProdRefusesTheRoute", named: "ru-dark-80x24")

        // What each app's code reads is its own, whichever ran last.
        XCTAssertEqual(russian.run { Localization.language }, .ru)
        XCTAssertEqual(english.run { Localization.language }, .en)
        XCTAssertEqual(russian.run { Environments.instance }, .prod)
        XCTAssertEqual(english.run { Environments.instance }, .dev)
        XCTAssertEqual(russian.run { R.string.common.back() }, "Назад")
        XCTAssertEqual(english.run { R.string.common.back() }, "Back")
        XCTAssertNotIdentical(russian.window.context.haptics, english.window.context.haptics)
        XCTAssertIdentical(russian.window.context.haptics, russian.window.haptics)
        XCTAssertNotIdentical(russian.run { EventBusRegistry.shared }, english.run { EventBusRegistry.shared })
        XCTAssertNotIdentical(russian.run { AnalyticsService.shared }, english.run { AnalyticsService.shared })

        // A message logged as one app's code lands in that app's store only.
        LogSystem.route(to: russianStore, subsystem: "russian", in: russian.window.context)
        LogSystem.route(to: englishStore, subsystem: "english", in: english.window.context)
        russian.run { Log.app.info(logEntry: .text("from the Russian app")) }
        english.run { Log.app.info(logEntry: .text("from the English app")) }
        let russianTexts = texts(in: russianStore)
        let englishTexts = texts(in: englishStore)
        XCTAssertTrue(russianTexts.contains("from the Russian app"))
        XCTAssertFalse(russianTexts.contains("from the English app"))
        XCTAssertTrue(englishTexts.contains("from the English app"))
        XCTAssertFalse(englishTexts.contains("from the Russian app"))
        XCTAssertEqual(russian.run { Log.subsystem }, "russian")
        XCTAssertEqual(english.run { Log.subsystem }, "english")
    }

    func testALanguageSwitchedInOneAppLeavesTheOtherAsItWas() async throws {
        let first = try pilot(.examples, language: .en, theme: .dark, environment: "dev")
        let second = try pilot(.examples, language: .en, theme: .dark, environment: "dev")
        first.run { Localization.language = .ru }
        XCTAssertEqual(first.run { R.string.common.back() }, "Назад")
        XCTAssertEqual(second.run { R.string.common.back() }, "Back")
        XCTAssertEqual(AppContext.detached.language, .en, "code outside both apps is untouched")
        second.press(named: "down")
        assertReference(second, of: "ScreenSnapshotTests", "testExamplesSecondRowSelected", named: "en-dark-80x24")
    }

    private func pilot(
        _ route: AppRoute, language: Language, theme: Theme, environment: String, store: LogDatabase = .inMemory()
    ) throws -> Pilot {
        var options = LaunchOptions(language: language, theme: theme, directories: .temporaryForTest())
        options.environmentName = environment
        options.logStore = store
        return try FrameRenderer.pilot(for: FrameRenderer.Request(route: route, size: size, options: options))
    }

    private func texts(in store: LogDatabase) -> [String] {
        store.allRecords().compactMap { record in
            guard case .message(let message) = record else { return nil }
            return message.text
        }
    }

    /// Compares `pilot`'s frame with a reference another test recorded for one app alone.
    private func assertReference(
        _ pilot: Pilot, of testCase: String, _ testName: String, named name: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let directory = URL(fileURLWithPath: "\(file)").deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__").appendingPathComponent(testCase)
        let failure = verifySnapshot(
            of: pilot.frame, as: .frameStyled, named: name, record: .never, snapshotDirectory: directory.path,
            file: file, testName: testName, line: line)
        if let failure { XCTFail(failure, file: file, line: line) }
    }
}
