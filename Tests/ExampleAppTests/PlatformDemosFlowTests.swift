import ExampleApp
import Storage
import TUIKit
import Utilities
import XCTest

/// The event bus, dates and utilities demos driven as a person would.
@MainActor
final class PlatformDemosFlowTests: XCTestCase {
    private func pilot(
        _ demo: String, language: Language = .en, platform: PlatformEnvironment = .fixed(),
        directories: StorageDirectories = .temporaryForTest(), size: Size = Size(width: 80, height: 24)
    ) throws -> Pilot {
        try FrameRenderer.pilot(
            for: FrameRenderer.Request(
                route: .example(demo), size: size,
                options: LaunchOptions(language: language, directories: directories, platform: platform)))
    }

    // MARK: Event bus

    func testASavedNameReachesTheFirstScreenThroughTheBusWithoutAReload() async throws {
        let pilot = try pilot("event-bus")
        XCTAssertTrue(pilot.text.contains("Anna Smirnova"))
        pilot.press(named: "enter", "ctrl-u")
        pilot.type("Boris Petrov")
        pilot.press(named: "enter")
        XCTAssertTrue(pilot.text.contains("Saving…"))
        XCTAssertTrue(pilot.text.contains("Edit profile"), "still on the editor while the save runs")
        await pilot.wait(for: .milliseconds(600))
        XCTAssertTrue(pilot.text.contains("Event bus"), "the editor closed after the save")
        XCTAssertTrue(pilot.text.contains("Boris Petrov"))
        XCTAssertFalse(pilot.text.contains("Anna Smirnova"))
        XCTAssertTrue(pilot.text.contains("Loads from the repository: 1"), "updated from the bus, not loaded again")
        XCTAssertTrue(pilot.text.contains("Events received: 1"))
        XCTAssertEqual(pilot.terminal.signals, [.flash, .bell], "the success haptic played")
    }

    func testAnEmptyNameIsRefusedAndNothingIsSent() async throws {
        let pilot = try pilot("event-bus", language: .ru)
        pilot.press(named: "enter", "ctrl-u", "space", "enter")
        await pilot.settle()
        XCTAssertTrue(pilot.text.contains("Введите имя: оно не может быть пустым."))
        await pilot.wait(for: .seconds(1))
        XCTAssertTrue(pilot.text.contains("Профиль"), "still editing")
        pilot.type("Вера")
        XCTAssertFalse(pilot.text.contains("не может быть пустым"), "typing clears the message")
        XCTAssertTrue(pilot.text.contains(" Вера"), "what was typed is kept")
        XCTAssertEqual(pilot.terminal.signals, [.bell, .bell, .bell], "the error haptic played")
        pilot.press(named: "esc")
        XCTAssertTrue(pilot.text.contains("Получено событий: 0"))
        XCTAssertTrue(pilot.text.contains("Анна Смирнова"))
    }

    func testLeavingTheEditorMidSaveSendsNothing() async throws {
        let pilot = try pilot("event-bus")
        pilot.press(named: "enter")
        pilot.type(" Jr")
        pilot.press(named: "enter", "esc")
        await pilot.wait(for: .seconds(1))
        XCTAssertTrue(pilot.text.contains("Events received: 0"))
        XCTAssertTrue(pilot.text.contains("Anna Smirnova"))
        XCTAssertFalse(pilot.text.contains("Jr"))
    }

    func testTheNameStopsAtItsLimitAndAPasteIsCut() async throws {
        let pilot = try pilot("event-bus")
        pilot.press(named: "enter", "ctrl-u")
        pilot.paste(String(repeating: "x", count: 40))
        XCTAssertTrue(pilot.text.contains("32 of 32 characters"))
        XCTAssertEqual(pilot.terminal.signals.last, .bell, "a warning for what did not fit")
        pilot.press(named: "backspace")
        XCTAssertTrue(pilot.text.contains("31 of 32 characters"))
    }

    // MARK: Dates

    func testTheClockTicksEverySecondOnlyWhileVisible() async throws {
        let pilot = try pilot("dates")
        let first = pilot.text
        XCTAssertTrue(first.contains("Now 14:05:00 · 11.11.2025"), first)
        pilot.advance(by: .seconds(1))
        XCTAssertTrue(pilot.text.contains("Now 14:05:01"))
        pilot.advance(by: .seconds(61))
        XCTAssertTrue(pilot.text.contains("Now 14:06:02"))
        XCTAssertEqual(pilot.clock.pendingCount, 1, "one timer: the next tick")
        pilot.press(named: "esc")
        XCTAssertTrue(pilot.text.contains("Library of ready solutions"))
        let presents = pilot.terminal.presentCount
        pilot.advance(by: .seconds(5))
        XCTAssertEqual(pilot.clock.pendingCount, 0, "no clock screen, no timer")
        XCTAssertEqual(pilot.terminal.presentCount, presents + 1, "only the advance's own redraw")
    }

