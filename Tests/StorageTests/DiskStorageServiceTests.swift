import Foundation
import Storage
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

final class DiskStorageServiceTests: XCTestCase {
    private var temporary: TemporaryDirectory!
    private let clock = TestClock()
    private let recorder = EventRecorder()

    override func setUpWithError() throws {
        temporary = try TemporaryDirectory()
    }

    override func tearDown() {
        temporary = nil
    }

    private var folder: URL { temporary.appending("disk") }

    private func makeStore<Value: Codable & Sendable>(
        _ type: Value.Type = Profile.self,
        maxSize: Int = 50 * 1024 * 1024,
        memoryCountLimit: Int = 100,
        expiry: Expiry = .never
    ) throws -> DiskStorageService<Key, Value> {
        try DiskStorageService(
            config: DiskStorageConfig(
                location: .directory(folder), directories: .temporary(),
                expiry: expiry,
                maxSize: maxSize,
                memoryCountLimit: memoryCountLimit
            ),
            clock: clock.clock,
            logger: recorder.logger
        )
    }

    private func filePath(of key: Key, in store: DiskStorageService<Key, some Sendable>) throws -> String {
        try XCTUnwrap(store.entry(forKey: key).filePath)
    }

    // MARK: - Storable

    func testEveryStorableOperation() throws {
        let store = try makeStore()
        let ann = Profile(name: "Ann", age: 30)
        assertThrowsStorageError(.notFound, try store.object(forKey: devKey("ann")))
        assertThrowsStorageError(.notFound, try store.isExpiredObject(forKey: devKey("ann")))
        XCTAssertFalse(store.objectExists(forKey: devKey("ann")))

        try store.setObject(ann, forKey: devKey("ann"), expiry: .seconds(10))
        XCTAssertEqual(try store.object(forKey: devKey("ann")), ann)
        let entry = try store.entry(forKey: devKey("ann"))
        XCTAssertEqual(entry.object, ann)
        XCTAssertEqual(entry.expiry, .date(clock.now.addingTimeInterval(10)))
        XCTAssertEqual(entry.filePath.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path }, folder.path)
        XCTAssertTrue(store.objectExists(forKey: devKey("ann")))
        XCTAssertFalse(try store.isExpiredObject(forKey: devKey("ann")))

        try store.setObject(Profile(name: "Bob", age: 4), forKey: devKey("bob"))
        XCTAssertEqual(Set(store.allKeys), [devKey("ann"), devKey("bob")])
        XCTAssertEqual(Set(store.allObjects.map(\.name)), ["Ann", "Bob"])
        XCTAssertEqual(try entryFileNames(in: folder).count, 2)

        try store.setObject(Profile(name: "Ann", age: 31), forKey: devKey("ann"))
        XCTAssertEqual(try store.object(forKey: devKey("ann")).age, 31)
        XCTAssertEqual(try store.entry(forKey: devKey("ann")).expiry, .never)

        try store.setObject(nil, forKey: devKey("bob"), expiry: nil)
        XCTAssertFalse(store.objectExists(forKey: devKey("bob")))
        try store.removeObject(forKey: devKey("bob"))  // Removing a missing entry is fine.
        XCTAssertEqual(try entryFileNames(in: folder).count, 1)

