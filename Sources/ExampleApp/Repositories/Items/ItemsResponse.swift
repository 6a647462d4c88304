/// A page of items as the backend sends it (`GET items?page=N`, `Mock/ItemsResponse.json`).
struct ItemsResponse: Decodable, Sendable {
    struct Item: Decodable, Sendable {
        let id: Int
        let title: String
        let subtitle: String?
    }

    let page: Int
    let items: [Item]
}
