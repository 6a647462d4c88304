import Crypto
import Foundation
import NIOSSH

/// A public key's fingerprint as OpenSSH prints it (`ssh-keygen -lf`, the `ssh` client's
/// host key prompt): `SHA256:` and the unpadded base64 of the SHA-256 of the key's wire form.
public struct SSHKeyFingerprint: Hashable, Sendable, CustomStringConvertible {
    /// `SHA256:…`.
    public let description: String

    public init(_ key: NIOSSHPublicKey) {
        self.init(wireForm: Self.wireForm(of: key))
    }

    /// The fingerprint of a key's wire form (the base64 field of an `authorized_keys` line).
    public init(wireForm: Data) {
        let digest = Data(SHA256.hash(data: wireForm)).base64EncodedString()
        description = "SHA256:" + digest.replacingOccurrences(of: "=", with: "")
    }

    /// The fingerprint as a folder name: base64's `/` and `+` replaced (`_`, `-`), no prefix.
    public var folderName: String {
        String(description.dropFirst("SHA256:".count))
            .replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "+", with: "-")
    }

    /// The key's wire form, from its OpenSSH one-line form (swift-nio-ssh keeps the encoder internal).
    static func wireForm(of key: NIOSSHPublicKey) -> Data {
        let line = String(openSSHPublicKey: key)
        let fields = line.split(separator: " ")
        guard fields.count >= 2, let data = Data(base64Encoded: String(fields[1])) else { return Data(line.utf8) }
        return data
    }
}
