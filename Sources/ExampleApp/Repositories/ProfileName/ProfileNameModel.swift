/// The name the event bus demo edits (a fake profile: the network's is `ProfileModel`).
struct ProfileNameModel: Equatable, Sendable {
    let name: String
}
