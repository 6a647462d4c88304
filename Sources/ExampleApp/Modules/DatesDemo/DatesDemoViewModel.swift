import AppSupport
import Dates
import Foundation
import Observation

/// The date picker's state and every string the dates screen shows, from `DateService`,
/// `DateRangeService` and `WordDeclinationSelector` in the app's zone.
@MainActor
@Observable
final class DatesDemoViewModel {
    /// One format's text in both languages.
    struct FormatRow: Equatable {
        let format: DateFormat
        let russian: String
        let english: String
    }

    private(set) var selectedDate: Date
    @ObservationIgnored private let dependencies: AppDependencies
    @ObservationIgnored private let ranges: DateRangeService

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
        self.ranges = DateRangeService(timeZone: dependencies.platform.timeZone)
        self.selectedDate = dependencies.now
    }

    var now: Date { dependencies.now }
    private var haptics: any HapticFeedbackGenerating { dependencies.haptics }
    var timeZoneName: String { dependencies.platform.timeZone.identifier }

    func onDayChanged(by days: Int) {
        selectedDate = ranges.addDaysToDate(count: days, date: selectedDate)
        haptics.generate(.selection)
    }

    /// Moves by whole months: Jan 31 + 1 month is the last day of February.
    func onMonthChanged(by months: Int) {
        selectedDate = ranges.addMonthsToDate(count: months, date: selectedDate)
        haptics.generate(.selection)
    }

    func onTodayTapped() {
        selectedDate = now
        haptics.generate(.impact(.light))
    }

    /// The clock's line: the time with seconds, and today's date in the current language.
    func clockText(at date: Date) -> String {
        let service = service(for: dependencies.settings.language, now: date)
        return
            "\(service.string(from: date, pattern: "HH:mm:ss")) · \(service.convert(date: date, format: .dayMonthYear))"
    }

    /// The selected date's title, in the current language: «11 ноября 2025».
    var selectedTitle: String {
        let service = service(for: dependencies.settings.language, now: now)
        let day = service.convert(date: selectedDate, format: .dayNumber)
        let month = dayMonthName(service)
        let year = service.convert(date: selectedDate, format: .year)
        return dependencies.settings.language == .ru ? "\(day) \(month) \(year)" : "\(month) \(day), \(year)"
    }

    var formatRows: [FormatRow] {
        let now = self.now
        let russian = service(for: .ru, now: now)
        let english = service(for: .en, now: now)
        return DateFormat.allCases.map { format in
            FormatRow(
                format: format,
                russian: russian.convert(date: selectedDate, format: format),
                english: english.convert(date: selectedDate, format: format))
        }
    }

    /// «через 3 дня», «3 дня назад» or «сегодня», counted in calendar days.
    var distanceText: String {
        let days = ranges.daysBetween(now, and: selectedDate)
        guard days != 0 else { return R.string.datesDemo.distanceToday() }
        let word = WordDeclinationSelector.declineWord(for: abs(days), from: dayDeclensions)
        return days > 0
            ? R.string.datesDemo.distanceFuture(abs(days), word) : R.string.datesDemo.distancePast(abs(days), word)
    }

    /// The selected date's month and week, and how many days the month has.
    var rangesText: String {
        let service = service(for: dependencies.settings.language, now: now)
        let month = ranges.monthRange(containing: selectedDate)
        let week = ranges.weekRange(containing: selectedDate)
        let count = ranges.days(in: month).count
        let lastDayOfWeek = ranges.addDaysToDate(count: -1, date: week.upperBound)
        return R.string.datesDemo.ranges(
            count, WordDeclinationSelector.declineWord(for: count, from: dayDeclensions),
            service.convert(date: week.lowerBound, format: .dayMonthYear),
            service.convert(date: lastDayOfWeek, format: .dayMonthYear))
    }

    private var dayDeclensions: WordDeclensions {
        let one = R.string.datesDemo.dayOne()
        let few = R.string.datesDemo.dayFew()
        let many = R.string.datesDemo.dayMany()
        return dependencies.settings.language == .ru
            ? WordDeclensions(one, few, many) : WordDeclensions(one: one, other: many)
    }

    /// The month in the form that follows a day: genitive in Russian.
    private func dayMonthName(_ service: DateService) -> String {
        service.string(from: selectedDate, pattern: "MMMM")
    }

    private func service(for language: Language, now: Date) -> DateService {
        DateService(locale: language.locale, timeZone: dependencies.platform.timeZone, now: { now })
    }
}

extension Language {
    /// The locale dates, numbers and money are written in for this language.
    var locale: Locale {
        switch self {
        case .ru: Locale(identifier: "ru_RU")
        case .en: Locale(identifier: "en_US")
        }
    }
}
