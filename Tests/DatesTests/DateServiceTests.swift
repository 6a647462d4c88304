import Dates
import Foundation
import Synchronization
import XCTest

final class DateServiceTests: XCTestCase {
    private let moscow = TimeZone(identifier: "Europe/Moscow")!
    private let newYork = TimeZone(identifier: "America/New_York")!
    private let ru = Locale(identifier: "ru_RU")
    private let en = Locale(identifier: "en_US")

    /// The instant of a wall-clock time in `zone`.
    private func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 12, _ minute: Int = 0, in zone: TimeZone)
        -> Date
    {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
    }

    private func service(_ locale: Locale, _ zone: TimeZone, now: Date) -> DateService {
        DateService(locale: locale, timeZone: zone, now: { now })
    }

    func testEveryFormatInRussianAndEnglish() {
        let now = date(2025, 11, 20, in: moscow)
        let date = date(2025, 3, 7, 14, 5, in: moscow)
        let russian = service(ru, moscow, now: now)
        let english = service(en, moscow, now: now)
        let expected: [(DateFormat, String, String)] = [
            (.day, "7 марта", "March 7"),
            (.dayNumber, "7", "7"),
            (.dayTime, "7 марта 14:05", "March 7 2:05\u{202F}PM"),
            (.month, "Март", "March"),
            (.year, "2025", "2025"),
            (.dayTimeDot, "7 марта • 14:05", "March 7 • 2:05\u{202F}PM"),
            (.dayMonthYear, "07.03.2025", "03.07.2025"),
        ]
        XCTAssertEqual(Set(expected.map(\.0)), Set(DateFormat.allCases), "every format is checked")
        for (format, inRussian, inEnglish) in expected {
            XCTAssertEqual(russian.convert(date: date, format: format), inRussian, "ru \(format)")
            XCTAssertEqual(english.convert(date: date, format: format), inEnglish, "en \(format)")
        }
    }

    func testTheMonthIsGenitiveAfterADayAndNominativeAlone() {
        let now = date(2025, 12, 31, in: moscow)
        let russian = service(ru, moscow, now: now)
        let genitive = [
            "января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября", "октября", "ноября",
            "декабря",
        ]
        let nominative = [
            "Январь", "Февраль", "Март", "Апрель", "Май", "Июнь", "Июль", "Август", "Сентябрь", "Октябрь", "Ноябрь",
            "Декабрь",
        ]
        for month in 1...12 {
            let day = date(2025, month, 11, in: moscow)
            XCTAssertEqual(russian.convert(date: day, format: .day), "11 \(genitive[month - 1])")
            XCTAssertEqual(russian.convert(date: day, format: .month), nominative[month - 1])
        }
    }

    func testTodayAndYesterdayFollowCalendarDaysNotTwentyFourHours() {
        let now = date(2025, 11, 11, 0, 30, in: moscow)
        let russian = service(ru, moscow, now: now)
        let english = service(en, moscow, now: now)
        XCTAssertEqual(russian.convert(date: date(2025, 11, 11, 0, 0, in: moscow), format: .day), "Сегодня")
        XCTAssertEqual(russian.convert(date: date(2025, 11, 11, 23, 59, in: moscow), format: .day), "Сегодня")
        XCTAssertEqual(russian.convert(date: date(2025, 11, 10, 23, 59, in: moscow), format: .day), "Вчера")
        XCTAssertEqual(russian.convert(date: date(2025, 11, 10, 0, 0, in: moscow), format: .day), "Вчера")
        XCTAssertEqual(russian.convert(date: date(2025, 11, 9, 23, 59, in: moscow), format: .day), "9 ноября")
        XCTAssertEqual(english.convert(date: date(2025, 11, 10, 8, 0, in: moscow), format: .day), "Yesterday")
        XCTAssertEqual(
            russian.convert(date: date(2025, 11, 11, 9, 15, in: moscow), format: .dayTimeDot), "Сегодня • 09:15")
        XCTAssertEqual(
            english.convert(date: date(2025, 11, 11, 9, 15, in: moscow), format: .dayTime), "Today 9:15\u{202F}AM")
    }

    func testTheSameInstantIsTodayInMoscowAndYesterdayInNewYork() {
        let now = date(2025, 11, 11, 12, 0, in: moscow)  // 04:00 on the 11th in New York
        let instant = date(2025, 11, 11, 2, 0, in: moscow)  // 18:00 on the 10th in New York
        XCTAssertEqual(service(en, moscow, now: now).convert(date: instant, format: .day), "Today")
        XCTAssertEqual(service(en, newYork, now: now).convert(date: instant, format: .day), "Yesterday")
        XCTAssertEqual(service(ru, newYork, now: now).convert(date: instant, format: .dayTime), "Вчера 18:00")
    }

    func testYesterdayAcrossTheSpringDaylightSavingChange() {
        // New York skips 02:00–03:00 on March 9, 2025: that day has 23 hours.
        let now = date(2025, 3, 10, 0, 30, in: newYork)
        let english = service(en, newYork, now: now)
        XCTAssertEqual(english.convert(date: date(2025, 3, 9, 0, 15, in: newYork), format: .day), "Yesterday")
        XCTAssertEqual(english.convert(date: date(2025, 3, 8, 23, 45, in: newYork), format: .day), "March 8")
        XCTAssertEqual(
            english.convert(date: date(2025, 3, 9, 3, 30, in: newYork), format: .dayTimeDot),
            "Yesterday • 3:30\u{202F}AM")
    }

    func testYesterdayAcrossTheAutumnDaylightSavingChange() {
        // New York repeats 01:00–02:00 on November 2, 2025: that day has 25 hours.
        let now = date(2025, 11, 3, 0, 5, in: newYork)
        let russian = service(ru, newYork, now: now)
        XCTAssertEqual(russian.convert(date: date(2025, 11, 2, 0, 5, in: newYork), format: .day), "Вчера")
        XCTAssertEqual(russian.convert(date: date(2025, 11, 1, 23, 55, in: newYork), format: .day), "1 ноября")
    }

    func testTheNumericDateFollowsTheLocalesFieldOrder() {
        let now = date(2030, 1, 1, in: moscow)
        let date = date(2024, 12, 25, in: moscow)
        XCTAssertEqual(service(ru, moscow, now: now).convert(date: date, format: .dayMonthYear), "25.12.2024")
        XCTAssertEqual(service(en, moscow, now: now).convert(date: date, format: .dayMonthYear), "12.25.2024")
        let british = Locale(identifier: "en_GB")
        XCTAssertEqual(service(british, moscow, now: now).convert(date: date, format: .dayMonthYear), "25.12.2024")
    }

    func testACustomPatternAndFormattingFromManyThreadsAtOnce() {
        let now = date(2025, 11, 20, in: moscow)
        let instant = date(2025, 11, 11, 9, 7, in: moscow)
        let russian = service(ru, moscow, now: now)
        let english = service(en, newYork, now: now)
        XCTAssertEqual(russian.string(from: instant, pattern: "HH:mm:ss"), "09:07:00")
        XCTAssertEqual(english.string(from: instant, pattern: "HH:mm"), "01:07", "the same instant in New York")
        let results = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 64) { index in
            let text =
                index.isMultiple(of: 2)
                ? russian.convert(date: instant, format: .dayTimeDot) : english.convert(date: instant, format: .day)
            results.withLock { $0.append(text) }
        }
        XCTAssertEqual(Set(results.withLock { $0 }), ["11 ноября • 09:07", "November 11"])
    }
}
