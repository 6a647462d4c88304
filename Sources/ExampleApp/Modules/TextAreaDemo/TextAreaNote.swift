/// What the text area demo saves: the note's text, as a `Codable` model in local storage.
struct TextAreaNote: Codable, Equatable, Sendable {
    let text: String
}
