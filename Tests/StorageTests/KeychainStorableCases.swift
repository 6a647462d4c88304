import Foundation
import Storage
import XCTest

/// The `Storable` cases every keychain backend must pass, run by `KeychainStorageServiceTests`
/// on the encrypted files and by `KeychainSecretServiceTests` on a real Secret Service.
/// `makeStore` opens the same store again on every call (a new instance, the same secrets).
struct KeychainStorableCases {
    let clock: TestClock
    let makeStore: @Sendable () throws -> KeychainStorageService<Profile>

    func everyStorableOperation(file: StaticString = #filePath, line: UInt = #line) throws {
        let store = try makeStore()
        let ann = Profile(name: "Ann", age: 30)
        assertThrowsStorageError(.notFound, try store.object(forKey: devKey("ann")), file: file, line: line)
        assertThrowsStorageError(.notFound, try store.isExpiredObject(forKey: devKey("ann")), file: file, line: line)
        XCTAssertFalse(store.objectExists(forKey: devKey("ann")), file: file, line: line)

        try store.setObject(ann, forKey: devKey("ann"), expiry: .seconds(10))
        XCTAssertEqual(try store.object(forKey: devKey("ann")), ann, file: file, line: line)
        XCTAssertEqual(
            try store.entry(forKey: devKey("ann")).expiry, .date(clock.now.addingTimeInterval(10)), file: file,
            line: line)
        XCTAssertTrue(store.objectExists(forKey: devKey("ann")), file: file, line: line)
        XCTAssertFalse(try store.isExpiredObject(forKey: devKey("ann")), file: file, line: line)
        clock.advance(by: 10)
        XCTAssertTrue(try store.isExpiredObject(forKey: devKey("ann")), file: file, line: line)

        try store.setObject(Profile(name: "Bob", age: 4), forKey: prodKey("bob"))
        XCTAssertEqual(Set(store.allKeys), [devKey("ann"), prodKey("bob")], file: file, line: line)
        XCTAssertEqual(Set(store.allObjects.map(\.name)), ["Ann", "Bob"], file: file, line: line)

        try store.removeExpiredObjects()
        XCTAssertEqual(store.allKeys, [prodKey("bob")], file: file, line: line)

        try store.removeInMemoryObject(forKey: prodKey("bob"))
        XCTAssertTrue(
            store.objectExists(forKey: prodKey("bob")), "nothing is cached, so nothing is dropped", file: file,
            line: line)

        try store.setObject(nil, forKey: prodKey("bob"), expiry: nil)
        XCTAssertFalse(store.objectExists(forKey: prodKey("bob")), file: file, line: line)
        try store.removeObject(forKey: prodKey("bob"))

        try store.setObject(ann, forKey: devKey("ann"))
        try store.setObject(Profile(name: "Ann", age: 31), forKey: devKey("ann"))
        XCTAssertEqual(try store.object(forKey: devKey("ann")).age, 31, "a write replaces", file: file, line: line)
        XCTAssertEqual(store.allKeys, [devKey("ann")], file: file, line: line)
        try store.removeAll()
        XCTAssertEqual(store.allKeys, [], file: file, line: line)
    }

    func secretsPersistAndAllKeysIsReal(file: StaticString = #filePath, line: UInt = #line) throws {
        try makeStore().setObject(Profile(name: "Ann", age: 30), forKey: devKey("profile"))
        try makeStore().setObject(Profile(name: "Eve", age: 40), forKey: prodKey("profile"))
        let store = try makeStore()
        XCTAssertEqual(Set(store.allKeys), [devKey("profile"), prodKey("profile")], file: file, line: line)
        XCTAssertEqual(try store.object(forKey: devKey("profile")).name, "Ann", file: file, line: line)
        XCTAssertEqual(try store.object(forKey: prodKey("profile")).name, "Eve", file: file, line: line)
        try store.removeAll()
    }

    func inspectionShowsKeysAndExpiryOnly(file: StaticString = #filePath, line: UInt = #line) throws {
        let store = try makeStore()
        try store.setObject(Profile(name: "SecretName", age: 1), forKey: devKey("access"), expiry: .seconds(60))
        let entries = store.inspectionEntries()
        XCTAssertEqual(entries.map(\.key), ["dev/access"], file: file, line: line)
        XCTAssertEqual(entries.first?.expiresAt, clock.now.addingTimeInterval(60), file: file, line: line)
        XCTAssertFalse(String(describing: entries).contains("SecretName"), file: file, line: line)
        try store.removeAll()
    }

    func instancesOpenedTogetherAgree(file: StaticString = #filePath, line: UInt = #line) async throws {
        let makeStore = makeStore
        let stores = try await withThrowingTaskGroup(of: KeychainStorageService<Profile>.self) { group in
            for _ in 0..<8 {
                group.addTask { try makeStore() }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        try stores[0].setObject(Profile(name: "Ann", age: 1), forKey: devKey("ann"))
        for store in stores {
            XCTAssertEqual(try store.object(forKey: devKey("ann")).name, "Ann", file: file, line: line)
        }
        try stores[0].removeAll()
    }
}
