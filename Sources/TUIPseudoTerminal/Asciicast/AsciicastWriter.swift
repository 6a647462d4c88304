#if canImport(Glibc)
    import Glibc
#endif

/// Writes an asciicast v2 file as a session happens: the header, then one line per output,
/// input or resize, each with its time since `start`. Output and input each carry a character
/// split across reads to their next event, so every line is valid JSON.
///
/// The file is created with mode 0600: the input events hold whatever the user typed.
public final class AsciicastWriter {
    public let path: String
    private let descriptor: Int32
    private let start: ContinuousClock.Instant
    private var output = UTF8Carry()
    private var input = UTF8Carry()
    private var lastTime: Double = 0
    private var buffer: [UInt8] = []

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
        buffer.append(contentsOf: Array((header.jsonLine + "\n").utf8))
        try flush()
    }

    deinit {
        try? finish()
        Glibc.close(descriptor)
    }

    /// The program wrote `bytes`.
    public func output(_ bytes: some Collection<UInt8>, at instant: ContinuousClock.Instant = .now) {
        let text = output.decode(bytes)
        if !text.isEmpty { append(.output, text, at: instant) }
    }

    /// The user typed `bytes`.
    public func input(_ bytes: some Collection<UInt8>, at instant: ContinuousClock.Instant = .now) {
        let text = input.decode(bytes)
        if !text.isEmpty { append(.input, text, at: instant) }
    }

    /// The terminal became `columns` × `rows`.
    public func resize(columns: Int, rows: Int, at instant: ContinuousClock.Instant = .now) {
        append(.resize, "\(columns)x\(rows)", at: instant)
    }

    /// Writes the events so far to the file.
    public func flush() throws(AsciicastError) {
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
        let restOut = output.flush()
        if !restOut.isEmpty { append(.output, restOut, at: instant) }
        let restIn = input.flush()
        if !restIn.isEmpty { append(.input, restIn, at: instant) }
        try flush()
    }

    private func append(_ kind: AsciicastEvent.Kind, _ data: String, at instant: ContinuousClock.Instant) {
        let elapsed = instant - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        // Times never go back, whatever order the callers' instants came in.
        lastTime = max(lastTime, seconds)
        let line =
            "[\(AsciicastJSON.time(lastTime)), \(AsciicastJSON.quoted(kind.code)), \(AsciicastJSON.quoted(data))]\n"
        buffer.append(contentsOf: line.utf8)
        if buffer.count >= 65536 { try? flush() }
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
