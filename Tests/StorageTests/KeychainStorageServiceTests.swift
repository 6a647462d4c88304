import Foundation
import Storage
import XCTest

final class KeychainStorageServiceTests: XCTestCase {
    private var temporary: TemporaryDirectory!
    private let clock = TestClock()
    private let recorder = EventRecorder()

    override func setUpWithError() throws {
        temporary = try TemporaryDirectory()
    }

    override func tearDown() {
        temporary = nil
    }

    private var folder: URL { temporary.appending("keychain") }

    private func makeStore(at folder: URL? = nil) throws -> KeychainStorageService<Profile> {
        try KeychainStorageService(
            config: KeychainConfig(location: .directory(folder ?? self.folder), directories: .temporary()),
            clock: clock.clock,
            logger: recorder.logger
        )
    }

    private func path(of key: Key, in store: KeychainStorageService<Profile>) throws -> String {
        try XCTUnwrap(store.entry(forKey: key).filePath)
    }

    /// The cases both backends pass, here on the encrypted files.
    private var cases: KeychainStorableCases {
        let folder = folder
        let clock = clock
        let logger = recorder.logger
        return KeychainStorableCases(clock: clock) {
            try KeychainStorageService(
                config: KeychainConfig(location: .directory(folder), directories: .temporary()),
                clock: clock.clock, logger: logger)
        }
    }