        try store.removeAll()
        XCTAssertEqual(store.allKeys, [])
        XCTAssertEqual(try entryFileNames(in: folder), [])
        XCTAssertEqual(store.totalSize, 0)
    }

    func testEntriesAndTheirKeysPersistAcrossInstances() throws {
        let first = try makeStore()
        try first.setObject(Profile(name: "Ann", age: 30), forKey: devKey("ann"), expiry: .seconds(5))
        try first.setObject(Profile(name: "Eve", age: 40), forKey: prodKey("eve"))

        let second = try makeStore()
        XCTAssertEqual(Set(second.allKeys), [devKey("ann"), prodKey("eve")])
        XCTAssertEqual(try second.object(forKey: devKey("ann")), Profile(name: "Ann", age: 30))
        XCTAssertEqual(try second.entry(forKey: devKey("ann")).expiry, .date(clock.now.addingTimeInterval(5)))
        for name in try entryFileNames(in: folder) {
            XCTAssertFalse(name.contains("ann") || name.contains("eve"), "file names are hashes")
        }
    }

    func testExpiryFollowsTheInjectedClock() throws {
        let store = try makeStore(Int.self, expiry: .seconds(60))
        try store.setObject(1, forKey: devKey("default"))
        try store.setObject(2, forKey: devKey("short"), expiry: .seconds(10))
        try store.setObject(3, forKey: devKey("never"), expiry: .never)

        clock.advance(by: 9.5)
        XCTAssertFalse(try store.isExpiredObject(forKey: devKey("short")))
        clock.advance(by: 0.5)
        XCTAssertTrue(try store.isExpiredObject(forKey: devKey("short")))
        XCTAssertEqual(try store.object(forKey: devKey("short")), 2, "expired objects stay readable until swept")
        XCTAssertFalse(try store.isExpiredObject(forKey: devKey("default")))

        try store.removeExpiredObjects()
        XCTAssertEqual(Set(store.allKeys), [devKey("default"), devKey("never")])
        clock.advance(by: 50)
        try makeStore(Int.self).removeExpiredObjects()
        XCTAssertEqual(store.allKeys, [devKey("never")])
        XCTAssertFalse(store.objectExists(forKey: devKey("default")), "another instance's sweep is seen")
    }

    func testDevAndProdNeverSeeEachOther() throws {
        let store = try makeStore(String.self)
        try store.setObject("dev token", forKey: devKey("token"))
        XCTAssertFalse(store.objectExists(forKey: prodKey("token")))
        try store.setObject("prod token", forKey: prodKey("token"))
        XCTAssertEqual(try store.object(forKey: devKey("token")), "dev token")
        XCTAssertEqual(try store.object(forKey: prodKey("token")), "prod token")
        try store.removeObject(forKey: prodKey("token"))
        XCTAssertEqual(try store.object(forKey: devKey("token")), "dev token")
        XCTAssertEqual(try makeStore(String.self).allKeys, [devKey("token")])
    }

    // MARK: - Size limit and LRU

    /// The bytes one entry of `Data` of `count` bytes takes under `key`.
    private func entrySize(payload count: Int, key: Key) throws -> Int {
        let probe = try DiskStorageService<Key, Data>(
            config: DiskStorageConfig(
                location: .directory(temporary.appending("probe")), directories: .temporary(), maxSize: 0),
            transformer: TransformerFactory.forData()
        )
        try probe.setObject(Data(count: count), forKey: key)
        return probe.totalSize
    }

    private func makeDataStore(maxSize: Int) throws -> DiskStorageService<Key, Data> {
        try DiskStorageService(
            config: DiskStorageConfig(location: .directory(folder), directories: .temporary(), maxSize: maxSize),
            transformer: TransformerFactory.forData(),
            clock: clock.clock,
            logger: recorder.logger
        )
    }

    func testTheSizeLimitHoldsAfterEveryWrite() throws {
        let size = try entrySize(payload: 1000, key: devKey("k0"))
        let store = try makeDataStore(maxSize: size * 3 + size / 2)
        for index in 0..<10 {
            clock.advance(by: 1)
            try store.setObject(Data(repeating: UInt8(index), count: 1000), forKey: devKey("k\(index)"))
            let onDisk = try entryFileNames(in: folder).reduce(0) { total, name in
                total + (try FileManager.default.attributesOfItem(atPath: folder.path + "/" + name)[.size] as! Int)
            }
            XCTAssertLessThanOrEqual(onDisk, size * 3 + size / 2, "after write \(index)")
            XCTAssertEqual(onDisk, store.totalSize)
            XCTAssertEqual(try store.object(forKey: devKey("k\(index)")).first, UInt8(index), "the new entry stays")
        }
        XCTAssertEqual(Set(store.allKeys), [devKey("k7"), devKey("k8"), devKey("k9")])
        let evicted = recorder.events.filter { if case .evictedEntry = $0 { true } else { false } }
        XCTAssertEqual(evicted.count, 7)
    }

    func testEvictionTakesTheLeastRecentlyUsedAcrossInstances() throws {
        let size = try entrySize(payload: 100, key: devKey("a"))
        let store = try makeDataStore(maxSize: size * 3)
        for name in ["a", "b", "c"] {
            clock.advance(by: 1)
            try store.setObject(Data(count: 100), forKey: devKey(name))
        }
        clock.advance(by: 1)
        _ = try store.object(forKey: devKey("a"))  // a is used after c: b is now the oldest.
        clock.advance(by: 1)
        try store.setObject(Data(count: 100), forKey: devKey("d"))
        XCTAssertEqual(Set(store.allKeys), [devKey("a"), devKey("c"), devKey("d")])

        // Use times live in the files, so a new instance evicts in the same order.
        let reopened = try makeDataStore(maxSize: size * 3)
        clock.advance(by: 1)
        _ = try reopened.entry(forKey: devKey("c"))
        clock.advance(by: 1)
        try reopened.setObject(Data(count: 100), forKey: devKey("e"))
        XCTAssertEqual(Set(reopened.allKeys), [devKey("c"), devKey("d"), devKey("e")])
    }

    func testTheDefaultLimitIs50MB() {
        XCTAssertEqual(DiskStorageConfig(directories: .temporary()).maxSize, 50 * 1024 * 1024)
    }

    /// The bytes the entry files in `folder` take, listed from the disk.
    private func sizeOnDisk() throws -> Int {
        try entryFileNames(in: folder).reduce(0) { total, name in
            total + (try FileManager.default.attributesOfItem(atPath: folder.path + "/" + name)[.size] as! Int)
        }
    }

    func testTheKeptCountFollowsOverwritesAndRemovals() throws {
        let store = try makeStore(String.self)
        XCTAssertEqual(store.totalSize, 0)
        try store.setObject("short", forKey: devKey("a"))
        try store.setObject(String(repeating: "b", count: 500), forKey: devKey("b"))
        XCTAssertEqual(store.totalSize, try sizeOnDisk())
        // An overwrite, larger then smaller, replaces the entry's size instead of adding to it.
        try store.setObject(String(repeating: "a", count: 2000), forKey: devKey("a"))
        XCTAssertEqual(store.totalSize, try sizeOnDisk())
        try store.setObject("a", forKey: devKey("a"))
        XCTAssertEqual(store.totalSize, try sizeOnDisk())
        try store.removeObject(forKey: devKey("b"))
        try store.removeObject(forKey: devKey("missing"))
        XCTAssertEqual(store.totalSize, try sizeOnDisk())
        try store.setObject(nil, forKey: devKey("a"))
        XCTAssertEqual(store.totalSize, 0)

        try store.setObject("expires", forKey: devKey("e"), expiry: .seconds(10))
        try store.setObject("stays", forKey: devKey("s"))
        clock.advance(by: 11)
        try store.removeExpiredObjects()
        XCTAssertEqual(store.totalSize, try sizeOnDisk())
        // A corrupted entry found on read leaves the count with its file.
        try Data("garbage".utf8).write(to: URL(fileURLWithPath: try filePath(of: devKey("s"), in: store)))
        try store.removeInMemoryObject(forKey: devKey("s"))
        XCTAssertThrowsError(try store.object(forKey: devKey("s")))
        XCTAssertEqual(store.totalSize, 0)
        try store.setObject("again", forKey: devKey("s"))
        try store.removeAll()
        XCTAssertEqual(store.totalSize, 0)
        XCTAssertEqual(try sizeOnDisk(), 0)
    }

    func testAReopenedStoreCountsWhatIsOnDisk() throws {
        let store = try makeStore(String.self)
        for index in 0..<5 {
            try store.setObject(String(repeating: "x", count: index * 100), forKey: devKey("k\(index)"))
        }
        XCTAssertEqual(try makeStore(String.self).totalSize, try sizeOnDisk())
    }

    func testAnObjectLargerThanTheLimitIsRefusedAndTheOldValueKept() throws {
        let store = try makeDataStore(maxSize: 500)
        try store.setObject(Data([1, 2, 3]), forKey: devKey("k"))
        XCTAssertThrowsError(try store.setObject(Data(count: 600), forKey: devKey("k"))) { error in
            guard case .objectTooLarge(_, 500) = error as? StorageError else {
                return XCTFail("expected objectTooLarge, got \(error)")
            }
        }
        XCTAssertEqual(try store.object(forKey: devKey("k")), Data([1, 2, 3]))
    }

    func testALowerLimitIsAppliedWhenTheStoreOpens() throws {
        let size = try entrySize(payload: 100, key: devKey("k0"))
        let unlimited = try makeDataStore(maxSize: 0)
        for index in 0..<5 {
            clock.advance(by: 1)
            try unlimited.setObject(Data(count: 100), forKey: devKey("k\(index)"))
        }
        let limited = try makeDataStore(maxSize: size * 2)
        XCTAssertEqual(Set(limited.allKeys), [devKey("k3"), devKey("k4")])
    }

    // MARK: - Corruption

    private func corrupt(_ key: Key, in store: DiskStorageService<Key, Profile>, _ damage: (inout Data) -> Void) throws
        -> String
    {
        let path = try filePath(of: key, in: store)
        var data = try Data(contentsOf: URL(fileURLWithPath: path))
        damage(&data)
        try data.write(to: URL(fileURLWithPath: path))
        return path
    }

    private func assertCorruptionReadsAsMissing(
        _ damage: (inout Data) -> Void,
        file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        let writer = try makeStore()
        for name in ["victim", "a", "b"] {
            try writer.setObject(Profile(name: name, age: name.count), forKey: devKey(name))
        }
        let path = try corrupt(devKey("victim"), in: writer, damage)

        let reader = try makeStore()
        assertThrowsStorageError(.notFound, try reader.object(forKey: devKey("victim")), file: file, line: line)
        XCTAssertEqual(recorder.corruptedPaths, [path], file: file, line: line)
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: path), "the corrupted file is removed", file: file, line: line)
        XCTAssertEqual(try reader.object(forKey: devKey("a")), Profile(name: "a", age: 1), file: file, line: line)
        XCTAssertEqual(try reader.object(forKey: devKey("b")), Profile(name: "b", age: 1), file: file, line: line)
        XCTAssertEqual(Set(reader.allKeys), [devKey("a"), devKey("b")], file: file, line: line)
        try reader.setObject(Profile(name: "new", age: 1), forKey: devKey("victim"))
        XCTAssertEqual(try reader.object(forKey: devKey("victim")).name, "new", file: file, line: line)
    }

    func testATruncatedEntryReadsAsMissing() throws {
        try assertCorruptionReadsAsMissing { $0 = $0.prefix($0.count - 3) }
    }

    func testAnEntryCutInsideItsHeaderReadsAsMissing() throws {
        try assertCorruptionReadsAsMissing { $0 = $0.prefix(12) }
    }

    func testAnEmptyEntryReadsAsMissing() throws {
        try assertCorruptionReadsAsMissing { $0 = Data() }
    }

    func testGarbageReadsAsMissing() throws {
        try assertCorruptionReadsAsMissing { $0 = Data((0..<300).map { _ in UInt8.random(in: 0...255) }) }
    }

    func testAFlippedPayloadByteReadsAsMissing() throws {
        // The payload still parses as JSON of the right shape; only the checksum catches it.
        try assertCorruptionReadsAsMissing { data in
            let age = data.range(of: Data("\"age\":6".utf8), options: .backwards)!
            data[age.upperBound - 1] = UInt8(ascii: "7")
        }
    }

    func testAFlippedHeaderByteReadsAsMissing() throws {
        try assertCorruptionReadsAsMissing { $0[12] ^= 0xFF }
    }

    func testAnUnknownFormatVersionReadsAsMissing() throws {
        try assertCorruptionReadsAsMissing { $0[4] = 99 }
    }

    func testAPayloadOfAnotherTypeReadsAsMissing() throws {
        let numbers = try makeStore(Int.self)
        try numbers.setObject(42, forKey: devKey("n"))
        try numbers.setObject(7, forKey: devKey("other"))
        let profiles = try makeStore(Profile.self, memoryCountLimit: 0)
        assertThrowsStorageError(.notFound, try profiles.object(forKey: devKey("n")))
        XCTAssertEqual(recorder.corruptedPaths.count, 1)
        XCTAssertEqual(try numbers.object(forKey: devKey("other")), 7)
    }

    func testTheInMemoryCopyDoesNotHideATruncatedFile() throws {
        let store = try makeStore()
        try store.setObject(Profile(name: "Ann", age: 1), forKey: devKey("ann"))
        XCTAssertEqual(store.inMemoryCount, 1)
        _ = try corrupt(devKey("ann"), in: store) { $0 = $0.prefix(20) }
        assertThrowsStorageError(.notFound, try store.object(forKey: devKey("ann")))
        XCTAssertEqual(recorder.corruptedPaths.count, 1)
    }

    // MARK: - Memory in front of the files

    func testAnotherInstancesWriteIsSeenDespiteTheInMemoryCopy() throws {
        let first = try makeStore()
        let second = try makeStore()
        try first.setObject(Profile(name: "old", age: 1), forKey: devKey("k"))
        XCTAssertEqual(try first.object(forKey: devKey("k")).name, "old")
        try second.setObject(Profile(name: "new", age: 2), forKey: devKey("k"))
        XCTAssertEqual(try first.object(forKey: devKey("k")).name, "new")
        try second.removeObject(forKey: devKey("k"))
        assertThrowsStorageError(.notFound, try first.object(forKey: devKey("k")))
    }

    func testRemoveInMemoryObjectKeepsTheFile() throws {
        let store = try makeStore(memoryCountLimit: 2)
        for name in ["a", "b", "c"] { try store.setObject(Profile(name: name, age: 1), forKey: devKey(name)) }
        XCTAssertEqual(store.inMemoryCount, 2, "the memory count limit holds")
        try store.removeInMemoryObject(forKey: devKey("c"))
        XCTAssertEqual(store.inMemoryCount, 1)
        XCTAssertEqual(try store.object(forKey: devKey("c")).name, "c")
        XCTAssertEqual(store.inMemoryCount, 2)
    }

    // MARK: - Files

    func testFilesArePrivate() throws {
        let store = try makeStore()
        try store.setObject(Profile(name: "Ann", age: 1), forKey: devKey("ann"))
        XCTAssertEqual(try permissions(folder.path), 0o700)
        XCTAssertEqual(try permissions(try filePath(of: devKey("ann"), in: store)), 0o600)
    }

    func testStaleTemporaryFilesAreRemovedWhenTheStoreOpens() throws {
        let store = try makeStore()
        try store.setObject(Profile(name: "Ann", age: 1), forKey: devKey("ann"))
        let stale = folder.path + "/.deadbeef.1.tmp"
        let fresh = folder.path + "/.deadbeef.2.tmp"
        XCTAssertTrue(FileManager.default.createFile(atPath: stale, contents: Data("torn".utf8)))
        XCTAssertTrue(FileManager.default.createFile(atPath: fresh, contents: Data("being written".utf8)))
        let hourAgo = Date().addingTimeInterval(-3600)
        try FileManager.default.setAttributes([.modificationDate: hourAgo], ofItemAtPath: stale)

        let reopened = try makeStore()
        XCTAssertFalse(FileManager.default.fileExists(atPath: stale))
        XCTAssertTrue(FileManager.default.fileExists(atPath: fresh), "a live writer's file is left alone")
        XCTAssertEqual(recorder.events, [.removedTemporaryFile(path: stale)])
        XCTAssertEqual(reopened.allKeys, [devKey("ann")])
    }

    func testAFolderRemovedWhileOpenIsMadeAgainOnWrite() throws {
        let store = try makeStore()
        try FileManager.default.removeItem(at: folder)
        XCTAssertEqual(store.allKeys, [])
        try store.setObject(Profile(name: "Ann", age: 1), forKey: devKey("ann"))
        XCTAssertEqual(try makeStore().object(forKey: devKey("ann")).name, "Ann")
    }
}
