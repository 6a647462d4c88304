/// What the Local storage demo saves: a `Codable` model, as in the iOS utilities'
/// `LocalStorage` example.
struct LocalNote: Codable, Equatable, Sendable {
    let text: String
    /// How many times a note has been saved over this file, so a read shows which save it got.
    let revision: Int
}
