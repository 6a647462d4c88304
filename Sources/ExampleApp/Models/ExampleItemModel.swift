/// One entry of the feed the states demos load: what the repository hands the view
/// models, which turn it into list rows.
struct ExampleItemModel: Sendable, Hashable, Identifiable {
    let id: String
    let title: String
    let subtitle: String
}
