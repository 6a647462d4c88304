/// One event line of an asciicast v2 file: `[time, code, data]`.
public struct AsciicastEvent: Sendable, Equatable {
    /// What happened: the program wrote (`o`), the user typed (`i`), the terminal was
    /// resized (`r`, data `COLSxROWS`), or a marker (`m`); other codes are kept as read.
    public enum Kind: Sendable, Equatable {
        case output, input, resize, marker
        case other(String)

        public init(code: String) {
            switch code {
            case "o": self = .output
            case "i": self = .input
            case "r": self = .resize
            case "m": self = .marker
            default: self = .other(code)
            }
        }

        public var code: String {
            switch self {
            case .output: "o"
            case .input: "i"
            case .resize: "r"
            case .marker: "m"
            case .other(let code): code
            }
        }
    }

    /// Seconds since the recording began.
    public var time: Double
    public var kind: Kind
    public var data: String

    public init(time: Double, kind: Kind, data: String) {
        self.time = time
        self.kind = kind
        self.data = data
    }

    /// A resize's size, or nil when this is not one or its data is not `COLSxROWS`.
    public var size: (columns: Int, rows: Int)? {
        guard kind == .resize else { return nil }
        let parts = data.split(separator: "x")
        guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]) else { return nil }
        return (columns, rows)
    }

    /// The event as one line of JSON, without the newline, as the writer puts it.
    public var jsonLine: String {
        "[\(AsciicastJSON.time(time)), \(AsciicastJSON.quoted(kind.code)), \(AsciicastJSON.quoted(data))]"
    }
}
