import Foundation
import Storage
import Synchronization
import XCTest

/// A stand-in for the network layer: counts requests and answers from a script.
private final class FakeNetwork: Sendable {
    private let state = Mutex<(requests: Int, next: Int)>((0, 1))
    let failure = Mutex<(any Error)?>(nil)

    var requests: Int { state.withLock { $0.requests } }

    func getNumber() async throws -> Int {
        if let error = failure.withLock({ $0 }) {
            state.withLock { $0.requests += 1 }
            throw error
        }
        return state.withLock { state in
            state.requests += 1
            defer { state.next += 1 }
            return state.next
        }
    }
}

private struct Offline: Error {}

private final class NumberRepository: CacheStorable, Sendable {
    let network = FakeNetwork()
    let storage: RamMemoryStorageService<Key, Int>?

    init(storage: RamMemoryStorageService<Key, Int>?) {
        self.storage = storage
    }

    func getNumber(expiry: Expiry = .seconds(300), isForceRefresh: Bool = false, removingExpired: Bool = false)
        async throws -> Int
    {
        try await fetchDataWithCache(
            storageService: storage,
            networkService: network,
            key: devKey("number"),
            expiry: expiry,
            isForceRefresh: isForceRefresh,
            isNeedToRemoveExpiredDataInCache: removingExpired,
            fetchData: { network in try await network.getNumber() }
        )
    }
}

final class CacheStorableTests: XCTestCase {
    private let clock = TestClock()

    private func makeRepository() -> NumberRepository {
        NumberRepository(storage: RamMemoryStorageService(clock: clock.clock))
    }

    func testCachedDataIsReturnedUntilItExpires() async throws {
        let repository = makeRepository()
        let first = try await repository.getNumber()
        let second = try await repository.getNumber()
        XCTAssertEqual([first, second], [1, 1])
        XCTAssertEqual(repository.network.requests, 1)

        clock.advance(by: 299)
        let beforeExpiry = try await repository.getNumber()
        XCTAssertEqual(beforeExpiry, 1)
        clock.advance(by: 1)
        let afterExpiry = try await repository.getNumber()
        XCTAssertEqual(afterExpiry, 2)
        XCTAssertEqual(try repository.storage?.object(forKey: devKey("number")), 2, "the fresh data is saved")
        XCTAssertEqual(repository.network.requests, 2)
    }

    func testForceRefreshAlwaysFetches() async throws {
        let repository = makeRepository()
        _ = try await repository.getNumber()
        let refreshed = try await repository.getNumber(isForceRefresh: true)
        XCTAssertEqual(refreshed, 2)
        let cached = try await repository.getNumber()
        XCTAssertEqual(cached, 2)
        XCTAssertEqual(repository.network.requests, 2)
    }

    func testWithoutAStorageEveryCallFetches() async throws {
        let repository = NumberRepository(storage: nil)
        _ = try await repository.getNumber()
        let second = try await repository.getNumber()
        XCTAssertEqual(second, 2)
    }

    func testAFailedFetchThrowsAndKeepsOrDropsTheStaleCopyAsAsked() async throws {
        let repository = makeRepository()
        _ = try await repository.getNumber(expiry: .seconds(10))
        clock.advance(by: 10)
        repository.network.failure.withLock { $0 = Offline() }

        do {
            _ = try await repository.getNumber()
            XCTFail("the fetch error is thrown")
        } catch {
            XCTAssertTrue(error is Offline)
        }
        XCTAssertEqual(try repository.storage?.object(forKey: devKey("number")), 1, "stale copy kept by default")

        do {
            _ = try await repository.getNumber(removingExpired: true)
            XCTFail("the fetch error is thrown")
        } catch {
            XCTAssertTrue(error is Offline)
        }
        XCTAssertEqual(repository.storage?.objectExists(forKey: devKey("number")), false, "stale copy removed")
    }

    func testHelpersReadSaveAndSweep() throws {
        let repository = makeRepository()
        let storage = try XCTUnwrap(repository.storage)
        XCTAssertNil(repository.getData(storage: storage, key: devKey("k")))
        repository.saveData(storage: storage, object: 5, key: devKey("k"), expiry: .seconds(1))
        XCTAssertEqual(repository.getData(storage: storage, key: devKey("k")), 5)
        XCTAssertFalse(repository.removeExpiredObject(storage: storage, key: devKey("k")))
        clock.advance(by: 1)
        XCTAssertTrue(repository.removeExpiredObject(storage: storage, key: devKey("k")))
        XCTAssertNil(repository.getData(storage: storage, key: devKey("k")))
        XCTAssertFalse(repository.removeExpiredObject(storage: storage, key: devKey("k")))
    }

    func testWorksWithTheFileStoresAndWithoutANetworkService() async throws {
        let temporary = try TemporaryDirectory()
        let disk = try DiskStorageService<Key, [String]>(
            config: DiskStorageConfig(location: .directory(temporary.appending("disk")), directories: .temporary())
        )
        let keychain = try KeychainStorageService<[String]>(
            config: KeychainConfig(location: .directory(temporary.appending("keychain")), directories: .temporary())
        )
        struct Repository: CacheStorable {}
        let calls = Mutex(0)
        for storage in [disk, keychain] as [any Storable<Key, [String]>] {
            for _ in 0..<2 {
                let cities = try await Repository().fetchDataWithCache(storageService: storage, key: devKey("cities")) {
                    calls.withLock { $0 += 1 }
                    return ["Kazan", "Perm"]
                }
                XCTAssertEqual(cities, ["Kazan", "Perm"])
            }
            XCTAssertEqual(try storage.object(forKey: devKey("cities")), ["Kazan", "Perm"])
        }
        XCTAssertEqual(calls.withLock { $0 }, 2, "one fetch per store; the second call is served from the cache")
    }

    @MainActor
    func testCallableFromTheMainActor() async throws {
        let repository = makeRepository()
        let number = try await repository.getNumber()
        XCTAssertEqual(number, 1)
    }
}
