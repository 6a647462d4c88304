import Crypto
import Foundation
import _CryptoExtras

/// Encrypts data under a secret the user knows (the utilities' `CryptoBox`).
public protocol CryptoBox: Sendable {
    /// Seals `data` under `auth` and stores it, replacing what was stored.
    func encrypt(data: Data, auth: String) throws
    /// The stored data, opened with `auth`.
    func decrypt(auth: String) throws -> Data
}

/// How a PIN becomes a key. Both are password hashing functions from swift-crypto; the
/// parameters are stored with each record, so stronger defaults later still open old records.
public enum PinKeyDerivation: Sendable, Hashable, Codable {
    /// scrypt (memory-hard): `rounds` is N, a power of two; memory is 128·N·blockSize bytes.
    case scrypt(rounds: Int, blockSize: Int, parallelism: Int)
    /// PBKDF2-HMAC-SHA256; swift-crypto refuses fewer than 210,000 rounds.
    case pbkdf2SHA256(rounds: Int)

    /// scrypt with N = 2^17, r = 8, p = 1 (128 MiB): OWASP's recommendation for scrypt.
    public static let standard = PinKeyDerivation.scrypt(rounds: 1 << 17, blockSize: 8, parallelism: 1)

    /// A record may not make the box spend more than this on one derivation.
    private static let maxMemory = 1 << 30

    func deriveKey(pin: String, salt: Data) throws(PinCryptoBoxError) -> SymmetricKey {
        do {
            switch self {
            case .scrypt(let rounds, let blockSize, let parallelism):
                guard rounds > 1, rounds & (rounds - 1) == 0, blockSize > 0, parallelism > 0,
                    128 * rounds * blockSize * parallelism <= Self.maxMemory
                else { throw PinCryptoBoxError.unreadableRecord("scrypt parameters out of range") }
                return try KDF.Scrypt.deriveKey(
                    from: Data(pin.utf8),
                    salt: salt,
                    outputByteCount: 32,
                    rounds: rounds,
                    blockSize: blockSize,
                    parallelism: parallelism
                )
            case .pbkdf2SHA256(let rounds):
                // Named Insecure in swift-crypto only because PBKDF2 is not memory-hard.
                return try KDF.Insecure.PBKDF2.deriveKey(
                    from: Data(pin.utf8),
                    salt: salt,
                    using: .sha256,
                    outputByteCount: 32,
                    rounds: rounds
                )
            }
        } catch let error as PinCryptoBoxError {
            throw error
        } catch {
            throw .unreadableRecord("key derivation failed: \(error)")
        }
    }

    var identifier: String {
        switch self {
        case .scrypt(let rounds, let blockSize, let parallelism): "scrypt:\(rounds):\(blockSize):\(parallelism)"
        case .pbkdf2SHA256(let rounds): "pbkdf2-sha256:\(rounds)"
        }
    }
}

/// What a `PinCryptoBox` throws.
public enum PinCryptoBoxError: Error, Hashable, Sendable {
    /// The PIN does not open the record. AES-GCM cannot tell a wrong PIN from a record
    /// altered in storage; either way nothing is returned.
    case wrongPin
    /// Nothing is stored yet.
    case noSecret
    /// An empty PIN was given.
    case emptyPin
    /// The stored record is not one this box can read.
    case unreadableRecord(String)
}

/// A secret sealed under a PIN (the utilities' `PinCryptoBox`, without its weaknesses).
///
/// `encrypt` draws a fresh random 16-byte salt, derives a 256-bit key from the PIN with a
/// password hashing function (scrypt by default, `PinKeyDerivation`), seals the data with
/// AES-256-GCM, and stores one record (format version, derivation parameters, salt, sealed
/// box) under `dataKey`; the record's header is authenticated with the data. Neither the PIN,
/// a hash of it nor the derived key is stored, so the PIN is needed to open the box.
///
/// A PIN has little entropy: whoever copies the record can try every 4-digit PIN offline,
/// each try costing one derivation (128 MiB of scrypt with the defaults). Keep the record in a
/// `KeychainSecureStore`, so that copying it also takes the keychain's key file, and limit
/// attempts in the app.
///
/// ```swift
/// let store = KeychainSecureStore(keychain: keychain, instance: "prod")
/// let box = PinCryptoBox(secureStore: store, appName: identity.name)
/// try box.encrypt(data: token, auth: "1234")
/// let token = try box.decrypt(auth: "1234")   // PinCryptoBoxError.wrongPin for another PIN
/// ```
public struct PinCryptoBox: CryptoBox {
    private struct Record: Codable {
        let version: Int
        let keyDerivation: PinKeyDerivation
        let salt: Data
        let sealed: Data
    }

