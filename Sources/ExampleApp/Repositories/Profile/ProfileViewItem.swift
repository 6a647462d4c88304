/// What a screen shows of a `ProfileModel`: one line for the name and one for the details.
struct ProfileViewItem: Sendable, Hashable {
    let title: String
    let details: String

    init(model: ProfileModel) {
        title = model.fullName
        details = [model.email, model.city, R.string.networkDemo.memberSince(model.memberSince)]
            .compactMap { $0 }.joined(separator: " · ")
    }
}
