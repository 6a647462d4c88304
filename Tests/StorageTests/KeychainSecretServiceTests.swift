import Foundation
import Storage
import XCTest

/// The keychain on a real Secret Service (`SecretServiceSession`: dbus-daemon and
/// gnome-keyring-daemon in a temporary home): the same `Storable` cases as the encrypted
/// files, what `secret-tool` sees, that no file is written, and the move from the files.
final class KeychainSecretServiceTests: XCTestCase {
    private var temporary: TemporaryDirectory!
    private let clock = TestClock()
    private let recorder = EventRecorder()

    /// The process's session; when it cannot start, every test throws why (a failure, since
    /// an error thrown by setUp would count as a skip).
    private var session: SecretServiceSession {
        get throws { try SecretServiceSession.shared() }
    }

    override func setUpWithError() throws {
        temporary = try TemporaryDirectory()
    }

    override func tearDownWithError() throws {
        temporary = nil
        guard let session = try? session else { return }
        // Each test leaves the keyring without this schema's items (none when it cleaned up).
        _ = try SecretServiceSession.run(
            "secret-tool", ["clear", "xdg:schema", "keychain-tests.Keychain"], environment: session.environment)
    }

    private var folder: URL { temporary.appending("keychain") }

    /// The app's directories on the session's bus (the temporary home, never the user's).
    private func directories() throws -> StorageDirectories {
        StorageDirectories(appName: "keychain-tests", environment: try session.environment)
    }

    private func makeStore(
        name: String = "Keychain", backend: KeychainBackendPreference = .automatic
    ) throws -> KeychainStorageService<Profile> {
        try KeychainStorageService(
            config: KeychainConfig(
                name: name, location: .directory(folder), directories: directories(), backend: backend),
            clock: clock.clock, logger: recorder.logger)
    }

    private func cases() throws -> KeychainStorableCases {
        let config = KeychainConfig(
            location: .directory(folder), directories: try directories(), backend: .secretService)
        let clock = clock
        return KeychainStorableCases(clock: clock) {
            try KeychainStorageService(config: config, clock: clock.clock)
        }
    }

    func testEveryStorableOperation() throws {
        try cases().everyStorableOperation()
    }

    func testSecretsPersistAndAllKeysIsReal() throws {
        try cases().secretsPersistAndAllKeysIsReal()
    }

    func testInspectionShowsKeysAndExpiryOnly() throws {
        try cases().inspectionShowsKeysAndExpiryOnly()
    }

    func testInstancesOpenedTogetherAgree() async throws {
        try await cases().instancesOpenedTogetherAgree()
    }

