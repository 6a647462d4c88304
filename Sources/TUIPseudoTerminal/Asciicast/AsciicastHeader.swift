/// The first line of an asciicast v2 file (https://docs.asciinema.org/manual/asciicast/v2/):
/// the terminal's size when recording began, when it began, and what it ran.
public struct AsciicastHeader: Sendable, Equatable {
    public var width: Int
    public var height: Int
    /// Seconds since 1970 when the recording began.
    public var timestamp: Int?
    /// `TERM` and `SHELL`, the variables asciinema itself records.
    public var environment: [String: String]
    public var title: String?
    /// The recording app's name and version, kept under `"x-<app>": {"version": …}`, a key
    /// players ignore.
    public var app: (name: String, version: String)?
    /// What a replay needs to build the same app (its route, language, theme, environment),
    /// kept beside the version in the same `"x-<app>"` object; empty in files written before
    /// there were any, or by other recorders.
    public var launch: [String: String]

    public init(
        width: Int, height: Int, timestamp: Int? = nil, environment: [String: String] = [:], title: String? = nil,
        app: (name: String, version: String)? = nil, launch: [String: String] = [:]
    ) {
        self.width = width
        self.height = height
        self.timestamp = timestamp
        self.environment = environment
        self.title = title
        self.app = app
        self.launch = launch
    }

    public static func == (lhs: AsciicastHeader, rhs: AsciicastHeader) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.timestamp == rhs.timestamp
            && lhs.environment == rhs.environment && lhs.title == rhs.title && lhs.app?.name == rhs.app?.name
            && lhs.app?.version == rhs.app?.version && lhs.launch == rhs.launch
    }

    /// The header as one line of JSON, without the newline; keys in a fixed order.
    public var jsonLine: String {
        var fields = ["\"version\": 2", "\"width\": \(width)", "\"height\": \(height)"]
        if let timestamp { fields.append("\"timestamp\": \(timestamp)") }
        if !environment.isEmpty {
            let pairs = environment.sorted { $0.key < $1.key }.map {
                "\(AsciicastJSON.quoted($0.key)): \(AsciicastJSON.quoted($0.value))"
            }
            fields.append("\"env\": {\(pairs.joined(separator: ", "))}")
        }
        if let title { fields.append("\"title\": \(AsciicastJSON.quoted(title))") }
        if let app {
            let pairs = [("version", app.version)] + launch.sorted { $0.key < $1.key }.filter { $0.key != "version" }
            let object = pairs.map { "\(AsciicastJSON.quoted($0.0)): \(AsciicastJSON.quoted($0.1))" }
            fields.append("\(AsciicastJSON.quoted("x-" + app.name)): {\(object.joined(separator: ", "))}")
        }
        return "{" + fields.joined(separator: ", ") + "}"
    }
}
