/// The user's profile as the backend sends it (`GET profile`, `Mock/ProfileResponse.json`).
struct ProfileResponse: Decodable, Sendable {
    let id: Int
    let firstName: String
    let lastName: String
    let email: String
    let city: String?
    let memberSince: String

    enum CodingKeys: String, CodingKey {
        case id, email, city
        case firstName = "first_name"
        case lastName = "last_name"
        case memberSince = "member_since"
    }
}
