import Foundation

/// Calendar arithmetic on dates: adding months and days, the ranges of a day, week and
/// month, and comparisons, all in one injected time zone. A day is a calendar day, not 24
/// hours, so results stay right across daylight-saving changes (a day of 23 or 25 hours).
public struct DateRangeService: Sendable {
    public let calendar: Calendar

    public init(timeZone: TimeZone, firstWeekday: Int = 2) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.firstWeekday = firstWeekday
        self.calendar = calendar
    }

    /// `date` moved by `count` months at the same wall-clock time; a day the target month
    /// lacks becomes its last day (Jan 31 + 1 month = Feb 28, or 29 in a leap year).
    public func addMonthsToDate(count: Int, date: Date) -> Date {
        add(count, .month, to: date)
    }

    /// `date` moved by `count` calendar days at the same wall-clock time.
    public func addDaysToDate(count: Int, date: Date) -> Date {
        add(count, .day, to: date)
    }

    /// The day holding `date`, from its midnight to the next one.
    public func dayRange(containing date: Date) -> Range<Date> {
        range(of: .day, containing: date)
    }

    /// The week holding `date`, starting on the calendar's first weekday.
    public func weekRange(containing date: Date) -> Range<Date> {
        range(of: .weekOfYear, containing: date)
    }

    /// The month holding `date`, from its first midnight to the next month's.
    public func monthRange(containing date: Date) -> Range<Date> {
        range(of: .month, containing: date)
    }

    /// Calendar days from `start` to `end`, negative when `end` is earlier.
    public func daysBetween(_ start: Date, and end: Date) -> Int {
        let from = calendar.startOfDay(for: start)
        let to = calendar.startOfDay(for: end)
        return calendar.dateComponents([.day], from: from, to: to).day ?? 0
    }

    /// Whether both dates fall in the same day, month or other `component`.
    public func isDate(_ date: Date, equalTo other: Date, toGranularity component: Calendar.Component) -> Bool {
        calendar.isDate(date, equalTo: other, toGranularity: component)
    }

    /// Orders two dates by `component` only: same day → `.orderedSame`.
    public func compare(_ date: Date, to other: Date, toGranularity component: Calendar.Component) -> ComparisonResult {
        calendar.compare(date, to: other, toGranularity: component)
    }

    /// Whether `date` lies in `range` (start included, end excluded).
    public func isDate(_ date: Date, in range: Range<Date>) -> Bool {
        range.contains(date)
    }

    /// The midnight of every day from `range`'s first to its last, in order.
    public func days(in range: Range<Date>) -> [Date] {
        var days: [Date] = []
        var day = calendar.startOfDay(for: range.lowerBound)
        while day < range.upperBound {
            days.append(day)
            day = add(1, .day, to: day)
        }
        return days
    }

    private func add(_ count: Int, _ component: Calendar.Component, to date: Date) -> Date {
        // Gregorian arithmetic only fails past the representable range; keep the date then.
        calendar.date(byAdding: component, value: count, to: date) ?? date
    }

    private func range(of component: Calendar.Component, containing date: Date) -> Range<Date> {
        guard let interval = calendar.dateInterval(of: component, for: date) else { return date..<date }
        return interval.start..<interval.end
    }
}
