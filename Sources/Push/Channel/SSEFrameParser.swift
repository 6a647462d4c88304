/// Reads a `text/event-stream` byte by byte into events, as the WHATWG HTML standard's
/// "event stream interpretation" says (lines end in CR, LF or CRLF, `:` starts a comment,
/// `data` lines join, `id` carries over, `retry` sets the reconnection time). A pure value:
/// the push channel feeds it what the network hands over, in pieces cut anywhere, and the
/// fuzz target feeds it anything.
///
/// It keeps at most `maximumEventBytes` of one event (its lines together): a larger event
/// is skipped to its blank line, holding nothing more, and reported as `.oversized`, so a
/// 10 MB event costs no memory. Lines the standard ignores (an unknown field, an `id` with
/// NUL) are reported as `.ignoredLine` for the log.
///
/// ```swift
/// var parser = SSEFrameParser()
/// for item in parser.feed(Array("id: 7\ndata: {\"aps\":…}\n\n".utf8)) { … }
/// parser.lastEventId  // "7": the Last-Event-ID header of the next connection
/// ```
public struct SSEFrameParser: Sendable {
    /// What one `feed` found, in the order of the stream.
    public enum Item: Sendable, Equatable {
        case event(SSEEvent)
        /// A line the standard ignores, cut to 80 characters for the log.
        case ignoredLine(String)
        /// An event over `maximumEventBytes`, skipped; `bytes` is its size as read.
        case oversized(bytes: Int)
    }

    /// The default cap on one event: 1 MiB, far over a push (4 KiB) yet small to hold.
    public static let defaultMaximumEventBytes = 1 << 20

    public let maximumEventBytes: Int
    /// The last id of the events read whole (an oversized one's too: it was seen and
    /// skipped): the `Last-Event-ID` to reconnect with. An event cut by a dropped connection
    /// does not count, so the server sends it again.
    public private(set) var lastEventId = ""
    /// The server's `retry:` in milliseconds, when it sent one.
    public private(set) var reconnectionTime: Int?

    /// The `id:` of the event being read, which becomes `lastEventId` at its blank line.
    private var idBuffer = ""
    private var line: [UInt8] = []
    /// The length of the current line, counted even while its bytes are not kept.
    private var lineLength = 0
    private var data: [UInt8] = []
    private var hasData = false
    private var eventType = ""
    /// The bytes of the current event so far (its lines and their ends).
    private var eventBytes = 0
    private var discarding = false
    /// A CR ended the last line; an LF right after it belongs to that line end.
    private var afterCarriageReturn = false
    /// How much of a UTF-8 byte order mark opened the stream so far; nil once past it.
    private var byteOrderMark: Int? = 0
    private static let byteOrderMarkBytes: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// `lastEventId` continues a stream read before (a launch ago).
    public init(maximumEventBytes: Int = defaultMaximumEventBytes, lastEventId: String = "") {
        self.maximumEventBytes = max(1, maximumEventBytes)
        self.lastEventId = lastEventId
        idBuffer = lastEventId
    }

    /// Reads the next bytes of the stream and returns what they completed.
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [Item] {
        var items: [Item] = []
        for byte in bytes {
            if let matched = byteOrderMark {
                // A byte order mark at the very start is not part of the first line.
                if Self.byteOrderMarkBytes[matched] == byte {
                    byteOrderMark = matched + 1 == 3 ? nil : matched + 1
                    continue
                }
                byteOrderMark = nil
                for earlier in Self.byteOrderMarkBytes.prefix(matched) { take(earlier, into: &items) }
            }
            take(byte, into: &items)
        }
        return items
    }

    /// The stream ended: an event without its blank line is dropped, as the standard says,
    /// and the parser is ready for a new connection (keeping `lastEventId`).
    public mutating func reset() {
        clearEvent()
        idBuffer = lastEventId
        afterCarriageReturn = false
        byteOrderMark = 0
    }

    private mutating func take(_ byte: UInt8, into items: inout [Item]) {
        if afterCarriageReturn {
            afterCarriageReturn = false
            if byte == 0x0A { return }
        }
        if byte == 0x0A || byte == 0x0D {
            afterCarriageReturn = byte == 0x0D
            endLine(into: &items)
            return
        }
        eventBytes += 1
        lineLength += 1
        if discarding { return }
        if eventBytes > maximumEventBytes {
            // Over the cap: nothing more of this event is kept.
            discarding = true
            line = []
            data = []
            return
        }
        line.append(byte)
    }

    private mutating func endLine(into items: inout [Item]) {
        defer {
            line.removeAll(keepingCapacity: line.count <= 4096)
            lineLength = 0
        }
        if lineLength == 0 {
            if discarding {
                items.append(.oversized(bytes: eventBytes))
                lastEventId = idBuffer
                clearEvent()
            } else {
                dispatch(into: &items)
            }
            return
        }
        eventBytes += 1
        if !discarding { process(line, into: &items) }
    }

    private mutating func process(_ line: [UInt8], into items: inout [Item]) {
        if line.first == UInt8(ascii: ":") { return }
        let colon = line.firstIndex(of: UInt8(ascii: ":"))
        let name = colon.map { line[..<$0] } ?? line[...]
        var value = colon.map { line[($0 + 1)...] } ?? []
        if value.first == UInt8(ascii: " ") { value = value.dropFirst() }
        switch String(decoding: name, as: UTF8.self) {
        case "event":
            eventType = String(decoding: value, as: UTF8.self)
        case "data":
            if hasData { data.append(0x0A) }
            data.append(contentsOf: value)
            hasData = true
        case "id":
            if value.contains(0) {
                items.append(.ignoredLine("id with a NUL byte"))
            } else {
                idBuffer = String(decoding: value, as: UTF8.self)
            }
        case "retry":
            if !value.isEmpty, value.count <= 9, value.allSatisfy({ (0x30...0x39).contains($0) }) {
                reconnectionTime = Int(String(decoding: value, as: UTF8.self))
            } else {
                items.append(.ignoredLine(Self.excerpt(line)))
            }
        default:
            items.append(.ignoredLine(Self.excerpt(line)))
        }
    }

    private mutating func dispatch(into items: inout [Item]) {
        defer { clearEvent() }
        lastEventId = idBuffer
        guard hasData else { return }
        items.append(
            .event(
                SSEEvent(
                    type: eventType.isEmpty ? "message" : eventType, data: String(decoding: data, as: UTF8.self),
                    lastEventId: lastEventId)))
    }

    private mutating func clearEvent() {
        data.removeAll(keepingCapacity: data.count <= 4096)
        line.removeAll(keepingCapacity: line.count <= 4096)
        lineLength = 0
        hasData = false
        eventType = ""
        eventBytes = 0
        discarding = false
    }

    private static func excerpt(_ line: [UInt8]) -> String {
        let text = String(decoding: line.prefix(80), as: UTF8.self)
        return line.count > 80 ? text + "…" : text
    }
}
