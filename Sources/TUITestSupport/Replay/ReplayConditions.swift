import TUICore
import TUIPseudoTerminal

/// What a recording says the app it recorded started with, for a replay to build the same
/// app: the terminal's size, and the route, language, theme and environment `record` keeps
/// in its header (`"x-<app>"`). A file without them (an older one, another recorder's)
/// leaves them nil, and the app's builder picks its defaults.
public struct ReplayConditions: Sendable {
    public var size: Size
    /// The route the app opened, as a URL (`myapp://settings`).
    public var route: String?
    /// A `Language` raw value (`en`).
    public var language: String?
    /// A `Theme` raw value (`dark`).
    public var theme: String?
    /// The app's environment (`dev`).
    public var environment: String?
    public var header: AsciicastHeader

    public init(header: AsciicastHeader) {
        self.header = header
        size = Size(width: header.width, height: header.height)
        route = header.launch["route"]
        language = header.launch["lang"]
        theme = header.launch["theme"]
        environment = header.launch["env"]
    }
}
