import Foundation
import Synchronization

/// Date formatters by locale, zone and pattern, made once: a formatter costs far more to
/// build than to use, and a screen formats dates on every frame. Formatting happens under
/// the lock, since Foundation does not promise formatters are safe to share across threads.
enum DateFormatterCache {
    private struct Key: Hashable {
        let locale: String
        let timeZone: String
        let pattern: String
    }

    private static let formatters = Mutex<[Key: DateFormatter]>([:])
    private static let patterns = Mutex<[Key: String]>([:])

    /// The locale's pattern for a template ("dMMMM" → "d MMMM" in Russian), or nil when
    /// the locale has none.
    static func pattern(template: String, locale: Locale) -> String? {
        let key = Key(locale: locale.identifier, timeZone: "", pattern: template)
        return patterns.withLock { patterns in
            if let pattern = patterns[key] { return pattern }
            let pattern = DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale)
            patterns[key] = pattern
            return pattern
        }
    }

    static func string(from date: Date, pattern: String, locale: Locale, timeZone: TimeZone) -> String {
        let key = Key(locale: locale.identifier, timeZone: timeZone.identifier, pattern: pattern)
        return formatters.withLock { formatters in
            if let formatter = formatters[key] { return formatter.string(from: date) }
            let formatter = DateFormatter()
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = timeZone
            calendar.locale = locale
            formatter.calendar = calendar
            formatter.locale = locale
            formatter.timeZone = timeZone
            formatter.dateFormat = pattern
            formatters[key] = formatter
            return formatter.string(from: date)
        }
    }
}
