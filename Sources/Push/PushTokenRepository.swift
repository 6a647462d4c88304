import Foundation
import Storage
import Synchronization

/// The device's push token (the template's `PushTokenRepository`): 32 random bytes as hex,
/// generated once and kept in the keychain store, so it stays the same across launches as
/// an APNs token does.
public final class PushTokenRepository: Sendable {
    public typealias Store = any Storable<UniqueStorageKey<String>, String>

    private let store: Store
    private let key: UniqueStorageKey<String>
    private let generate: @Sendable () -> String
    private let lock = Mutex(())

    /// `instance` scopes the token to an environment (`dev`, `prod`); `generate` makes a new
    /// token (tests pass a fixed one).
    public init(store: Store, instance: String, generate: @escaping @Sendable () -> String = randomToken) {
        self.store = store
        key = UniqueStorageKey(value: "push-token", instance: instance)
        self.generate = generate
    }

    /// 32 random bytes as 64 lowercase hex digits, the size of an APNs device token.
    @Sendable
    public static func randomToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<32).map { _ in String(format: "%02x", UInt8.random(in: .min ... .max, using: &generator)) }
            .joined()
    }

    /// The stored token, generating and storing it the first time.
    public func token() throws -> String {
        try lock.withLock { _ in
            if store.objectExists(forKey: key) { return try store.object(forKey: key) }
            let token = generate()
            try store.setObject(token, forKey: key)
            return token
        }
    }

    /// The token with all but its last `visible` characters masked, for screens and logs.
    public static func masked(_ token: String, visible: Int = 4) -> String {
        String(repeating: "•", count: max(0, token.count - visible)) + token.suffix(visible)
    }
}
