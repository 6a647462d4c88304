import Foundation
import Storage
import XCTest

final class PinCryptoBoxTests: XCTestCase {
    /// Cheaper than the default so the suite stays quick; the default is tested once below.
    private let fastScrypt = PinKeyDerivation.scrypt(rounds: 1 << 10, blockSize: 8, parallelism: 1)
    private let token = Data("refresh-token-42".utf8)

    private func makeBox(
        store: any SecureStore = InMemorySecureStore(),
        keyDerivation: PinKeyDerivation? = nil
    ) -> PinCryptoBox {
        PinCryptoBox(secureStore: store, appName: "app", keyDerivation: keyDerivation ?? fastScrypt)
    }

    private func assertThrows(
        _ expected: PinCryptoBoxError,
        _ body: @autoclosure () throws -> some Any,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        XCTAssertThrowsError(try body(), file: file, line: line) { error in
            XCTAssertEqual(error as? PinCryptoBoxError, expected, file: file, line: line)
        }
    }

    func testTheRightPinOpensAndAWrongOneThrows() throws {
        let box = makeBox()
        try box.encrypt(data: token, auth: "1234")
        XCTAssertEqual(try box.decrypt(auth: "1234"), token)
        assertThrows(.wrongPin, try box.decrypt(auth: "1235"))
        assertThrows(.wrongPin, try box.decrypt(auth: "12345"))
        assertThrows(.emptyPin, try box.decrypt(auth: ""))
    }

    func testPBKDF2OpensWithTheRightPinOnly() throws {
        let box = makeBox(keyDerivation: .pbkdf2SHA256(rounds: 210_000))
        try box.encrypt(data: token, auth: "0000")
        XCTAssertEqual(try box.decrypt(auth: "0000"), token)
        assertThrows(.wrongPin, try box.decrypt(auth: "0001"))
    }

    func testTooFewPBKDF2RoundsAreRefused() {
        let box = makeBox(keyDerivation: .pbkdf2SHA256(rounds: 1000))
        XCTAssertThrowsError(try box.encrypt(data: token, auth: "1234")) { error in
            guard case .unreadableRecord = error as? PinCryptoBoxError else { return XCTFail("got \(error)") }
        }
    }

    func testTheDefaultDerivationWorks() throws {
        let box = PinCryptoBox(secureStore: InMemorySecureStore(), appName: "app")
        try box.encrypt(data: token, auth: "2580")
        XCTAssertEqual(try box.decrypt(auth: "2580"), token)
    }

    func testSaltDiffersPerBoxAndPerEncryption() throws {
        let first = makeBox()
        let second = makeBox()
        try first.encrypt(data: token, auth: "1234")
        try second.encrypt(data: token, auth: "1234")
        let firstSalt = try first.storedSalt()
        XCTAssertEqual(firstSalt.count, 16)
        XCTAssertNotEqual(firstSalt, try second.storedSalt())
        try first.encrypt(data: token, auth: "1234")
        XCTAssertNotEqual(firstSalt, try first.storedSalt())
    }

    func testNothingButCiphertextIsStored() throws {
        let store = InMemorySecureStore()
        let box = makeBox(store: store)
        try box.encrypt(data: token, auth: "987654")
        let record = try XCTUnwrap(store.data(forKey: "PinCryptoBox.data"))
        XCTAssertNil(record.range(of: token))
        XCTAssertNil(record.range(of: Data("987654".utf8)))
    }

    func testChangePinAndReset() throws {
        let box = makeBox()
        assertThrows(.noSecret, try box.decrypt(auth: "1234"))
        XCTAssertFalse(box.hasSecret)
        try box.encrypt(data: token, auth: "1234")
        XCTAssertTrue(box.hasSecret)
        assertThrows(.wrongPin, try box.changePin(from: "0000", to: "5555"))
        try box.changePin(from: "1234", to: "5555")
        assertThrows(.wrongPin, try box.decrypt(auth: "1234"))
        XCTAssertEqual(try box.decrypt(auth: "5555"), token)
        try box.reset()
        assertThrows(.noSecret, try box.decrypt(auth: "5555"))
    }

    func testAnAlteredRecordNeverOpens() throws {
        let store = InMemorySecureStore()
        let box = makeBox(store: store)
        try box.encrypt(data: token, auth: "1234")
        let record = try XCTUnwrap(store.data(forKey: "PinCryptoBox.data"))
        var json = try XCTUnwrap(JSONSerialization.jsonObject(with: record) as? [String: Any])

        // A weaker derivation written into the record changes the authenticated header.
        json["keyDerivation"] = ["scrypt": ["rounds": 1 << 13, "blockSize": 8, "parallelism": 1]]
        try store.setData(JSONSerialization.data(withJSONObject: json), forKey: "PinCryptoBox.data")
        assertThrows(.wrongPin, try box.decrypt(auth: "1234"))

        try store.setData(Data("garbage".utf8), forKey: "PinCryptoBox.data")
        XCTAssertThrowsError(try box.decrypt(auth: "1234")) { error in
            guard case .unreadableRecord = error as? PinCryptoBoxError else { return XCTFail("got \(error)") }
        }
    }

    func testRecordsLiveInTheKeychain() throws {
        let temporary = try TemporaryDirectory()
        let keychain = try KeychainStorageService<Data>(
            config: KeychainConfig(location: .directory(temporary.appending("keychain")), directories: .temporary()),
            transformer: TransformerFactory.forData()
        )
        let dev = makeBox(store: KeychainSecureStore(keychain: keychain, instance: "dev"))
        let prod = makeBox(store: KeychainSecureStore(keychain: keychain, instance: "prod"))
        try dev.encrypt(data: token, auth: "1111")
        XCTAssertFalse(prod.hasSecret, "instances are separate")
        XCTAssertEqual(try dev.decrypt(auth: "1111"), token)
        XCTAssertEqual(keychain.allKeys, [UniqueStorageKey(value: "PinCryptoBox.data", instance: "dev")])
        try dev.reset()
        XCTAssertEqual(keychain.allKeys, [])
    }
}
