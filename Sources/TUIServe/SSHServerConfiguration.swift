import NIOSSH

/// Who may come in over SSH.
public enum SSHAccess: Sendable {
    /// The keys of an `authorized_keys` file, each user's data kept by key.
    case authorizedKeys(AuthorizedKeys)
    /// Anyone, without a key (each session's data thrown away at its end), limited to so many
    /// new connections a minute per client address.
    case open(connectionsPerMinute: Int)
}

/// The app a session runs: the same executable with the route and options `serve` was given.
public struct ServedApp: Sendable {
    public var executable: String
    public var arguments: [String]
    /// Variables every session's app gets (PATH); the client's and the user's folder are added.
    public var baseEnvironment: [String: String]
    /// The variable that tells the app who is signed in (`<APP>_REMOTE_USER`).
    public var remoteUserVariable: String
    public var name: String

    public init(
        executable: String, arguments: [String], baseEnvironment: [String: String], remoteUserVariable: String,
        name: String
    ) {
        self.executable = executable
        self.arguments = arguments
        self.baseEnvironment = baseEnvironment
        self.remoteUserVariable = remoteUserVariable
        self.name = name
    }
}

/// Everything `SSHServer` needs.
public struct SSHServerConfiguration: Sendable {
    public var host: String
    public var port: Int
    public var hostKey: NIOSSHPrivateKey
    public var access: SSHAccess
    public var app: ServedApp
    public var userFolders: UserFolders
    /// A connection that has not signed in by then is closed (OpenSSH's LoginGraceTime).
    public var loginGraceTime: Duration = .seconds(30)
    /// Output to a client held back beyond this many bytes pauses the app's output…
    public var outputHighWater = 256 << 10
    /// …and if it stays paused this long the client is taken for gone and the session dropped.
    public var stallTimeout: Duration = .seconds(10)
    /// Environment requests a channel may make; later ones are refused.
    public var maximumEnvironmentRequests = 64
    /// Every connection starts with a PROXY protocol header (v1 or v2) from a load balancer,
    /// which names the client's address; one without is closed.
    public var proxyProtocol = false

    public init(
        host: String, port: Int, hostKey: NIOSSHPrivateKey, access: SSHAccess, app: ServedApp,
        userFolders: UserFolders
    ) {
        self.host = host
        self.port = port
        self.hostKey = hostKey
        self.access = access
        self.app = app
        self.userFolders = userFolders
    }
}
