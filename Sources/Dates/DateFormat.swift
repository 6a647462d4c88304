/// The formats `DateService.convert(date:format:)` knows, named as in the template.
public enum DateFormat: String, CaseIterable, Sendable {
    /// Today, Yesterday or the day and month: «Сегодня», «Вчера», «11 ноября» / "November 11".
    case day
    /// The day of the month: 23.
    case dayNumber
    /// The day and the time: «Сегодня 11:00».
    case dayTime
    /// The month's name on its own: «Январь» / "January".
    case month
    /// The year: 2024.
    case year
    /// The day and the time with a dot between: «Сегодня • 11:00».
    case dayTimeDot
    /// The full date with dots, fields in the locale's order: 11.11.2025 / 11.11.2025 (MM.dd).
    case dayMonthYear
}
