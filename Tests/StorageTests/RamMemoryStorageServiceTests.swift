import Foundation
import Storage
import XCTest

final class RamMemoryStorageServiceTests: XCTestCase {
    func testEveryStorableOperation() throws {
        let clock = TestClock()
        let store = RamMemoryStorageService<Key, Profile>(clock: clock.clock)
        let ann = Profile(name: "Ann", age: 30)
        assertThrowsStorageError(.notFound, try store.object(forKey: devKey("ann")))
        XCTAssertFalse(store.objectExists(forKey: devKey("ann")))

        try store.setObject(ann, forKey: devKey("ann"), expiry: .seconds(10))
        XCTAssertEqual(try store.object(forKey: devKey("ann")), ann)
        XCTAssertEqual(
            try store.entry(forKey: devKey("ann")),
            StorageEntry(object: ann, expiry: .date(clock.now.addingTimeInterval(10)))
        )
        XCTAssertTrue(store.objectExists(forKey: devKey("ann")))
        XCTAssertFalse(try store.isExpiredObject(forKey: devKey("ann")))

        try store.setObject(Profile(name: "Bob", age: 4), forKey: devKey("bob"))
        XCTAssertEqual(Set(store.allKeys), [devKey("ann"), devKey("bob")])
        XCTAssertEqual(Set(store.allObjects.map(\.name)), ["Ann", "Bob"])

        try store.setObject(nil, forKey: devKey("bob"), expiry: nil)
        XCTAssertFalse(store.objectExists(forKey: devKey("bob")))
        try store.removeObject(forKey: devKey("bob"))  // Removing a missing entry is fine.

        try store.removeInMemoryObject(forKey: devKey("ann"))
        XCTAssertFalse(store.objectExists(forKey: devKey("ann")))

        try store.setObject(ann, forKey: devKey("ann"))
        try store.removeAll()
        XCTAssertEqual(store.allKeys, [])
        assertThrowsStorageError(.notFound, try store.isExpiredObject(forKey: devKey("ann")))
    }

    func testExpiryFollowsTheInjectedClock() throws {
        let clock = TestClock()
        let store = RamMemoryStorageService<String, Int>(config: MemoryConfig(expiry: .seconds(60)), clock: clock.clock)
        try store.setObject(1, forKey: "default")
        try store.setObject(2, forKey: "short", expiry: .seconds(10))
        try store.setObject(3, forKey: "never", expiry: .never)
        try store.setObject(4, forKey: "dated", expiry: .date(clock.now.addingTimeInterval(30)))

        clock.advance(by: 9)
        XCTAssertFalse(try store.isExpiredObject(forKey: "short"))
        clock.advance(by: 1)
        XCTAssertTrue(try store.isExpiredObject(forKey: "short"))
        XCTAssertEqual(try store.object(forKey: "short"), 2, "expired objects stay readable until swept")
        XCTAssertFalse(try store.isExpiredObject(forKey: "dated"))

        clock.advance(by: 50)
        XCTAssertTrue(try store.isExpiredObject(forKey: "default"))
        XCTAssertTrue(try store.isExpiredObject(forKey: "dated"))
        XCTAssertFalse(try store.isExpiredObject(forKey: "never"))

        try store.removeExpiredObjects()
        XCTAssertEqual(store.allKeys, ["never"])
    }

    func testDevAndProdNeverSeeEachOther() throws {
        let store = RamMemoryStorageService<Key, String>()
        try store.setObject("dev token", forKey: devKey("token"))
        XCTAssertFalse(store.objectExists(forKey: prodKey("token")))
        try store.setObject("prod token", forKey: prodKey("token"))
        XCTAssertEqual(try store.object(forKey: devKey("token")), "dev token")
        XCTAssertEqual(try store.object(forKey: prodKey("token")), "prod token")
        try store.removeObject(forKey: devKey("token"))
        XCTAssertEqual(try store.object(forKey: prodKey("token")), "prod token")
        XCTAssertEqual(store.allKeys, [prodKey("token")])
    }

    func testCountLimitEvictsTheLeastRecentlyUsed() throws {
        let store = RamMemoryStorageService<String, Int>(config: MemoryConfig(countLimit: 3))
        try store.setObject(1, forKey: "a")
        try store.setObject(2, forKey: "b")
        try store.setObject(3, forKey: "c")
        XCTAssertEqual(try store.object(forKey: "a"), 1)  // a is now the most recently used.
        try store.setObject(4, forKey: "d")
        XCTAssertEqual(store.allKeys, ["c", "a", "d"])
        XCTAssertFalse(store.objectExists(forKey: "b"))
        _ = try store.entry(forKey: "c")
        try store.setObject(5, forKey: "e")
        XCTAssertEqual(store.allKeys, ["d", "c", "e"])
        XCTAssertEqual(store.count, 3)
    }

    func testCostLimitEvictsUntilTheNewObjectFits() throws {
        let store = RamMemoryStorageService<String, String>(
            config: MemoryConfig(totalCostLimit: 10),
            cost: { $0.utf8.count }
        )
        try store.setObject("aaaa", forKey: "a")
        try store.setObject("bbbb", forKey: "b")
        XCTAssertEqual(store.totalCost, 8)
        try store.setObject("cccccc", forKey: "c")
        XCTAssertEqual(store.allKeys, ["b", "c"], "a (4) had to go for c (6) to fit in 10")
        XCTAssertEqual(store.totalCost, 10)
        _ = try store.object(forKey: "b")
        try store.setObject("dd", forKey: "d")
        XCTAssertEqual(store.allKeys, ["b", "d"], "c was the least recently used")
        XCTAssertEqual(store.totalCost, 6)
        assertThrowsStorageError(
            .objectTooLarge(size: 11, limit: 10),
            try store.setObject("eeeeeeeeeee", forKey: "e")
        )
        XCTAssertEqual(store.allKeys, ["b", "d"], "a refused object evicts nothing")
    }

    func testReplacingAnObjectUpdatesItsCost() throws {
        let store = RamMemoryStorageService<String, [Int]>(config: MemoryConfig(totalCostLimit: 5), cost: { $0.count })
        try store.setObject([1, 2, 3], forKey: "a")
        try store.setObject([1], forKey: "a")
        try store.setObject([1, 2, 3, 4], forKey: "b")
        XCTAssertEqual(Set(store.allKeys), ["a", "b"])
        XCTAssertEqual(store.totalCost, 5)
    }
}
