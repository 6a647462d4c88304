import Foundation
import XCTest

@testable import Storage

/// The keychain's and the PIN box's derivation labels are named after the app, so two apps
/// made from the template never open each other's secrets, and the showcase keeps the
/// exact labels it sealed its users' secrets under before the labels took the app's name.
final class AppNameLabelTests: XCTestCase {
    private var temporary: TemporaryDirectory!

    override func setUpWithError() throws {
        temporary = try TemporaryDirectory()
    }

    override func tearDown() {
        temporary = nil
    }

    func testTheShowcaseDerivesTheLabelsItUsedBefore() {
        let config = KeychainConfig(directories: StorageDirectories(appName: "example-tui", environment: [:]))
        XCTAssertEqual(config.derivationLabels.entries, "example-tui keychain entries v1")
        XCTAssertEqual(config.derivationLabels.fileNames, "example-tui keychain file names v1")
        let derivation = PinKeyDerivation.standard
        XCTAssertEqual(
            PinCryptoBox.authenticationLabel(
                appName: "example-tui", version: 1, dataKey: "PinCryptoBox.data", keyDerivation: derivation),
            "example-tui pin box 1|PinCryptoBox.data|\(derivation.identifier)|")
    }

    func testAnotherAppCannotOpenTheSameKeychainFolder() throws {
        let folder = temporary.appending("keychain")
        let first = try KeychainStorageService<Profile>(
            config: KeychainConfig(location: .directory(folder), directories: .temporary(appName: "first-app")))
        try first.setObject(Profile(name: "Ann", age: 30), forKey: devKey("ann"))

        let second = try KeychainStorageService<Profile>(
            config: KeychainConfig(location: .directory(folder), directories: .temporary(appName: "second-app")))
        XCTAssertEqual(second.allKeys, [], "the other app's entries do not decrypt")
        XCTAssertThrowsError(try second.object(forKey: devKey("ann")))

        let reopened = try KeychainStorageService<Profile>(
            config: KeychainConfig(location: .directory(folder), directories: .temporary(appName: "first-app")))
        XCTAssertEqual(try reopened.object(forKey: devKey("ann")), Profile(name: "Ann", age: 30))
    }

    func testAnotherAppCannotOpenAPinBox() throws {
        let store = InMemorySecureStore()
        let fast = PinKeyDerivation.scrypt(rounds: 1 << 14, blockSize: 8, parallelism: 1)
        let token = Data("refresh-token".utf8)
        try PinCryptoBox(secureStore: store, appName: "first-app", keyDerivation: fast).encrypt(
            data: token, auth: "1234")
        let other = PinCryptoBox(secureStore: store, appName: "second-app", keyDerivation: fast)
        XCTAssertThrowsError(try other.decrypt(auth: "1234"))
        let same = PinCryptoBox(secureStore: store, appName: "first-app", keyDerivation: fast)
        XCTAssertEqual(try same.decrypt(auth: "1234"), token)
    }
}
