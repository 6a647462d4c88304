import Dates
import Foundation
import XCTest

final class DateRangeServiceTests: XCTestCase {
    private let moscow = TimeZone(identifier: "Europe/Moscow")!
    private let newYork = TimeZone(identifier: "America/New_York")!
    private let lordHowe = TimeZone(identifier: "Australia/Lord_Howe")!

    private func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 12, _ minute: Int = 0, in zone: TimeZone)
        -> Date
    {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
    }

    private func hours(_ range: Range<Date>) -> Double {
        range.upperBound.timeIntervalSince(range.lowerBound) / 3600
    }

    func testAddingMonthsKeepsTheDayOrClampsToTheMonthsEnd() {
        let service = DateRangeService(timeZone: moscow)
        let cases: [((Int, Int, Int), Int, (Int, Int, Int))] = [
            ((2025, 1, 31), 1, (2025, 2, 28)),
            ((2024, 1, 31), 1, (2024, 2, 29)),
            ((2025, 3, 31), -1, (2025, 2, 28)),
            ((2025, 1, 31), 13, (2026, 2, 28)),
            ((2025, 5, 31), 1, (2025, 6, 30)),
            ((2025, 1, 15), 12, (2026, 1, 15)),
            ((2025, 12, 31), 2, (2026, 2, 28)),
        ]
        for (start, count, end) in cases {
            let result = service.addMonthsToDate(count: count, date: date(start.0, start.1, start.2, in: moscow))
            XCTAssertEqual(result, date(end.0, end.1, end.2, in: moscow), "\(start) + \(count) months")
        }
    }

    func testAddingMonthsAndDaysKeepsTheWallClockTimeAcrossDaylightSaving() {
        let service = DateRangeService(timeZone: newYork)
        let beforeSpring = date(2025, 3, 8, 12, in: newYork)
        let afterSpring = service.addDaysToDate(count: 1, date: beforeSpring)
        XCTAssertEqual(afterSpring, date(2025, 3, 9, 12, in: newYork))
        XCTAssertEqual(afterSpring.timeIntervalSince(beforeSpring), 23 * 3600, "a calendar day, not 24 hours")
        let beforeAutumn = date(2025, 10, 2, 9, 30, in: newYork)
        let afterAutumn = service.addMonthsToDate(count: 1, date: beforeAutumn)
        XCTAssertEqual(afterAutumn, date(2025, 11, 2, 9, 30, in: newYork))
        XCTAssertEqual(service.addMonthsToDate(count: 1, date: afterAutumn), date(2025, 12, 2, 9, 30, in: newYork))
    }

    func testADaysLengthFollowsTheZonesDaylightSavingChanges() {
        let york = DateRangeService(timeZone: newYork)
        XCTAssertEqual(hours(york.dayRange(containing: date(2025, 3, 9, in: newYork))), 23)
        XCTAssertEqual(hours(york.dayRange(containing: date(2025, 11, 2, in: newYork))), 25)
        XCTAssertEqual(hours(york.dayRange(containing: date(2025, 11, 3, in: newYork))), 24)
        let moscowDays = DateRangeService(timeZone: moscow)
        XCTAssertEqual(hours(moscowDays.dayRange(containing: date(2025, 3, 30, in: moscow))), 24, "no DST since 2014")
        // Lord Howe Island moves its clocks by half an hour.
        let lordHoweDays = DateRangeService(timeZone: lordHowe)
        XCTAssertEqual(hours(lordHoweDays.dayRange(containing: date(2025, 4, 6, in: lordHowe))), 24.5)
        XCTAssertEqual(hours(lordHoweDays.dayRange(containing: date(2025, 10, 5, in: lordHowe))), 23.5)
    }

    func testMonthAndWeekRanges() {
        let service = DateRangeService(timeZone: newYork)
        let february = service.monthRange(containing: date(2024, 2, 17, in: newYork))
        XCTAssertEqual(february.lowerBound, date(2024, 2, 1, 0, in: newYork))
        XCTAssertEqual(february.upperBound, date(2024, 3, 1, 0, in: newYork))
        XCTAssertEqual(service.days(in: february).count, 29)
        let november = service.monthRange(containing: date(2025, 11, 2, in: newYork))
        let days = service.days(in: november)
        XCTAssertEqual(days.count, 30, "the 25-hour day is counted once")
        XCTAssertEqual(days.last, date(2025, 11, 30, 0, in: newYork))
        // Weeks start on Monday here: Sunday March 9, 2025 is in the week of Monday March 3.
        let week = service.weekRange(containing: date(2025, 3, 9, in: newYork))
        XCTAssertEqual(week.lowerBound, date(2025, 3, 3, 0, in: newYork))
        XCTAssertEqual(week.upperBound, date(2025, 3, 10, 0, in: newYork))
        XCTAssertEqual(hours(week), 7 * 24 - 1)
        XCTAssertTrue(service.isDate(date(2025, 3, 9, 23, 59, in: newYork), in: week))
        XCTAssertFalse(service.isDate(week.upperBound, in: week), "the end is excluded")
    }

    func testDaysBetweenCountsCalendarDays() {
        let service = DateRangeService(timeZone: newYork)
        XCTAssertEqual(service.daysBetween(date(2025, 3, 8, 23, in: newYork), and: date(2025, 3, 9, 1, in: newYork)), 1)
        XCTAssertEqual(service.daysBetween(date(2025, 3, 1, in: newYork), and: date(2025, 4, 1, in: newYork)), 31)
        XCTAssertEqual(service.daysBetween(date(2025, 11, 30, in: newYork), and: date(2025, 11, 1, in: newYork)), -29)
        XCTAssertEqual(
            service.daysBetween(date(2025, 11, 2, 0, 30, in: newYork), and: date(2025, 11, 2, 23, 30, in: newYork)), 0)
    }

    func testComparisonsAtAGranularityDependOnTheZone() {
        let instantA = date(2025, 11, 10, 22, in: newYork)  // 06:00 on the 11th in Moscow
        let instantB = date(2025, 11, 11, 1, in: newYork)
        let york = DateRangeService(timeZone: newYork)
        let moscowService = DateRangeService(timeZone: moscow)
        XCTAssertFalse(york.isDate(instantA, equalTo: instantB, toGranularity: .day))
        XCTAssertTrue(moscowService.isDate(instantA, equalTo: instantB, toGranularity: .day))
        XCTAssertEqual(york.compare(instantA, to: instantB, toGranularity: .day), .orderedAscending)
        XCTAssertEqual(moscowService.compare(instantA, to: instantB, toGranularity: .day), .orderedSame)
        XCTAssertEqual(york.compare(instantB, to: instantA, toGranularity: .hour), .orderedDescending)
        XCTAssertTrue(york.isDate(instantA, equalTo: instantB, toGranularity: .month))
    }
}
