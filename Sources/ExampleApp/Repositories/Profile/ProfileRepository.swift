import Network
import Storage

/// The profile, read through the disk cache (`CacheStorable`): a fresh cached copy is
/// returned without a request; an expired or missing one is fetched and saved for 5 minutes.
final class ProfileRepository: CacheStorable, Sendable {
    static let expiry = Expiry.seconds(300)

    private let networkService: BaseNetworkService<MobileApi>
    private let storage: DiskStorageService<UniqueStorageKey<String>, ProfileModel>
    private let key: UniqueStorageKey<String>

    init(
        networkService: BaseNetworkService<MobileApi>,
        storage: DiskStorageService<UniqueStorageKey<String>, ProfileModel>
    ) {
        self.networkService = networkService
        self.storage = storage
        key = UniqueStorageKey(value: "profile")
    }

    // docs: network.md
    func getProfile(isForceRefresh: Bool = false) async throws -> ProfileModel {
        try await fetchDataWithCache(
            storageService: storage,
            networkService: networkService,
            key: key,
            expiry: Self.expiry,
            isForceRefresh: isForceRefresh,
            isNeedToRemoveExpiredDataInCache: true,
            fetchData: { networkService in
                let response: ProfileResponse = try await networkService.request(target: .profile)
                return try ProfileModel(response: response)
            }
        )
    }
    // docs: end

    /// The profile and whether it came from the cache (no request) or the server.
    func loadProfile(isForceRefresh: Bool = false) async throws -> (model: ProfileModel, isCached: Bool) {
        // The same test `fetchDataWithCache` makes first: a fresh copy is served as it is.
        let isCached = !isForceRefresh && (try? storage.isExpiredObject(forKey: key)) == false
        return (try await getProfile(isForceRefresh: isForceRefresh), isCached)
    }

    /// The cached profile, fresh or not, without a request.
    var cachedProfile: ProfileModel? { getData(storage: storage, key: key) }
}
