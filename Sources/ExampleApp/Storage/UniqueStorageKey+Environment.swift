import Storage

extension UniqueStorageKey {
    /// A key in the current environment (`Environments.instance`), so dev and prod never
    /// read each other's entries: `UniqueStorageKey(value: "profile")`.
    init(value: T) {
        self.init(value: value, instance: Environments.instance.rawValue)
    }
}
