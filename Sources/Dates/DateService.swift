import Foundation

/// Turns dates into the strings screens show, in the user's language and time zone:
/// «Сегодня», «Вчера» or «11 ноября» with the month in the genitive, the time, the year.
///
/// "Now", the time zone and the locale are injected, so the same date reads the same in
/// tests on any machine and on any day.
public struct DateService: Sendable {
    public let locale: Locale
    public let timeZone: TimeZone
    private let now: @Sendable () -> Date
    private let words: RelativeDayWords

    public init(locale: Locale, timeZone: TimeZone, now: @escaping @Sendable () -> Date = { Date() }) {
        self.locale = locale
        self.timeZone = timeZone
        self.now = now
        self.words = RelativeDayWords(locale: locale)
    }

    /// The calendar every format reads fields in: Gregorian, in the injected zone.
    public var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.locale = locale
        return calendar
    }

    public func convert(date: Date, format: DateFormat) -> String {
        switch format {
        case .day:
            return dayName(of: date)
        case .dayNumber:
            return String(calendar.component(.day, from: date))
        case .dayTime:
            return "\(dayName(of: date)) \(time(of: date))"
        case .month:
            // "LLLL" is the stand-alone form: «ноябрь», not the genitive «ноября».
            return string(from: date, pattern: "LLLL").capitalized(with: locale)
        case .year:
            return String(calendar.component(.year, from: date))
        case .dayTimeDot:
            return "\(dayName(of: date)) • \(time(of: date))"
        case .dayMonthYear:
            return string(from: date, pattern: Self.numericPattern(for: locale))
        }
    }

    /// `date` in a pattern of one's own ("HH:mm:ss", "MMMM"), in this locale and zone.
    public func string(from date: Date, pattern: String) -> String {
        DateFormatterCache.string(from: date, pattern: pattern, locale: locale, timeZone: timeZone)
    }

    /// Today, yesterday, or the day with its month in the case the language needs there.
    private func dayName(of date: Date) -> String {
        let calendar = self.calendar
        if calendar.isDate(date, inSameDayAs: now()) { return words.today }
        if let yesterday = calendar.date(byAdding: .day, value: -1, to: now()),
            calendar.isDate(date, inSameDayAs: yesterday)
        {
            return words.yesterday
        }
        // The template "dMMMM" gives «11 ноября» in Russian and "November 11" in English.
        return string(from: date, pattern: DateFormatterCache.pattern(template: "dMMMM", locale: locale))
    }

    /// Hours and minutes as the locale writes them: 14:00, or 2:00 PM in English.
    private func time(of date: Date) -> String {
        string(from: date, pattern: DateFormatterCache.pattern(template: "jmm", locale: locale))
    }

    private func string(from date: Date, pattern: String?) -> String {
        DateFormatterCache.string(
            from: date, pattern: pattern ?? "dd.MM.yyyy", locale: locale, timeZone: timeZone)
    }

    /// dd.MM.yyyy with the day, month and year in the order the locale writes them.
    static func numericPattern(for locale: Locale) -> String {
        let localized = DateFormatterCache.pattern(template: "ddMMyyyy", locale: locale) ?? ""
        let fields: [(Character, String)] = [("d", "dd"), ("M", "MM"), ("y", "yyyy")]
        let ordered = fields.sorted { first, second in
            let firstIndex = localized.firstIndex(of: first.0) ?? localized.endIndex
            let secondIndex = localized.firstIndex(of: second.0) ?? localized.endIndex
            return firstIndex < secondIndex
        }
        return ordered.map(\.1).joined(separator: ".")
    }
}
