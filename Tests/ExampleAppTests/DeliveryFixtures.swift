import Foundation
import Push
import Storage

/// Seeds the state the platform demos read, so their frames do not depend on chance.
enum DeliveryFixtures {
    static let token = "5f3c9a7e21d04b8f96a1c3e5d7f9b2a4c6e8f0a1b3d5c7e9f1a3b5c7d9e1f2a3"

    /// Stores a known push token where the app's keychain store looks.
    static func storeToken(
        _ value: String = token, instance: String = "dev", in directories: StorageDirectories
    ) throws {
        let store = try KeychainStorageService<String>(config: KeychainConfig(directories: directories))
        _ = try PushTokenRepository(store: store, instance: instance, generate: { value }).token()
    }

    /// Stores an answer to the push permission alert.
    static func storeAuthorization(_ status: PushAuthorizationStatus, in directories: StorageDirectories) throws {
        PushAuthorizationStore(fileURL: try directories.data().appendingPathComponent("push-authorization.json"))
            .save(status: status, options: status == .authorized ? [.alert, .sound, .badge] : [])
    }

    static func pushDemo(_ directories: StorageDirectories) throws {
        try storeToken(in: directories)
    }

    static func authorizedPushDemo(_ directories: StorageDirectories) throws {
        try storeToken(in: directories)
        try storeAuthorization(.authorized, in: directories)
    }
}
