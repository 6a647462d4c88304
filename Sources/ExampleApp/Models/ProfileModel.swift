/// The user's profile as the profile repository keeps it.
struct ProfileModel: Equatable, Sendable {
    let name: String
}
