/// The forms of a word after a number: Russian has three (1 день, 2 дня, 5 дней), English
/// two (1 day, 2 days). The forms carry the language's rule for choosing among them.
public struct WordDeclensions: Hashable, Sendable {
    enum Rule: Hashable, Sendable {
        case russian
        case english
    }

    public let one: String
    public let few: String
    public let many: String
    let rule: Rule

    /// The Russian forms: for 1 (21, 101…), for 2–4 (22, 103…), and for 0, 5–20 (111…).
    public init(_ one: String, _ few: String, _ many: String) {
        self.one = one
        self.few = few
        self.many = many
        self.rule = .russian
    }

    /// The English forms: for 1 and for every other number (0 days, 21 days).
    public init(one: String, other: String) {
        self.one = one
        self.few = other
        self.many = other
        self.rule = .english
    }
}

/// Picks the form of a word that follows a number.
public enum WordDeclinationSelector {
    public static func declineWord(for number: Int, from declensions: WordDeclensions) -> String {
        // The magnitude decides (−1 день as 1 день); `%` keeps the sign, so take it off
        // after, which also works for Int.min.
        let lastTwo = abs(number % 100)
        switch declensions.rule {
        case .english:
            return lastTwo == 1 && abs(number / 100) == 0 ? declensions.one : declensions.many
        case .russian:
            if (11...14).contains(lastTwo) { return declensions.many }
            switch lastTwo % 10 {
            case 1: return declensions.one
            case 2...4: return declensions.few
            default: return declensions.many
            }
        }
    }
}
