/// Read-through caching for repositories (the template's `CacheStorable`): adopt it and call
/// `fetchDataWithCache` with any `Storable`.
///
/// ```swift
/// final class ProfileRepository: CacheStorable {
///     func getProfile(isForceRefresh: Bool = false) async throws -> Profile {
///         try await fetchDataWithCache(
///             storageService: profileStorage,
///             networkService: networkService,
///             key: Constants.profileKey,
///             expiry: .seconds(300),
///             isForceRefresh: isForceRefresh,
///             fetchData: { networkService in try await networkService.getProfile() }
///         )
///     }
/// }
/// ```
public protocol CacheStorable {}

extension CacheStorable {
    /// The cached object for `key` unless `isForceRefresh` is set, there is none, or it has
    /// expired; otherwise the object `fetchData` returns, saved under `key` with `expiry`.
    ///
    /// - Parameters:
    ///   - storageService: the cache; nil always fetches and saves nothing.
    ///   - networkService: handed to `fetchData` (any type: the network layer's service).
    ///   - isNeedToRemoveExpiredDataInCache: remove an expired object before fetching, so a
    ///     failed fetch leaves no stale copy behind.
    /// - Throws: what `fetchData` throws. Cache failures never fail the call: a cache that
    ///   cannot be read is treated as empty, one that cannot be written is skipped.
    public func fetchDataWithCache<StorageServiceType: Storable, NetworkServiceType: Sendable>(
        storageService: StorageServiceType?,
        networkService: NetworkServiceType,
        key: StorageServiceType.Key,
        expiry: Expiry = .never,
        isForceRefresh: Bool = false,
        isNeedToRemoveExpiredDataInCache: Bool = false,
        fetchData: @Sendable (_ networkService: NetworkServiceType) async throws -> StorageServiceType.Value
    ) async throws -> StorageServiceType.Value {
        if let storageService {
            if !isForceRefresh, let cached = freshData(storage: storageService, key: key) {
                return cached
            }
            if isNeedToRemoveExpiredDataInCache {
                removeExpiredObject(storage: storageService, key: key)
            }
        }
        let data = try await fetchData(networkService)
        if let storageService {
            saveData(storage: storageService, object: data, key: key, expiry: expiry)
        }
        return data
    }

    /// `fetchDataWithCache` for a fetch that needs no network service.
    public func fetchDataWithCache<StorageServiceType: Storable>(
        storageService: StorageServiceType?,
        key: StorageServiceType.Key,
        expiry: Expiry = .never,
        isForceRefresh: Bool = false,
        isNeedToRemoveExpiredDataInCache: Bool = false,
        fetchData: @Sendable () async throws -> StorageServiceType.Value
    ) async throws -> StorageServiceType.Value {
        try await fetchDataWithCache(
            storageService: storageService,
            networkService: (),
            key: key,
            expiry: expiry,
            isForceRefresh: isForceRefresh,
            isNeedToRemoveExpiredDataInCache: isNeedToRemoveExpiredDataInCache,
            fetchData: { _ in try await fetchData() }
        )
    }

    /// Saves `object` under `key`; a failure is dropped (the cache is an optimization).
    public func saveData<StorageServiceType: Storable>(
        storage: StorageServiceType,
        object: StorageServiceType.Value,
        key: StorageServiceType.Key,
        expiry: Expiry
    ) {
        try? storage.setObject(object, forKey: key, expiry: expiry)
    }

    /// The object under `key`, expired or not; nil if there is none or it cannot be read.
    public func getData<StorageServiceType: Storable>(
        storage: StorageServiceType,
        key: StorageServiceType.Key
    ) -> StorageServiceType.Value? {
        try? storage.object(forKey: key)
    }

    /// Removes the object under `key` if it has expired; returns whether it did.
    @discardableResult
    public func removeExpiredObject<StorageServiceType: Storable>(
        storage: StorageServiceType,
        key: StorageServiceType.Key
    ) -> Bool {
        guard (try? storage.isExpiredObject(forKey: key)) == true else { return false }
        return (try? storage.removeObject(forKey: key)) != nil
    }

    /// The object under `key` if there is one and it has not expired.
    private func freshData<StorageServiceType: Storable>(
        storage: StorageServiceType,
        key: StorageServiceType.Key
    ) -> StorageServiceType.Value? {
        guard let entry = try? storage.entry(forKey: key), (try? storage.isExpiredObject(forKey: key)) == false
        else { return nil }
        return entry.object
    }
}
