/// A countdown to an expiry as people read it: `9s`, `4m 05s`, `2h 03m` (`9 с`, `4 мин 05 с`
/// in Russian). Whole seconds, rounded up, so it never shows 0 before the entry has expired.
enum CountdownText {
    static func text(_ interval: Double) -> String {
        let seconds = Int(interval.rounded(.up))
        func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        if seconds < 60 { return R.string.common.countdownSeconds(seconds) }
        if seconds < 3600 { return R.string.common.countdownMinutes(seconds / 60, twoDigits(seconds % 60)) }
        return R.string.common.countdownHours(seconds / 3600, twoDigits(seconds % 3600 / 60))
    }
}