    func testTheServiceIsChosenSaidOnceAndNoFileIsWritten() throws {
        let store = try makeStore()
        XCTAssertTrue(recorder.events.isEmpty, "opening the store asks the bus nothing")
        try store.setObject(Profile(name: "Ann", age: 30), forKey: devKey("ann"))
        XCTAssertEqual(store.backend, .secretService)
        XCTAssertEqual(store.inspectionName, "Keychain: Keychain")
        XCTAssertEqual(store.inspectionKeychainBackend, .secretService, "the viewer names it")
        _ = store.allKeys
        XCTAssertEqual(
            recorder.events,
            [
                .keychainBackend(
                    store: "Keychain", backend: .secretService, reason: "a Secret Service answers on the session bus")
            ])
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path), "no folder, no key, no entry on disk")
        XCTAssertNil(try store.entry(forKey: devKey("ann")).filePath)
    }

    func testATokenSavedIsInTheKeyringAndNotOnDisk() throws {
        let tokens = try KeychainStorageService<String>(
            config: KeychainConfig(name: "AuthKeychain", location: .directory(folder), directories: directories()),
            transformer: KeychainTransformerFactory.forString())
        try tokens.setObject("eyJ.access-token", forKey: UniqueStorageKey(value: "authTokens", instance: "dev"))

        let found = try session.secretTool(["search", "--all", "key", "authTokens"])
        XCTAssertTrue(found.contains("attribute.service = AuthKeychain"), found)
        XCTAssertTrue(found.contains("attribute.instance = dev"), found)
        XCTAssertTrue(found.contains("label = keychain-tests AuthKeychain: dev/authTokens"), found)
        XCTAssertTrue(found.contains("schema = keychain-tests.Keychain"), found)
        let secret = try session.secretTool([
            "lookup", "xdg:schema", "keychain-tests.Keychain", "service", "AuthKeychain", "instance", "dev", "key",
            "authTokens",
        ])
        let record = try JSONSerialization.jsonObject(with: Data(secret.utf8)) as? [String: Any]
        let payload = try XCTUnwrap((record?["payload"] as? String).flatMap { Data(base64Encoded: $0) })
        XCTAssertEqual(try KeychainTransformerFactory.forString().fromData(payload), "eyJ.access-token")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path))

        try tokens.removeObject(forKey: UniqueStorageKey(value: "authTokens", instance: "dev"))
        let (_, after) = try SecretServiceSession.run(
            "secret-tool", ["search", "--all", "key", "authTokens"], environment: try session.environment)
        XCTAssertFalse(after.contains("authTokens"), after)
    }

    func testTheFilesAreMovedIntoTheServiceOnceAndDeleted() throws {
        let files = try makeStore(name: "Moved", backend: .encryptedFiles)
        try files.setObject(Profile(name: "Ann", age: 30), forKey: devKey("ann"), expiry: .seconds(60))
        try files.setObject(Profile(name: "Bob", age: 4), forKey: prodKey("bob"))
        XCTAssertEqual(try entryFileNames(in: folder).count, 2)

        let store = try makeStore(name: "Moved")
        XCTAssertEqual(store.backend, .secretService)
        XCTAssertTrue(recorder.events.contains(.keychainMigrated(store: "Moved", count: 2)), "\(recorder.events)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path), "entries, key and folder are gone")
        XCTAssertEqual(Set(store.allKeys), [devKey("ann"), prodKey("bob")])
        XCTAssertEqual(try store.object(forKey: devKey("ann")), Profile(name: "Ann", age: 30))
        XCTAssertEqual(try store.entry(forKey: devKey("ann")).expiry, .date(clock.now.addingTimeInterval(60)))
        XCTAssertTrue(try session.secretTool(["search", "--all", "service", "Moved"]).contains("dev/ann"))

        let reopened = try makeStore(name: "Moved")
        XCTAssertEqual(reopened.allKeys.count, 2)
        XCTAssertEqual(recorder.events.filter { if case .keychainMigrated = $0 { true } else { false } }.count, 1)
    }

    func testAFileThatDoesNotOpenStopsTheMoveAndLosesNothing() throws {
        let files = try makeStore(name: "Moved", backend: .encryptedFiles)
        try files.setObject(Profile(name: "Ann", age: 30), forKey: devKey("ann"))
        try files.setObject(Profile(name: "Bob", age: 4), forKey: devKey("bob"))
        let bob = try XCTUnwrap(files.entry(forKey: devKey("bob")).filePath)
        var sealed = try Data(contentsOf: URL(fileURLWithPath: bob))
        sealed[sealed.count - 1] ^= 0x01
        try sealed.write(to: URL(fileURLWithPath: bob))
        let before = try entryFileNames(in: folder)

        let store = try makeStore(name: "Moved")
        XCTAssertEqual(store.backend, .encryptedFiles, "the files stay in use for this run")
        XCTAssertTrue(
            recorder.events.contains {
                if case .keychainMigrationFailed(store: "Moved", _) = $0 { true } else { false }
            }, "\(recorder.events)")
        XCTAssertEqual(try entryFileNames(in: folder), before)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.path + "/key"))
        XCTAssertEqual(try store.object(forKey: devKey("ann")).name, "Ann")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: bob)), sealed, "the damaged file is kept as it was")
    }
}