    func testThePickerMovesByDayAndMonthAndBackToToday() async throws {
        let pilot = try pilot("dates", language: .ru)
        pilot.press(named: "left")
        XCTAssertTrue(pilot.text.contains("Выбранная дата: 10 ноября 2025"))
        XCTAssertTrue(pilot.text.contains("Вчера • 14:05"))
        pilot.press(named: "right", "right", "right")
        XCTAssertTrue(pilot.text.contains("Через 2 дня"))
        pilot.press(named: "pgdn")
        XCTAssertTrue(pilot.text.contains("13 ноября 2026"))
        XCTAssertTrue(pilot.text.contains("Через 367 дней"))
        pilot.press(named: "t")
        pilot.advance(by: .milliseconds(100))
        XCTAssertTrue(pilot.text.contains("Это сегодня"))
        XCTAssertEqual(
            pilot.terminal.signals.filter { $0 == .flash }.count, 7, "a selection flash per move, two for today")
    }

    func testJanuary31PlusAMonthIsTheLastDayOfFebruary() async throws {
        let pilot = try pilot("dates", platform: .fixed(year: 2025, month: 1, day: 31))
        pilot.press(named: "down")
        XCTAssertTrue(pilot.text.contains("Selected date: February 28, 2025"))
        XCTAssertTrue(pilot.text.contains("In 28 days"))
    }

    func testHapticsSwitchedOffInSettingsStaySilent() async throws {
        let pilot = try pilot("dates")
        pilot.press(named: "3")
        XCTAssertTrue(pilot.text.contains("Haptics (bell and flash)"))
        pilot.press(named: "down", "down", "down", "down", "enter")
        XCTAssertTrue(
            pilot.text.split(separator: "\n").contains { $0.contains("Haptics (bell and flash)") && $0.contains("Off") }
        )
        pilot.press(named: "1", "right", "right")
        XCTAssertTrue(pilot.text.contains("November 13"), "back on the dates demo, which moved")
        XCTAssertEqual(pilot.terminal.signals, [])
    }

    // MARK: Utilities

    func testEachHapticKindPlaysItsPattern() async throws {
        let pilot = try pilot("utils")
        pilot.press(named: "enter")
        XCTAssertEqual(pilot.terminal.signals, [.flash], "selection")
        pilot.press(named: "right", "right", "right")
        XCTAssertTrue(pilot.text.contains("Haptic notification(.error)"))
        pilot.press(named: "enter")
        pilot.advance(by: .milliseconds(100))
        XCTAssertEqual(pilot.terminal.signals, [.flash, .bell, .bell])
        pilot.advance(by: .milliseconds(100))
        XCTAssertEqual(pilot.terminal.signals, [.flash, .bell, .bell, .bell])
        XCTAssertEqual(pilot.clock.pendingCount, 0, "nothing scheduled once it played")
    }

    func testTheWebCacheIsFilledAndCleanedInTheAppsOwnDirectories() async throws {
        let directories = StorageDirectories.temporaryForTest()
        let pilot = try pilot("utils", directories: directories)
        pilot.press(named: "down", "down", "down", "enter")
        XCTAssertTrue(pilot.text.contains("4 files · 7.2 KB"))
        let cookies = try directories.data().appendingPathComponent("cookies")
        let attributes = try FileManager.default.attributesOfItem(atPath: cookies.path)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o700)
        pilot.press(named: "down", "enter")
        XCTAssertTrue(pilot.text.contains("removed 4 files · 7.2 KB"))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: cookies.path), [])
        pilot.press(named: "enter")
        XCTAssertTrue(pilot.text.contains("nothing to remove"))
    }

    func testTheChecksReadTheInjectedMachine() async throws {
        let platform = PlatformEnvironment.fixed(
            environment: ["LD_PRELOAD": "hook.so"], userIDs: (0, 0),
            interfaces: [NetworkInterface(name: "tun0", isUp: true), NetworkInterface(name: "tunl0", isUp: true)])
        let pilot = try pilot("utils", platform: platform)
        XCTAssertTrue(pilot.text.contains("VPN on: tun0"))
        XCTAssertTrue(pilot.text.contains("found: root, LD_PRELOAD"))
    }

    func testLifecycleEventsAreLoggedAsTheyArrive() async throws {
        // Tall enough for the log of five events below the demo's rows.
        let pilot = try pilot("utils", size: Size(width: 80, height: 40))
        XCTAssertTrue(pilot.text.contains("Lifecycle: active"))
        pilot.send(.focus(false))
        XCTAssertTrue(pilot.text.contains("Lifecycle: inactive (focus lost)"))
        XCTAssertTrue(pilot.text.contains("14:05:00  willResignActive"))
        pilot.advance(by: .seconds(3))
        pilot.send(.focus(true))
        pilot.press(named: "ctrl-z")
        XCTAssertEqual(pilot.suspendCount, 1)
        XCTAssertTrue(pilot.text.contains("Lifecycle: in the background"))
        pilot.send(.resume)
        let log = pilot.text.split(separator: "\n").filter { $0.contains("  will") || $0.contains("  did") }
        XCTAssertEqual(
            log.map { $0.trimmingCharacters(in: .whitespaces) },
            [
                "14:05:00  willResignActive", "14:05:03  didBecomeActive", "14:05:03  willResignActive",
                "14:05:03  willEnterForeground", "14:05:03  didBecomeActive",
            ])
    }
}
