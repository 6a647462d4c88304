import XCTest

@testable import Storage

final class LRUCacheTests: XCTestCase {
    func testKeysRunFromLeastToMostRecentlyUsed() {
        var cache = LRUCache<String, Int>()
        cache.setValue(1, forKey: "a")
        cache.setValue(2, forKey: "b")
        cache.setValue(3, forKey: "c")
        XCTAssertEqual(cache.keys, ["a", "b", "c"])
        XCTAssertEqual(cache.value(forKey: "a"), 1)
        XCTAssertEqual(cache.keys, ["b", "c", "a"])
        XCTAssertEqual(cache.peek(forKey: "b"), 2)
        XCTAssertEqual(cache.keys, ["b", "c", "a"], "peek leaves the order alone")
        cache.setValue(20, forKey: "b")
        XCTAssertEqual(cache.keys, ["c", "a", "b"])
        XCTAssertEqual(cache.peek(forKey: "b"), 20)
    }

    func testRemovingKeepsTheListLinked() {
        var cache = LRUCache<Int, Int>()
        for key in 0..<5 { cache.setValue(key, forKey: key) }
        cache.removeValue(forKey: 2)
        cache.removeValue(forKey: 0)
        cache.removeValue(forKey: 4)
        XCTAssertEqual(cache.keys, [1, 3])
        XCTAssertEqual(cache.removeLeastRecentlyUsed()?.key, 1)
        XCTAssertEqual(cache.removeLeastRecentlyUsed()?.key, 3)
        XCTAssertNil(cache.removeLeastRecentlyUsed())
        XCTAssertEqual(cache.count, 0)
        cache.setValue(9, forKey: 9)
        XCTAssertEqual(cache.keys, [9])
    }

    func testTotalCostFollowsInsertsReplacementsAndRemovals() {
        var cache = LRUCache<String, String>()
        cache.setValue("x", forKey: "a", cost: 10)
        cache.setValue("y", forKey: "b", cost: 5)
        XCTAssertEqual(cache.totalCost, 15)
        cache.setValue("z", forKey: "a", cost: 1)
        XCTAssertEqual(cache.totalCost, 6)
        cache.removeValue(forKey: "b")
        XCTAssertEqual(cache.totalCost, 1)
        cache.removeAll()
        XCTAssertEqual(cache.totalCost, 0)
        XCTAssertEqual(cache.keys, [])
    }

    func testMovingTheOnlyAndTheNewestKeyIsStable() {
        var cache = LRUCache<String, Int>()
        cache.setValue(1, forKey: "only")
        _ = cache.value(forKey: "only")
        XCTAssertEqual(cache.keys, ["only"])
        cache.setValue(2, forKey: "newest")
        _ = cache.value(forKey: "newest")
        XCTAssertEqual(cache.keys, ["only", "newest"])
        _ = cache.value(forKey: "only")
        XCTAssertEqual(cache.keys, ["newest", "only"])
    }
}
