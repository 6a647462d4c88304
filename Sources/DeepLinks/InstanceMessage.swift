import Foundation

/// One message to the running instance over its socket. The frame is the magic `ETUI`, a
/// kind byte (`L` a link, `P` a push, `S` a mock scenario, `W` watch the log), the payload's
/// length as a big-endian `UInt32`, then the payload: the URL in UTF-8, the push file's JSON,
/// the scenario's name, or nothing.
public enum InstanceMessage: Sendable, Equatable {
    case link(String)
    case push(Data)
    /// Switch the mock backend's scenario (`console --scenario`, Pulse's remote mocks).
    case scenario(String)
    /// Keep the connection open and hear a line each time the app's log store commits a
    /// batch (`console --follow`).
    case watchLogs

    /// The largest payload accepted: more is not a link or a push, so it is refused unread.
    public static let maximumPayload = 64 * 1024
    static let magic = Data("ETUI".utf8)
    static let headerLength = magic.count + 1 + 4

    public var encoded: Data {
        let (kind, payload): (UInt8, Data) =
            switch self {
            case .link(let url): (UInt8(ascii: "L"), Data(url.utf8))
            case .push(let json): (UInt8(ascii: "P"), json)
            case .scenario(let name): (UInt8(ascii: "S"), Data(name.utf8))
            case .watchLogs: (UInt8(ascii: "W"), Data())
            }
        var data = Self.magic
        data.append(kind)
        withUnsafeBytes(of: UInt32(payload.count).bigEndian) { data.append(contentsOf: $0) }
        data.append(payload)
        return data
    }

    /// What reading a frame from the start of `data` gives.
    public enum Decoded: Equatable, Sendable {
        /// More bytes are needed.
        case incomplete
        case message(InstanceMessage)
        case invalid(String)
    }

    public static func decode(_ data: Data) -> Decoded {
        let bytes = [UInt8](data.prefix(headerLength))
        let start = bytes.prefix(magic.count)
        guard start.elementsEqual(magic.prefix(start.count)) else { return .invalid("not an instance message") }
        guard bytes.count == headerLength else { return .incomplete }
        let length = bytes[5...8].reduce(0) { $0 << 8 | Int($1) }
        guard length <= maximumPayload else { return .invalid("message of \(length) bytes is too large") }
        guard data.count >= headerLength + length else { return .incomplete }
        let payload = Data(data.dropFirst(headerLength).prefix(length))
        switch bytes[4] {
        case UInt8(ascii: "L"):
            guard let url = String(data: payload, encoding: .utf8) else { return .invalid("the link is not UTF-8") }
            return .message(.link(url))
        case UInt8(ascii: "P"):
            return .message(.push(payload))
        case UInt8(ascii: "S"):
            guard let name = String(data: payload, encoding: .utf8) else {
                return .invalid("the scenario is not UTF-8")
            }
            return .message(.scenario(name))
        case UInt8(ascii: "W"):
            return payload.isEmpty ? .message(.watchLogs) : .invalid("a watch takes no payload")
        default:
            return .invalid("unknown message kind \(bytes[4])")
        }
    }
}

/// The instance's answer to a message: one line, `ok` or `error: <reason>`.
public enum InstanceReply: Sendable, Equatable {
    case accepted
    case rejected(String)

    public var encoded: Data {
        switch self {
        case .accepted: Data("ok\n".utf8)
        case .rejected(let reason): Data("error: \(reason)\n".utf8)
        }
    }

    /// Why a connection the instance closed without a word failed.
    public static let unanswered = "the instance closed the connection without answering"

    public init(decoding data: Data) {
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if text == "ok" {
            self = .accepted
        } else if text.hasPrefix("error: ") {
            self = .rejected(String(text.dropFirst("error: ".count)))
        } else {
            self = .rejected(text.isEmpty ? Self.unanswered : text)
        }
    }
}
