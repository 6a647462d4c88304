import Foundation
import NIOCore
import NIOSSH

/// Who signed in on one connection (event-loop bound: the delegate and the channels of one
/// connection share it).
final class SSHConnectionState: @unchecked Sendable {
    enum User {
        case key(name: String, fingerprint: SSHKeyFingerprint)
        case anonymous(name: String)
    }

    /// `host:port` (`[v6]:port`): the peer's, or the client's a PROXY header named.
    var remoteAddress: String
    /// Who signed in; nil until then. Signing in cancels `loginGrace`.
    var user: User? {
        didSet {
            guard user != nil else { return }
            loginGrace?.cancel()
            loginGrace = nil
        }
    }
    /// The timer that closes a connection nobody has signed in on by the grace time. It
    /// goes at sign-in, not when the connection closes: an idle server has no timer due.
    var loginGrace: Scheduled<Void>?

    init(remoteAddress: String) {
        self.remoteAddress = remoteAddress
    }

    /// The address without its port, which the rate limit counts by.
    var remoteHost: String {
        guard let colon = remoteAddress.lastIndex(of: ":") else { return remoteAddress }
        return String(remoteAddress[..<colon]).trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
    }

    /// For the log and the app: `alice (SHA256:…)`, or `anonymous (alice)`.
    var userDescription: String {
        switch user {
        case .key(let name, let fingerprint): return "\(Self.printable(name)) (\(fingerprint))"
        case .anonymous(let name): return "anonymous (\(Self.printable(name)))"
        case nil: return "nobody"
        }
    }

    /// A client-chosen name, cut short and without controls, for a log line.
    static func printable(_ name: String) -> String {
        String(name.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }.prefix(64).map(Character.init))
    }
}

/// Public keys from the authorized keys file, or anyone with `--open`; never passwords.
final class SSHAuthenticationDelegate: NIOSSHServerUserAuthenticationDelegate, @unchecked Sendable {
    let access: SSHAccess
    let connection: SSHConnectionState

    init(access: SSHAccess, connection: SSHConnectionState) {
        self.access = access
        self.connection = connection
    }

    var supportedAuthenticationMethods: NIOSSHAvailableUserAuthenticationMethods { .publicKey }

    func requestReceived(
        request: NIOSSHUserAuthenticationRequest,
        responsePromise: EventLoopPromise<NIOSSHUserAuthenticationOutcome>
    ) {
        switch (access, request.request) {
        case (.authorizedKeys(let keys), .publicKey(let offer)):
            guard let entry = keys.entry(for: offer.publicKey) else {
                responsePromise.succeed(.failure)
                return
            }
            connection.user = .key(name: request.username, fingerprint: entry.fingerprint)
            responsePromise.succeed(.success)
        case (.open, .none), (.open, .publicKey):
            connection.user = .anonymous(name: request.username)
            responsePromise.succeed(.success)
        default:
            responsePromise.succeed(.failure)
        }
    }
}
