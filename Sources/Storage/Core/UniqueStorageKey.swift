/// A key scoped to an environment instance (the template's `UniqueStorageKey`).
///
/// Two keys with the same value but different instances (`dev`, `prod`) are different keys,
/// so entries stored while running against one backend are never read against another,
/// even when both share a store or a directory.
///
/// ```swift
/// enum CacheKey: String, Codable, Sendable { case profile, cities }
/// let key = UniqueStorageKey(value: CacheKey.profile, instance: Environments.instance.rawValue)
/// ```
///
/// `T` may be a `String` or, for typed keys, an enum of the keys a repository uses.
public struct UniqueStorageKey<T: Hashable & Sendable>: Hashable, Sendable {
    /// The key within its instance.
    public let value: T
    /// The environment the key belongs to, such as `dev` or `prod`.
    public let instance: String

    public init(value: T, instance: String) {
        self.value = value
        self.instance = instance
    }
}

extension UniqueStorageKey: Codable where T: Codable {}

extension UniqueStorageKey: CustomStringConvertible {
    public var description: String { "\(instance)/\(value)" }
}
