import Foundation
import Storage
import XCTest

/// 1,000 tasks read and write one store at once. Every value names its key, so a read that
/// returned another key's value, a torn value or a crash would fail the test.
final class ConcurrencyTests: XCTestCase {
    private static let operations = 1000
    private static let keys = 20

    private static func value(key: Int, writer: Int) -> String {
        "key \(key) from writer \(writer)"
    }

    private static func check(_ value: String, key: Int) {
        let prefix = "key \(key) from writer "
        XCTAssertTrue(value.hasPrefix(prefix), "read '\(value)' under key \(key)")
        if let writer = Int(value.dropFirst(prefix.count)) {
            XCTAssertEqual(writer % keys, key, "writer \(writer) never wrote key \(key)")
        } else {
            XCTFail("torn value '\(value)'")
        }
    }

    /// Half the tasks write, half read (or sweep, list and remove now and then).
    private func hammer(_ stores: [any Storable<Key, String>]) async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<Self.operations {
                let store = stores[index % stores.count]
                group.addTask {
                    let key = index % Self.keys
                    switch index % 10 {
                    case 0, 2, 4, 6, 8:
                        try store.setObject(Self.value(key: key, writer: index), forKey: devKey("k\(key)"), expiry: nil)
                    case 9 where index % 100 == 99:
                        try store.removeObject(forKey: devKey("k\(key)"))
                    case 7:
                        for key in store.allKeys { XCTAssertTrue(key.value.hasPrefix("k")) }
                        try store.removeExpiredObjects()
                    default:
                        if let value = try? store.object(forKey: devKey("k\(key)")) {
                            Self.check(value, key: key)
                        }
                    }
                }
            }
            try await group.waitForAll()
        }
        for store in stores {
            for key in 0..<Self.keys {
                if let value = try? store.object(forKey: devKey("k\(key)")) { Self.check(value, key: key) }
            }
            XCTAssertLessThanOrEqual(store.allKeys.count, Self.keys)
        }
    }

    func testRamMemoryStore() async throws {
        let store = RamMemoryStorageService<Key, String>(config: MemoryConfig(countLimit: 15))
        try await hammer([store])
        XCTAssertLessThanOrEqual(store.count, 15)
        XCTAssertEqual(store.allKeys.count, store.allObjects.count)
    }

    func testDiskStoreWithTwoInstancesOnOneFolder() async throws {
        let temporary = try TemporaryDirectory()
        let recorder = EventRecorder()
        let config = DiskStorageConfig(
            location: .directory(temporary.appending("disk")), directories: .temporary(), memoryCountLimit: 5)
        let first = try DiskStorageService<Key, String>(config: config, logger: recorder.logger)
        let second = try DiskStorageService<Key, String>(config: config, logger: recorder.logger)
        try await hammer([first, second])
        XCTAssertEqual(Set(first.allKeys), Set(second.allKeys))
        XCTAssertEqual(recorder.corruptedPaths, [], "no reader ever saw a partial file")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: first.directory.path)
            .filter { $0.hasSuffix(".tmp") }
        XCTAssertEqual(leftovers, [])
    }

    func testKeychainStore() async throws {
        let temporary = try TemporaryDirectory()
        let recorder = EventRecorder()
        let store = try KeychainStorageService<String>(
            config: KeychainConfig(location: .directory(temporary.appending("keychain")), directories: .temporary()),
            logger: recorder.logger
        )
        try await hammer([store])
        let tampered = recorder.events.filter { if case .tamperedEntry = $0 { true } else { false } }
        XCTAssertEqual(tampered, [], "nothing was ever read as tampered")
    }
}
