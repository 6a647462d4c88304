import Network

/// Items from the backend: `ItemsResponse` (network) → `ExampleItemModel` (what the app
/// works with), the layer between the network service and the view models.
final class ItemsRepository: Sendable {
    private let networkService: BaseNetworkService<MobileApi>

    init(networkService: BaseNetworkService<MobileApi>) {
        self.networkService = networkService
    }

    func loadItems(page: Int = 1) async throws(NetworkError) -> [ExampleItemModel] {
        let response: ItemsResponse = try await networkService.request(target: .items(page: page))
        return response.items.map { item in
            ExampleItemModel(id: String(item.id), title: item.title, subtitle: item.subtitle ?? "")
        }
    }
}