    private static let version = 1
    private static let saltLength = 16

    private let secureStore: any SecureStore
    private let appName: String
    private let dataKey: String
    private let keyDerivation: PinKeyDerivation

    /// `appName` is the app identity's name: it is bound into every record, so a record
    /// sealed by one app never opens in another (and a renamed app's old records do not open).
    public init(
        secureStore: any SecureStore,
        appName: String,
        dataKey: String = "PinCryptoBox.data",
        keyDerivation: PinKeyDerivation = .standard
    ) {
        self.secureStore = secureStore
        self.appName = appName
        self.dataKey = dataKey
        self.keyDerivation = keyDerivation
    }

    public func encrypt(data: Data, auth pin: String) throws {
        guard !pin.isEmpty else { throw PinCryptoBoxError.emptyPin }
        var generator = SystemRandomNumberGenerator()
        let salt = Data((0..<Self.saltLength).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
        let key = try keyDerivation.deriveKey(pin: pin, salt: salt)
        let box = try AES.GCM.seal(
            data,
            using: key,
            authenticating: authenticatedData(version: Self.version, keyDerivation: keyDerivation, salt: salt)
        )
        guard let sealed = box.combined else { throw PinCryptoBoxError.unreadableRecord("no combined box") }
        let record = Record(version: Self.version, keyDerivation: keyDerivation, salt: salt, sealed: sealed)
        try secureStore.setData(try JSONEncoder().encode(record), forKey: dataKey)
    }

    public func decrypt(auth pin: String) throws -> Data {
        guard !pin.isEmpty else { throw PinCryptoBoxError.emptyPin }
        let record = try storedRecord()
        let key = try record.keyDerivation.deriveKey(pin: pin, salt: record.salt)
        let box: AES.GCM.SealedBox
        do {
            box = try AES.GCM.SealedBox(combined: record.sealed)
        } catch {
            throw PinCryptoBoxError.unreadableRecord("sealed box: \(error)")
        }
        do {
            return try AES.GCM.open(
                box,
                using: key,
                authenticating: authenticatedData(
                    version: record.version,
                    keyDerivation: record.keyDerivation,
                    salt: record.salt
                )
            )
        } catch {
            throw PinCryptoBoxError.wrongPin
        }
    }

    /// Re-seals the stored data under `newPin` (with a new salt and the box's derivation).
    public func changePin(from oldPin: String, to newPin: String) throws {
        try encrypt(data: try decrypt(auth: oldPin), auth: newPin)
    }

    /// Whether a record is stored.
    public var hasSecret: Bool {
        ((try? secureStore.data(forKey: dataKey)) ?? nil) != nil
    }

    /// The salt of the stored record (public knowledge: it is stored in the clear).
    public func storedSalt() throws -> Data {
        try storedRecord().salt
    }

    /// Removes the stored record.
    public func reset() throws {
        try secureStore.removeData(forKey: dataKey)
    }

    private func storedRecord() throws -> Record {
        guard let data = try secureStore.data(forKey: dataKey) else { throw PinCryptoBoxError.noSecret }
        let record: Record
        do {
            record = try JSONDecoder().decode(Record.self, from: data)
        } catch {
            throw PinCryptoBoxError.unreadableRecord("\(error)")
        }
        guard record.version == Self.version else {
            throw PinCryptoBoxError.unreadableRecord("format version \(record.version)")
        }
        return record
    }

    /// Binds the record's header and its place in the store to the ciphertext.
    private func authenticatedData(version: Int, keyDerivation: PinKeyDerivation, salt: Data) -> Data {
        Data(
            Self.authenticationLabel(appName: appName, version: version, dataKey: dataKey, keyDerivation: keyDerivation)
                .utf8)
            + salt
    }

    /// The text bound into a record before its salt.
    static func authenticationLabel(
        appName: String, version: Int, dataKey: String, keyDerivation: PinKeyDerivation
    ) -> String {
        "\(appName) pin box \(version)|\(dataKey)|\(keyDerivation.identifier)|"
    }
}
