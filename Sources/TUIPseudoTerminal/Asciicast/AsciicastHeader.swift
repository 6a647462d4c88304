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

    public init(
        width: Int, height: Int, timestamp: Int? = nil, environment: [String: String] = [:], title: String? = nil,
        app: (name: String, version: String)? = nil
    ) {
        self.width = width
        self.height = height
        self.timestamp = timestamp
        self.environment = environment
        self.title = title
        self.app = app
    }

    public static func == (lhs: AsciicastHeader, rhs: AsciicastHeader) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.timestamp == rhs.timestamp
            && lhs.environment == rhs.environment && lhs.title == rhs.title && lhs.app?.name == rhs.app?.name
            && lhs.app?.version == rhs.app?.version
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
            fields.append(
                "\(AsciicastJSON.quoted("x-" + app.name)): {\"version\": \(AsciicastJSON.quoted(app.version))}")
        }
        return "{" + fields.joined(separator: ", ") + "}"
    }
}
