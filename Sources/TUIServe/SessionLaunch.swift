/// How to start a served session's app, and who it is for.
public struct SessionLaunch: Sendable {
    public var executable: String
    public var arguments: [String]
    /// Exactly the app's environment: nothing of the server's leaks in but what is put here.
    public var environment: [String: String]
    public var size: WindowSize
    /// Who (a user name and key fingerprint, or "anonymous") and from where, for the log.
    public var user: String
    public var remoteAddress: String

    public init(
        executable: String, arguments: [String], environment: [String: String], size: WindowSize, user: String,
        remoteAddress: String
    ) {
        self.executable = executable
        self.arguments = arguments
        self.environment = environment
        self.size = size
        self.user = user
        self.remoteAddress = remoteAddress
    }
}

/// A terminal's size as a client asks for it, made safe: 0 (SSH's "not given") becomes the
/// usual 80×24 and a huge one is cut to what an app can lay out without running out of memory.
public struct WindowSize: Sendable, Hashable {
    public let columns: Int
    public let rows: Int

    public static let maximumColumns = 1000
    public static let maximumRows = 500

    public init(columns: Int, rows: Int) {
        self.columns = columns <= 0 ? 80 : min(columns, Self.maximumColumns)
        self.rows = rows <= 0 ? 24 : min(rows, Self.maximumRows)
    }
}
