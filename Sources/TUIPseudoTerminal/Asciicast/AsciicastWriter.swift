#if canImport(Glibc)
    import Glibc
#endif

/// Writes an asciicast v2 file as a session happens: the header, then one line per output,
/// input or resize, each with its time since `start`. Output and input each carry a character
/// split across reads to their next event, so every line is valid JSON.
///
/// An event is kept as its bytes and time until `flush()`: the escaping and the write happen
/// then, off the way from a key to its frame (the relay flushes when the session is idle,
/// twice a second and at the end). What is kept is lost if this process dies before that.
///
/// The file is created with mode 0600: the input events hold whatever the user typed.
public final class AsciicastWriter {
    public let path: String
    private let descriptor: Int32
    private let start: ContinuousClock.Instant
    private var output = UTF8Carry()
    private var input = UTF8Carry()
    private var lastTime: Double = 0
    /// The bytes of the events not yet escaped, one after the other.
    private var pendingBytes: [UInt8] = []
    /// The events not yet escaped: kind, time, and where their bytes end in `pendingBytes`.
    private var pendingEvents: [(kind: AsciicastEvent.Kind, time: Double, end: Int)] = []
    /// The lines not yet written.
    private var buffer: [UInt8] = []

    /// Unescaped bytes kept at most before a flush: a paste or a burst of frames is written
    /// in pieces of about this size.
    public static let pendingLimit = 1 << 16

    /// Creates `path` (replacing a file there; never following a symbolic link to another)
    /// and writes `header`.
    public init(path: String, header: AsciicastHeader, start: ContinuousClock.Instant = .now) throws(AsciicastError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { throw .cannotWrite(path, String(cString: strerror(errno))) }
        // An existing file keeps its mode through O_TRUNC: make it private too.
        _ = fchmod(descriptor, 0o600)
        self.path = path
        self.descriptor = descriptor
        self.start = start
        pendingBytes.reserveCapacity(Self.pendingLimit)
        buffer.append(contentsOf: Array((header.jsonLine + "\n").utf8))
        try flush()
    }

    deinit {
        try? finish()
        Glibc.close(descriptor)
    }

    /// Whether events wait to be written.
    public var hasPendingEvents: Bool { !pendingEvents.isEmpty || !buffer.isEmpty }

    /// The program wrote `bytes`.
    public func output(_ bytes: some Collection<UInt8>, at instant: ContinuousClock.Instant = .now) {
        keep(.output, bytes, at: instant)
    }

    /// The user typed `bytes`.
    public func input(_ bytes: some Collection<UInt8>, at instant: ContinuousClock.Instant = .now) {
        keep(.input, bytes, at: instant)
    }

    /// The terminal became `columns` × `rows`.
    public func resize(columns: Int, rows: Int, at instant: ContinuousClock.Instant = .now) {
        keep(.resize, Array("\(columns)x\(rows)".utf8), at: instant)
    }

    /// An event already decoded, at `time` seconds since the start (a session streamed from
    /// inside the app, whose recorder keeps its own clock); written at the next flush.
    public func event(_ kind: AsciicastEvent.Kind, _ data: String, time: Double) {
        encodePending()
        guard !data.isEmpty else { return }
        append(kind, data, time: time)
    }

    /// Escapes the events so far and writes them to the file.
    public func flush() throws(AsciicastError) {
        encodePending()
        var offset = 0
        while offset < buffer.count {
            let written = buffer[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                buffer.removeAll()
                throw .cannotWrite(path, String(cString: strerror(errno)))
            }
            offset += written
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes what the carries still hold (an unfinished character as U+FFFD) and flushes.
    public func finish(at instant: ContinuousClock.Instant = .now) throws(AsciicastError) {
        encodePending()
        let time = seconds(at: instant)
        let restOut = output.flush()
        if !restOut.isEmpty { append(.output, restOut, time: time) }
        let restIn = input.flush()
        if !restIn.isEmpty { append(.input, restIn, time: time) }
        try flush()
    }

    private func keep(_ kind: AsciicastEvent.Kind, _ bytes: some Collection<UInt8>, at instant: ContinuousClock.Instant)
    {
        guard !bytes.isEmpty else { return }
        pendingBytes.append(contentsOf: bytes)
        pendingEvents.append((kind, seconds(at: instant), pendingBytes.count))
        if pendingBytes.count >= Self.pendingLimit { try? flush() }
    }

    private func seconds(at instant: ContinuousClock.Instant) -> Double {
        let elapsed = instant - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    /// The kept events as lines in `buffer`, in the order they came.
    private func encodePending() {
        var begin = 0
        for event in pendingEvents {
            let bytes = pendingBytes[begin..<event.end]
            begin = event.end
            let text: String
            switch event.kind {
            case .output: text = output.decode(bytes)
            case .input: text = input.decode(bytes)
            default: text = String(decoding: bytes, as: UTF8.self)
            }
            if !text.isEmpty { append(event.kind, text, time: event.time) }
        }
        pendingEvents.removeAll(keepingCapacity: true)
        pendingBytes.removeAll(keepingCapacity: true)
    }

    private func append(_ kind: AsciicastEvent.Kind, _ data: String, time: Double) {
        // Times never go back, whatever order the callers' instants came in.
        lastTime = max(lastTime, time)
        buffer.append(UInt8(ascii: "["))
        buffer.append(contentsOf: AsciicastJSON.time(lastTime).utf8)
        buffer.append(contentsOf: ", ".utf8)
        AsciicastJSON.appendQuoted(kind.code, to: &buffer)
        buffer.append(contentsOf: ", ".utf8)
        AsciicastJSON.appendQuoted(data, to: &buffer)
        buffer.append(contentsOf: "]\n".utf8)
    }
}

/// Why a recording could not be written or read.
public enum AsciicastError: Error, Equatable, CustomStringConvertible {
    case cannotWrite(String, String)
    case cannotRead(String, String)
    case empty
    /// Line `line` (1-based) is not what asciicast v2 has there.
    case malformed(line: Int, reason: String)
    case unsupportedVersion(String)

    public var description: String {
        switch self {
        case .cannotWrite(let path, let reason): "cannot write \(path): \(reason)"
        case .cannotRead(let path, let reason): "cannot read \(path): \(reason)"
        case .empty: "not an asciicast file: it is empty"
        case .malformed(let line, let reason): "not an asciicast v2 file: line \(line): \(reason)"
        case .unsupportedVersion(let version): "asciicast version \(version) is not supported (only version 2)"
        }
    }
}
