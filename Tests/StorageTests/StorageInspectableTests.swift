import Foundation
import Storage
import XCTest

/// The storage viewer's read-only look into each store: keys, expiry, sizes, no values.
final class StorageInspectableTests: XCTestCase {
    private let now = Date(timeIntervalSince1970: 1_000_000)
    private var clock: StorageClock { StorageClock { [now] in now } }

    func testMemoryListsKeysExpiryAndCost() throws {
        let store = RamMemoryStorageService<String, String>(clock: clock) { $0.utf8.count }
        try store.setObject("Moscow", forKey: "city", expiry: .seconds(90))
        try store.setObject("x", forKey: "flag", expiry: .never)
        let entries = store.inspectionEntries().sorted { $0.key < $1.key }
        XCTAssertEqual(
            entries,
            [
                StorageInspectionEntry(key: "city", expiresAt: now.addingTimeInterval(90), size: 6),
                StorageInspectionEntry(key: "flag", expiresAt: nil, size: 1),
            ])
        XCTAssertFalse(store.holdsSecrets)
        XCTAssertEqual(store.inspectionName, "Memory: RamMemoryStorage")
    }

    func testDiskListsEveryFileWithItsSizeAndExpiry() throws {
        let temporary = try TemporaryDirectory()
        let store = try DiskStorageService<String, String>(
            config: DiskStorageConfig(
                name: "Cache", location: .directory(temporary.appending("disk")), directories: .temporary()),
            clock: clock)
        try store.setObject(String(repeating: "a", count: 1_000), forKey: "feed", expiry: .seconds(3_600))
        try store.setObject("b", forKey: "login", expiry: .never)
        let entries = store.inspectionEntries().sorted { $0.key < $1.key }
        XCTAssertEqual(entries.map(\.key), ["feed", "login"])
        XCTAssertEqual(entries[0].expiresAt, now.addingTimeInterval(3_600))
        XCTAssertNil(entries[1].expiresAt)
        XCTAssertGreaterThan(entries[0].size ?? 0, 1_000, "the file's size, header included")
        XCTAssertEqual(store.inspectionName, "Disk: Cache")
        let reopened = try DiskStorageService<String, String>(
            config: DiskStorageConfig(
                name: "Cache", location: .directory(temporary.appending("disk")), directories: .temporary()),
            clock: clock)
        XCTAssertEqual(reopened.inspectionEntries().count, 2, "read from the files, not from memory")
    }

    func testKeychainSaysItsValuesAreSecretAndShowsOnlyKeys() throws {
        let temporary = try TemporaryDirectory()
        let store = try KeychainStorageService<String>(
            config: KeychainConfig(
                name: "Secrets", location: .directory(temporary.appending("keychain")), directories: .temporary()),
            clock: clock
        )
        try store.setObject(
            "eyJ.secret", forKey: UniqueStorageKey(value: "access", instance: "dev"), expiry: .seconds(60))
        let entries = store.inspectionEntries()
        XCTAssertTrue(store.holdsSecrets)
        XCTAssertEqual(entries.map(\.key), ["dev/access"])
        XCTAssertEqual(entries.first?.expiresAt, now.addingTimeInterval(60))
        XCTAssertFalse(String(describing: entries).contains("eyJ.secret"))
    }
}
