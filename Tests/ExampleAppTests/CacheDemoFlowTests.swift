import ExampleApp
import Storage
import TUIKit
import XCTest

/// The Cache demo driven as a person would, on the app's clock.
@MainActor
final class CacheDemoFlowTests: XCTestCase {
    private func pilot(directories: StorageDirectories = .temporaryForTest(), language: Language = .en) throws -> Pilot
    {
        try FrameRenderer.pilot(
            for: FrameRenderer.Request(
                route: .example("cache"), size: Size(width: 100, height: 30),
                options: LaunchOptions(language: language, directories: directories)))
    }

    func testAnEmptyStoreSchedulesNothing() async throws {
        let pilot = try pilot()
        await pilot.settle()
        XCTAssertTrue(pilot.text.contains("[ RAM ]"), pilot.text)
        XCTAssertTrue(pilot.text.contains("No entries"), pilot.text)
        XCTAssertEqual(pilot.clock.pendingCount, 0)
        pilot.press(named: "s")
        XCTAssertTrue(pilot.text.contains("entry-1"), pilot.text)
        XCTAssertTrue(pilot.text.contains("never expires"), pilot.text)
        XCTAssertEqual(pilot.clock.pendingCount, 0, "nothing expires: no countdown timer")
    }

    func testExpiringEntryCountsDownExpiresAndIsSwept() async throws {
        let pilot = try pilot()
        await pilot.settle()
        pilot.press(named: "e")
        XCTAssertTrue(pilot.text.contains("expires in 10s"), pilot.text)
        XCTAssertEqual(pilot.clock.pendingCount, 1, "the countdown ticks while the entry is on screen")
        pilot.advance(by: .seconds(3))
        XCTAssertTrue(pilot.text.contains("expires in 7s"), pilot.text)
        pilot.advance(by: .seconds(7))
        XCTAssertTrue(pilot.text.contains("expired"), pilot.text)
        XCTAssertEqual(pilot.clock.pendingCount, 0, "nothing left to count down: the timer is gone")
        pilot.press(named: "g")
        XCTAssertTrue(pilot.text.contains("Read entry-1: value 1"), "expired entries stay readable until swept")
        pilot.press(named: "x")
        XCTAssertTrue(pilot.text.contains("Removed 1 expired entries"), pilot.text)
        XCTAssertTrue(pilot.text.contains("No entries"), pilot.text)
    }

    func testEachStoreKeepsItsOwnEntriesAndTheKeychainMasksValues() async throws {
        let pilot = try pilot()
        await pilot.settle()
        pilot.press(named: "s")
        pilot.press(named: "right")
        XCTAssertTrue(pilot.text.contains("[ Disk ]"), pilot.text)
        XCTAssertTrue(pilot.text.contains("No entries"), pilot.text)
        pilot.press(named: "s")
        pilot.press(named: "s")
        XCTAssertTrue(pilot.text.contains("Entries: 2"), pilot.text)
        pilot.press(named: "right")
        XCTAssertTrue(pilot.text.contains("[ Keychain ]"), pilot.text)
        pilot.press(named: "s")
        XCTAssertTrue(pilot.text.contains("•••• · 33 B"), pilot.text)
        XCTAssertFalse(pilot.text.contains("value 4"))
        pilot.press(named: "g")
        XCTAssertTrue(pilot.text.contains("Read entry-4: value 4, stored by the Cache demo"), pilot.text)
        pilot.press(named: "d")
        XCTAssertTrue(pilot.text.contains("Removed entry-4"), pilot.text)
        XCTAssertTrue(pilot.text.contains("No entries"), pilot.text)
        pilot.press(named: "right")
        XCTAssertTrue(pilot.text.contains("[ RAM ]"), pilot.text)
        XCTAssertTrue(pilot.text.contains("Entries: 1"), pilot.text)
    }

    func testDiskAndKeychainEntriesOutliveTheAppButRamDoesNot() async throws {
        let directories = StorageDirectories.temporaryForTest()
        let first = try pilot(directories: directories)
        await first.settle()
        first.press(named: "s")
        first.press(named: "right")
        first.press(named: "s")
        first.press(named: "right")
        first.press(named: "s")

        let second = try pilot(directories: directories)
        await second.settle()
        XCTAssertTrue(second.text.contains("No entries"), "RAM starts empty")
        second.press(named: "right")
        XCTAssertTrue(second.text.contains("entry-2"))
        second.press(named: "right")
        XCTAssertTrue(second.text.contains("entry-3"))
        second.press(named: "c")
        XCTAssertTrue(second.text.contains("Cleared Keychain"))
        XCTAssertTrue(second.text.contains("No entries"))
    }
}
