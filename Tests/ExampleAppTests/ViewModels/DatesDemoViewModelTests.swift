import AppSupport
import Dates
import Foundation
import Logs
import TUIKit
import XCTest

@testable import ExampleApp

@MainActor
final class DatesDemoViewModelTests: XCTestCase {
    private var clock = ManualClock?.none

    override func setUp() async throws {
        // The app's services read the environment's configuration as they start.
        try Environments.setup(name: "dev")
    }

    /// The view model on a machine fixed in Moscow at the given date, with a manual clock.
    private func makeModel(
        year: Int = 2025, month: Int = 11, day: Int = 11, language: Language = .en
    ) -> DatesDemoViewModel {
        let clock = ManualClock()
        self.clock = clock
        let options = LaunchOptions(
            language: language, directories: .temporaryForTest(), platform: .fixed(year: year, month: month, day: day))
        let logStore = LogDatabase.inMemory()
        let dependencies = AppDependencies(
            settings: AppSettings(language: language, theme: .dark, instance: .dev), clock: clock,
            directories: options.directories, platform: options.platform, window: Window(clock: clock),
            logStore: logStore, services: { AppServices(options: options, logStore: logStore, send: $0) })
        return DatesDemoViewModel(dependencies: dependencies)
    }

    private var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/Moscow")!
        return calendar
    }

    func testDaysMoveTheSelectionAndTheDistanceFollows() async {
        let model = makeModel()
        let today = model.selectedDate
        XCTAssertEqual(model.distanceText, R.string.datesDemo.distanceToday())
        model.onDayChanged(by: 2)
        XCTAssertEqual(calendar.dateComponents([.day], from: today, to: model.selectedDate).day, 2)
        XCTAssertNotEqual(model.distanceText, R.string.datesDemo.distanceToday())
        model.onDayChanged(by: -2)
        XCTAssertEqual(model.distanceText, R.string.datesDemo.distanceToday())
    }

    func testAMonthFromTheLastDayOfJanuaryIsTheLastDayOfFebruary() async {
        let model = makeModel(year: 2025, month: 1, day: 31)
        model.onMonthChanged(by: 1)
        let components = calendar.dateComponents([.month, .day], from: model.selectedDate)
        XCTAssertEqual(components.month, 2)
        XCTAssertEqual(components.day, 28)
    }

    func testAYearIsTwelveMonths() async {
        let model = makeModel()
        model.onMonthChanged(by: -12)
        let components = calendar.dateComponents([.year, .month, .day], from: model.selectedDate)
        XCTAssertEqual(components.year, 2024)
        XCTAssertEqual(components.month, 11)
        XCTAssertEqual(components.day, 11)
    }

    func testTodayComesBackFromAnyDate() async {
        let model = makeModel()
        model.onMonthChanged(by: 5)
        model.onDayChanged(by: 3)
        clock?.advance(by: .seconds(90))
        model.onTodayTapped()
        XCTAssertEqual(model.selectedDate, model.now, "today is now, as the clock moved")
        XCTAssertEqual(model.distanceText, R.string.datesDemo.distanceToday())
    }

    func testTheSelectedTitleAndFormatsFollowTheSelection() async {
        let model = makeModel()
        let title = model.selectedTitle
        let rows = model.formatRows
        XCTAssertEqual(rows.map(\.format), DateFormat.allCases)
        model.onDayChanged(by: 1)
        XCTAssertNotEqual(model.selectedTitle, title)
        XCTAssertNotEqual(model.formatRows, rows)
    }
}
