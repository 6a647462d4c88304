import Foundation
import XCTest

@testable import Storage

/// `KeychainMigration.move` on its own, against a target that keeps records in memory and
/// can be told to fail: everything moves and the files go, or nothing on disk changes.
final class KeychainMigrationTests: XCTestCase {
    private var temporary: TemporaryDirectory!

    override func setUpWithError() throws {
        temporary = try TemporaryDirectory()
    }

    override func tearDown() {
        temporary = nil
    }

    private var folder: URL { temporary.appending("keychain") }

    private func fileStore() throws -> KeychainFileStore {
        try KeychainFileStore(
            directory: folder, config: KeychainConfig(location: .directory(folder), directories: .temporary()),
            logger: .silent)
    }

    private func record(_ value: String, instance: String = "dev", expiresAt: Date? = nil) -> KeychainRecord {
        KeychainRecord(
            key: UniqueStorageKey(value: value, instance: instance), expiresAt: expiresAt,
            payload: Data("secret of \(value)".utf8))
    }

    /// Every file of the store with its bytes.
    private func snapshot() throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return files
    }

    func testEveryRecordMovesAndThenTheFilesAreDeleted() throws {
        let files = try fileStore()
        let records = [
            record("ann", expiresAt: Date(timeIntervalSince1970: 1_700_000_060)), record("bob", instance: "prod"),
            record("eve"),
        ]
        for record in records { try files.store(record) }
        let target = MemoryRecordStore()

        XCTAssertEqual(try KeychainMigration.move(from: files, to: target), 3)
        XCTAssertEqual(Set(target.allRecords()), Set(records))
        XCTAssertEqual(target.readBacks, 3, "each record was read back")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path), "entries, key and folder are gone")
    }

    func testAnEmptyStoreLosesItsKeyFile() throws {
        _ = try fileStore()
        XCTAssertEqual(try KeychainMigration.move(from: try fileStore(), to: MemoryRecordStore()), 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path + "/key"))
    }

    func testARefusedWriteLeavesTheFilesAsTheyWere() throws {
        let files = try fileStore()
        for value in ["ann", "bob", "eve"] { try files.store(record(value)) }
        let before = try snapshot()
        let target = MemoryRecordStore(failWritesAfter: 1)

        XCTAssertThrowsError(try KeychainMigration.move(from: files, to: target)) { error in
            XCTAssertEqual(error as? StorageError, .secretService("refused"))
        }
        XCTAssertEqual(try snapshot(), before)
        XCTAssertEqual(Set(try fileStore().allRecords().map(\.key.value)), ["ann", "bob", "eve"])
    }

    func testADifferentReadBackLeavesTheFilesAsTheyWere() throws {
        let files = try fileStore()
        try files.store(record("ann"))
        let before = try snapshot()
        let target = MemoryRecordStore(alterReads: true)

        XCTAssertThrowsError(try KeychainMigration.move(from: files, to: target)) { error in
            XCTAssertEqual(error as? StorageError, .migrationFailed("dev/ann read back different"))
        }
        XCTAssertEqual(try snapshot(), before)
    }

    func testATamperedFileStopsTheMoveBeforeAnythingIsWritten() throws {
        let files = try fileStore()
        try files.store(record("ann"))
        let path = try XCTUnwrap(files.location(forKey: record("ann").key))
        try Data("ETK1 not sealed".utf8).write(to: URL(fileURLWithPath: path))
        let before = try snapshot()
        let target = MemoryRecordStore()

        XCTAssertThrowsError(try KeychainMigration.move(from: files, to: target)) { error in
            XCTAssertEqual(error as? StorageError, .tampered(path: path))
        }
        XCTAssertEqual(target.allRecords(), [])
        XCTAssertEqual(try snapshot(), before)
    }
}

/// Records in memory; it can refuse writes after a number of them, or read back altered.
private final class MemoryRecordStore: KeychainRecordStore, @unchecked Sendable {
    private var records: [UniqueStorageKey<String>: KeychainRecord] = [:]
    private let failWritesAfter: Int?
    private let alterReads: Bool
    private(set) var readBacks = 0

    init(failWritesAfter: Int? = nil, alterReads: Bool = false) {
        self.failWritesAfter = failWritesAfter
        self.alterReads = alterReads
    }

    func record(forKey key: UniqueStorageKey<String>) throws(StorageError) -> KeychainRecord {
        readBacks += 1
        guard let record = records[key] else { throw .notFound }
        return alterReads ? KeychainRecord(key: key, expiresAt: record.expiresAt, payload: Data("x".utf8)) : record
    }

    func store(_ record: KeychainRecord) throws(StorageError) {
        if let limit = failWritesAfter, records.count >= limit { throw .secretService("refused") }
        records[record.key] = record
    }

    func removeRecord(forKey key: UniqueStorageKey<String>) throws(StorageError) {
        records[key] = nil
    }

    func removeAllRecords() throws(StorageError) {
        records = [:]
    }

    func allRecords() -> [KeychainRecord] { Array(records.values) }

    func location(forKey key: UniqueStorageKey<String>) -> String? { nil }
}
