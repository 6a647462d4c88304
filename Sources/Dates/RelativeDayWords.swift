import Foundation

/// «Сегодня» and «Вчера» in the locale's language; English for any language but Russian.
struct RelativeDayWords: Sendable {
    let today: String
    let yesterday: String

    init(locale: Locale) {
        if locale.language.languageCode?.identifier == "ru" {
            today = "Сегодня"
            yesterday = "Вчера"
        } else {
            today = "Today"
            yesterday = "Yesterday"
        }
    }
}
