/// The user's profile as the app keeps it: built from a `ProfileResponse`, cached on disk.
struct ProfileModel: Codable, Sendable, Hashable {
    let id: Int
    let fullName: String
    let email: String
    let city: String?
    /// `YYYY-MM-DD`.
    let memberSince: String

    init(id: Int, fullName: String, email: String, city: String?, memberSince: String) {
        self.id = id
        self.fullName = fullName
        self.email = email
        self.city = city
        self.memberSince = memberSince
    }

    init(response: ProfileResponse) {
        self.init(
            id: response.id,
            fullName: "\(response.firstName) \(response.lastName)",
            email: response.email,
            city: response.city,
            memberSince: response.memberSince
        )
    }
}
