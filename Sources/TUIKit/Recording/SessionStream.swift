import TUICore

/// Where a `SessionRecorder` streams the whole session as it happens, besides the bounded
/// tail it keeps for a bug report: `record` writes it to an asciicast file. The twin of what
/// `asciinema rec` captures, taken inside the app so that no relay stands between a key and
/// its frame.
///
/// The recorder calls `append` on the main actor, input as the window handles it and each
/// frame once it is on screen; an implementation hands the entry to a queue of its own and
/// returns at once (encoding a frame, `SessionStreamEntry.event`, is its work, off the
/// main actor).
public protocol SessionStream: AnyObject, Sendable {
    func append(_ entry: SessionStreamEntry)
}

/// One thing the session did, at a time in seconds since the recorder's start.
public enum SessionStreamEntry: Sendable {
    /// The bytes a terminal sends for an event the window handled.
    case input(time: Double, bytes: [UInt8])
    case resize(time: Double, size: Size)
    /// The rows a frame changed since the one before (all of them for the first frame and
    /// after a change of size); `opensScreen` for the session's first frame.
    case frame(time: Double, rows: [SessionFrameRow], opensScreen: Bool)

    public var time: Double {
        switch self {
        case .input(let time, _), .resize(let time, _), .frame(let time, _, _): time
        }
    }

    /// The entry as an asciicast event: output as ANSI text, input as the bytes typed, a
    /// resize as `COLSxROWS`.
    public var event: SessionRecording.Event {
        var sequences: [Style: [UInt8]] = [:]
        return event(sequences: &sequences)
    }

    /// `event`, taking each style's SGR sequence from `sequences` and keeping there the ones
    /// it makes: a stream that encodes every frame of a session (`record`) makes each style's
    /// once, not once a frame.
    public func event(sequences: inout [Style: [UInt8]]) -> SessionRecording.Event {
        switch self {
        case .input(let time, let bytes):
            SessionRecording.Event(time: time, kind: .input, data: String(decoding: bytes, as: UTF8.self))
        case .resize(let time, let size):
            SessionRecording.Event(time: time, kind: .resize, data: "\(size.width)x\(size.height)")
        case .frame(let time, let rows, let opensScreen):
            SessionRecording.Event(
                time: time, kind: .output,
                data: (opensScreen ? Self.enterScreen : "") + Self.ansi(rows, sequences: &sequences))
        }
    }

    /// The alternate screen, cleared, as the app's terminal showed it.
    public static let enterScreen = "\u{1B}[?1049h\u{1B}[H\u{1B}[2J"
    /// Back to the shell's screen, as the app's terminal does when it ends.
    public static let leaveScreen = "\u{1B}[?1049l"

    /// Each row moved to, cleared and written whole with its colours.
    public static func ansi(_ rows: [SessionFrameRow]) -> String {
        // A frame has few styles: each one's sequence is made once for all its rows.
        var sequences: [Style: [UInt8]] = [:]
        return ansi(rows, sequences: &sequences)
    }

    /// `ansi(_:)` with the styles' sequences taken from, and kept in, `sequences`.
    public static func ansi(_ rows: [SessionFrameRow], sequences: inout [Style: [UInt8]]) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(rows.reduce(0) { $0 + $1.cells.count * 2 + 32 })
        let reset = Array("\u{1B}[0m".utf8)
        for (row, cells) in rows {
            output.append(contentsOf: "\u{1B}[\(row + 1);1H".utf8)
            output.append(contentsOf: reset)
            output.append(contentsOf: [0x1B, 0x5B, 0x32, 0x4B])  // ESC [ 2 K
            ANSIFrameWriter.appendCells(cells, to: &output, sequences: &sequences)
            output.append(contentsOf: reset)
        }
        return String(decoding: output, as: UTF8.self)
    }
}

/// A row of a frame: its index on screen and its cells.
public typealias SessionFrameRow = (row: Int, cells: [Cell])
