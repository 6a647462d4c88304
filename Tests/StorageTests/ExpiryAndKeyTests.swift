import Foundation
import Storage
import XCTest

final class ExpiryAndKeyTests: XCTestCase {
    private let now = Date(timeIntervalSince1970: 1_000_000)

    func testExpiryResolvesAgainstTheTimeOfStoring() {
        XCTAssertNil(Expiry.never.expirationDate(from: now))
        XCTAssertEqual(Expiry.seconds(90).expirationDate(from: now), now.addingTimeInterval(90))
        let date = Date(timeIntervalSince1970: 5)
        XCTAssertEqual(Expiry.date(date).expirationDate(from: now), date)
    }

    func testAnEntryExpiresWhenTheClockReachesItsDate() {
        let entry = StorageEntry(object: 1, expiry: .date(now))
        XCTAssertFalse(entry.isExpired(at: now.addingTimeInterval(-0.001)))
        XCTAssertTrue(entry.isExpired(at: now))
        XCTAssertFalse(StorageEntry(object: 1, expiry: .never).isExpired(at: .distantFuture))
    }

    func testKeysOfTheSameValueDifferByInstance() {
        XCTAssertNotEqual(devKey("profile"), prodKey("profile"))
        XCTAssertEqual(devKey("profile"), Key(value: "profile", instance: "dev"))
        XCTAssertEqual(Set([devKey("a"), prodKey("a"), devKey("a")]).count, 2)
        XCTAssertEqual(devKey("profile").description, "dev/profile")
    }

    func testTypedKeysRoundTripThroughCodable() throws {
        enum CacheKey: String, Codable, Sendable { case profile, cities }
        let key = UniqueStorageKey(value: CacheKey.cities, instance: "prod")
        let decoded = try JSONDecoder().decode(
            UniqueStorageKey<CacheKey>.self,
            from: JSONEncoder().encode(key)
        )
        XCTAssertEqual(decoded, key)
        XCTAssertNotEqual(decoded, UniqueStorageKey(value: CacheKey.profile, instance: "prod"))
    }

    func testEventLevelsAndDescriptions() {
        XCTAssertEqual(StorageEvent.tamperedEntry(path: "/x").level, .error)
        XCTAssertEqual(StorageEvent.corruptedEntry(path: "/x", reason: "r").level, .warning)
        XCTAssertEqual(StorageEvent.evictedEntry(path: "/x", size: 3).level, .debug)
        XCTAssertLessThan(StorageEventLevel.debug, .error)
        XCTAssertEqual(
            StorageEvent.repairedPermissions(path: "/k", from: 0o644, to: 0o600).description,
            "permissions of /k tightened from 644 to 600"
        )
        XCTAssertEqual(
            StorageError.objectTooLarge(size: 10, limit: 5).description,
            "object of 10 bytes exceeds the limit of 5 bytes"
        )
    }
}