    func testEveryStorableOperation() throws {
        try cases.everyStorableOperation()
        XCTAssertEqual(try entryFileNames(in: folder), [])
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.path + "/key"), "removeAll keeps the key")
    }

    func testSecretsPersistAndAllKeysIsReal() throws {
        try cases.secretsPersistAndAllKeysIsReal()
    }

    func testInspectionShowsKeysAndExpiryOnly() throws {
        try cases.inspectionShowsKeysAndExpiryOnly()
    }

    func testInstancesOpenedTogetherAgreeOnOneKey() async throws {
        try await cases.instancesOpenedTogetherAgree()
    }

    func testWithoutASessionBusTheFilesAreUsedAndSaySo() throws {
        let store = try makeStore()
        XCTAssertEqual(store.backend, .encryptedFiles)
        XCTAssertEqual(store.inspectionName, "Keychain: Keychain")
        XCTAssertEqual(store.inspectionKeychainBackend, .encryptedFiles, "the viewer names it")
        XCTAssertEqual(
            recorder.events,
            [
                .keychainBackend(
                    store: "Keychain", backend: .encryptedFiles,
                    reason: "no session bus (DBUS_SESSION_BUS_ADDRESS is not set)")
            ])
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.path + "/key"))
    }

    func testABusThatIsNotThisProcesssKeepsTheFiles() throws {
        // libsecret talks to the process's own bus, so a store told of another one must not
        // look for the Secret Service there (nor on the process's bus).
        let directories = StorageDirectories(
            appName: "app",
            environment: ["HOME": temporary.path, "DBUS_SESSION_BUS_ADDRESS": "unix:path=\(temporary.path)/no-bus"])
        let store = try KeychainStorageService<Profile>(
            config: KeychainConfig(location: .directory(folder), directories: directories), logger: recorder.logger)
        XCTAssertEqual(store.backend, .encryptedFiles)
        XCTAssertEqual(
            recorder.events,
            [
                .keychainBackend(
                    store: "Keychain", backend: .encryptedFiles,
                    reason: "the configured session bus is not this process's")
            ])
    }

    func testTheSecretServiceSchemaIsTheApps() {
        XCTAssertEqual(
            KeychainConfig(directories: StorageDirectories(appName: "your-app", environment: [:])).secretSchemaName,
            "your-app.Keychain")
    }

    func testNeitherKeysNorValuesAppearInTheFiles() throws {
        let store = try makeStore()
        try store.setObject(Profile(name: "SecretName", age: 30), forKey: devKey("profileKey"))
        for name in try entryFileNames(in: folder) {
            XCTAssertFalse(name.contains("profile"))
            let bytes = try Data(contentsOf: folder.appendingPathComponent(name))
            for needle in ["SecretName", "profileKey", "dev"] {
                XCTAssertNil(bytes.range(of: Data(needle.utf8)), "\(needle) is in the clear")
            }
        }
    }

    func testFileModesAreCheckedWithStat() throws {
        let store = try makeStore()
        try store.setObject(Profile(name: "Ann", age: 1), forKey: devKey("ann"))
        XCTAssertEqual(try permissions(folder.path), 0o700)
        XCTAssertEqual(try permissions(folder.path + "/key"), 0o600)
        XCTAssertEqual(try permissions(try path(of: devKey("ann"), in: store)), 0o600)
    }

    func testLooseModesAreTightenedWhenTheStoreOpens() throws {
        let first = try makeStore()
        try first.setObject(Profile(name: "Ann", age: 1), forKey: devKey("ann"))
        let entry = try path(of: devKey("ann"), in: first)
        XCTAssertEqual(chmod(folder.path, 0o755), 0)
        XCTAssertEqual(chmod(folder.path + "/key", 0o644), 0)
        XCTAssertEqual(chmod(entry, 0o666), 0)

        let store = try makeStore()
        XCTAssertEqual(try permissions(folder.path), 0o700)
        XCTAssertEqual(try permissions(folder.path + "/key"), 0o600)
        XCTAssertEqual(try permissions(entry), 0o600)
        XCTAssertEqual(
            Set(recorder.events.filter { if case .repairedPermissions = $0 { true } else { false } }),
            [
                .repairedPermissions(path: folder.path, from: 0o755, to: 0o700),
                .repairedPermissions(path: folder.path + "/key", from: 0o644, to: 0o600),
                .repairedPermissions(path: entry, from: 0o666, to: 0o600),
            ]
        )
        XCTAssertEqual(try store.object(forKey: devKey("ann")).name, "Ann")
    }

    func testATamperedFileThrowsATypedError() throws {
        let store = try makeStore()
        try store.setObject(Profile(name: "Ann", age: 30), forKey: devKey("ann"))
        try store.setObject(Profile(name: "Bob", age: 4), forKey: devKey("bob"))
        let path = try path(of: devKey("ann"), in: store)
        let original = try Data(contentsOf: URL(fileURLWithPath: path))

        for index in [0, 5, original.count / 2, original.count - 1] {
            var tampered = original
            tampered[index] ^= 0x01
            try tampered.write(to: URL(fileURLWithPath: path))
            assertThrowsStorageError(.tampered(path: path), try store.object(forKey: devKey("ann")), "byte \(index)")
        }
        try original.prefix(original.count - 1).write(to: URL(fileURLWithPath: path))
        assertThrowsStorageError(.tampered(path: path), try store.object(forKey: devKey("ann")))
        try Data().write(to: URL(fileURLWithPath: path))
        assertThrowsStorageError(.tampered(path: path), try store.isExpiredObject(forKey: devKey("ann")))

        XCTAssertFalse(store.objectExists(forKey: devKey("ann")))
        XCTAssertEqual(try store.object(forKey: devKey("bob")).name, "Bob", "other entries are intact")
        XCTAssertEqual(store.allKeys, [devKey("bob")], "a tampered entry is left out of allKeys")
        XCTAssertTrue(recorder.events.contains(.tamperedEntry(path: path)))
        XCTAssertTrue(FileManager.default.fileExists(atPath: path), "evidence is kept")

        try original.write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(try store.object(forKey: devKey("ann")).name, "Ann", "the restored file opens again")
    }

    func testSwappedFilesAreTampered() throws {
        let store = try makeStore()
        try store.setObject(Profile(name: "Ann", age: 30), forKey: devKey("ann"))
        try store.setObject(Profile(name: "Bob", age: 4), forKey: devKey("bob"))
        let ann = try path(of: devKey("ann"), in: store)
        let bob = try path(of: devKey("bob"), in: store)
        let bobData = try Data(contentsOf: URL(fileURLWithPath: bob))
        try bobData.write(to: URL(fileURLWithPath: ann))
        assertThrowsStorageError(.tampered(path: ann), try store.object(forKey: devKey("ann")))
    }

    func testEntriesCopiedWithoutTheirKeyFileDoNotOpen() throws {
        let store = try makeStore()
        try store.setObject(Profile(name: "Ann", age: 30), forKey: devKey("ann"))
        let other = try makeStore(at: temporary.appending("other"))
        for name in try entryFileNames(in: folder) {
            try FileManager.default.copyItem(
                at: folder.appendingPathComponent(name),
                to: other.directory.appendingPathComponent(name)
            )
        }
        XCTAssertEqual(other.allKeys, [])
        XCTAssertFalse(other.objectExists(forKey: devKey("ann")))
    }

    func testAKeyFileOfTheWrongLengthIsATypedError() throws {
        _ = try makeStore()
        try Data(count: 31).write(to: folder.appendingPathComponent("key"))
        assertThrowsStorageError(
            .invalidKeyFile(path: folder.path + "/key", reason: "31 bytes, expected 32"),
            try makeStore()
        )
    }

    func testASymbolicLinkedKeyIsRefused() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let elsewhere = temporary.appending("elsewhere-key")
        try Data(count: 32).write(to: elsewhere)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/key", withDestinationPath: elsewhere.path)
        assertThrowsStorageError(.insecureFile(path: folder.path + "/key", reason: "a symbolic link"), try makeStore())
    }
}
