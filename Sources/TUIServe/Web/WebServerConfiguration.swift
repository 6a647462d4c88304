/// Everything `WebServer` needs.
public struct WebServerConfiguration: Sendable {
    public var host: String
    public var port: Int
    public var tokens: WebTokens
    public var app: ServedApp
    public var userFolders: UserFolders
    /// The largest WebSocket message taken (a paste); a bigger one closes the connection.
    public var maximumMessageBytes = 1 << 20
    /// Screen updates to a tab held back beyond this many bytes are skipped (the screen
    /// itself is kept, so the tab gets it whole when it reads again)…
    public var outputHighWater = 1 << 20
    /// …and a tab still behind after this long is taken for gone and its session dropped.
    public var stallTimeout: Duration = .seconds(10)
    /// Screen updates are coalesced: at most one message a tab per this interval.
    public var frameInterval: Duration = .milliseconds(16)

    public init(host: String, port: Int, tokens: WebTokens, app: ServedApp, userFolders: UserFolders) {
        self.host = host
        self.port = port
        self.tokens = tokens
        self.app = app
        self.userFolders = userFolders
    }
}
