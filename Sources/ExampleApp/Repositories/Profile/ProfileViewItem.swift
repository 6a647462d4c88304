import Dates
import Foundation
import TUIKit

/// What a screen shows of a `ProfileModel`: one line for the name and one for the details,
/// the day the user joined in the locale's order (`dayMonthYear`: 03.14.2021, 14.03.2021), in
/// the app's current language, as every string is.
struct ProfileViewItem: Sendable, Hashable {
    let title: String
    let details: String

    init(model: ProfileModel) {
        // The day is a calendar day kept at midnight UTC, so it is shown in UTC.
        let dates = DateService(locale: Localization.language.locale, timeZone: .gmt)
        title = model.fullName
        details = [
            model.email, model.city,
            R.string.networkDemo.memberSince(dates.convert(date: model.memberSince, format: .dayMonthYear)),
        ]
        .compactMap { $0 }.joined(separator: " · ")
    }
}
