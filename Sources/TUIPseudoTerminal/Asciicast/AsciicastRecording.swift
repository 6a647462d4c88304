import Foundation

/// A recording read back from an asciicast v2 file: its header and events.
public struct AsciicastRecording: Sendable {
    public var header: AsciicastHeader
    public var events: [AsciicastEvent]
    /// The file's last line was cut off (a recorder killed mid-write): `events` holds every
    /// line before it.
    public var isTruncated: Bool

    public init(header: AsciicastHeader, events: [AsciicastEvent], isTruncated: Bool = false) {
        self.header = header
        self.events = events
        self.isTruncated = isTruncated
    }

    /// Reads the file at `path`.
    public init(contentsOf path: String) throws(AsciicastError) {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .cannotRead(path, (error as NSError).localizedDescription)
        }
        try self.init(data: data)
    }

    /// Parses `data`: a header line, then one event per line (blank lines skipped). A last
    /// line that does not parse and has no newline after it is taken as cut off, not wrong.
    public init(data: Data) throws(AsciicastError) {
        let bytes = [UInt8](data)
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let endsWithNewline = bytes.last == UInt8(ascii: "\n")
        if endsWithNewline { lines.removeLast() }
        guard let first = lines.first, !first.allSatisfy({ $0 == 0x20 || $0 == 0x0D }) else { throw .empty }
        let header = try Self.header(Data(first))
        var events: [AsciicastEvent] = []
        var truncated = false
        for (index, line) in lines.enumerated().dropFirst() {
            if line.allSatisfy({ $0 == 0x20 || $0 == 0x0D }) { continue }
            do {
                events.append(try Self.event(Data(line), line: index + 1))
            } catch {
                if index == lines.count - 1, !endsWithNewline {
                    truncated = true
                } else {
                    throw error
                }
            }
        }
        self.init(header: header, events: events, isTruncated: truncated)
    }

    private static func header(_ line: Data) throws(AsciicastError) -> AsciicastHeader {
        guard let object = try? JSONSerialization.jsonObject(with: line),
            let fields = object as? [String: Any]
        else { throw .malformed(line: 1, reason: "the header is not a JSON object") }
        guard let version = fields["version"] else { throw .malformed(line: 1, reason: "the header has no version") }
        guard let number = version as? NSNumber, !Self.isBoolean(number), number.doubleValue == 2 else {
            throw .unsupportedVersion("\(version)")
        }
        guard let width = (fields["width"] as? NSNumber)?.intValue,
            let height = (fields["height"] as? NSNumber)?.intValue,
            (1...10_000).contains(width), (1...10_000).contains(height)
        else { throw .malformed(line: 1, reason: "the header's width and height are not sizes of a terminal") }
        var header = AsciicastHeader(width: width, height: height)
        header.timestamp = (fields["timestamp"] as? NSNumber)?.intValue
        header.title = fields["title"] as? String
        if let environment = fields["env"] as? [String: Any] {
            header.environment = environment.compactMapValues { $0 as? String }
        }
        for (key, value) in fields where key.hasPrefix("x-") {
            guard let object = value as? [String: Any], let version = object["version"] as? String else { continue }
            header.app = (String(key.dropFirst(2)), version)
            header.launch = object.compactMapValues { $0 as? String }.filter { $0.key != "version" }
        }
        return header
    }

    private static func event(_ line: Data, line number: Int) throws(AsciicastError) -> AsciicastEvent {
        guard let object = try? JSONSerialization.jsonObject(with: line), let array = object as? [Any] else {
            throw .malformed(line: number, reason: "an event is not a JSON array")
        }
        guard array.count == 3, let time = array[0] as? NSNumber, !Self.isBoolean(time), let code = array[1] as? String,
            let data = array[2] as? String
        else { throw .malformed(line: number, reason: "an event is not [time, code, data]") }
        let seconds = time.doubleValue
        guard seconds.isFinite, seconds >= 0 else {
            throw .malformed(line: number, reason: "an event's time is not a number of seconds")
        }
        return AsciicastEvent(time: seconds, kind: AsciicastEvent.Kind(code: code), data: data)
    }

    /// Whether JSON's `true`/`false` came as this number: on Linux `is Bool` holds for 0 and
    /// 1 too, so ask for the type it was made from.
    private static func isBoolean(_ number: NSNumber) -> Bool {
        String(cString: number.objCType) == "c"
    }
}
