import Foundation
import Network

/// The user's profile as the app keeps it: built from a `ProfileResponse`, cached on disk.
struct ProfileModel: Codable, Sendable, Hashable {
    let id: Int
    let fullName: String
    let email: String
    let city: String?
    /// The day the user joined, at midnight UTC (a calendar day, not a moment: show it in UTC).
    let memberSince: Date

    init(id: Int, fullName: String, email: String, city: String?, memberSince: Date) {
        self.id = id
        self.fullName = fullName
        self.email = email
        self.city = city
        self.memberSince = memberSince
    }

    /// A body whose `member_since` is not a `YYYY-MM-DD` day is undecodable, as a missing
    /// field would be.
    init(response: ProfileResponse) throws(NetworkError) {
        guard let memberSince = Self.day(response.memberSince) else {
            throw .undecodable(reason: "member_since '\(response.memberSince)' is not a YYYY-MM-DD day")
        }
        self.init(
            id: response.id,
            fullName: "\(response.firstName) \(response.lastName)",
            email: response.email,
            city: response.city,
            memberSince: memberSince
        )
    }

    /// Midnight UTC of a `YYYY-MM-DD` day; nil for anything else (also 2021-02-30).
    static func day(_ text: String) -> Date? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        let components = DateComponents(year: year, month: month, day: day)
        guard let date = calendar.date(from: components),
            calendar.dateComponents([.year, .month, .day], from: date) == components
        else { return nil }
        return date
    }
}
