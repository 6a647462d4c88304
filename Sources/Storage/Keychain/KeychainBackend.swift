/// Which backend a keychain store may use (`KeychainConfig.backend`).
public enum KeychainBackendPreference: Sendable, Hashable {
    /// The Secret Service when one answers on the session bus that the configuration's
    /// environment names (`DBUS_SESSION_BUS_ADDRESS`, which must be this process's own), with
    /// an unlocked default keyring; the encrypted files otherwise (a server, SSH, CI).
    case automatic
    /// Always the encrypted files beside their key.
    case encryptedFiles
    /// Always the Secret Service: opening the store throws when none is usable.
    case secretService
}

/// Where a keychain store keeps its secrets, as the storage viewer and the log name it.
public enum KeychainBackend: String, Sendable, Hashable, CustomStringConvertible {
    /// The freedesktop Secret Service (GNOME Keyring, KWallet, KeePassXC) through libsecret.
    case secretService
    /// AES-GCM sealed files beside a 0600 key file.
    case encryptedFiles

    public var description: String {
        switch self {
        case .secretService: "Secret Service"
        case .encryptedFiles: "encrypted files"
        }
    }
}
