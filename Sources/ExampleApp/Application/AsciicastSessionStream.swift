import AppSupport
import Dispatch
import TUIKit
import TUIPseudoTerminal

/// `record`'s stream: the session the window's `SessionRecorder` hands over, written to an
/// asciicast v2 file on a thread of its own at a lower priority, so a key's frame never
/// waits for the file nor shares a core with its writing (the twin of `asciinema rec`,
/// taken inside the app instead of through a relay).
///
/// Entries are written in batches, within `linger` of their coming: a crash loses at most
/// those. `finish()` waits for the thread, marks the app's leaving its screen and closes the
/// file.
public final class AsciicastSessionStream: SessionStream, @unchecked Sendable {
    // `writer`, `lastTime`, `failure`, `isFinished` and `sequences` are touched on `thread` only.
    private let thread = LowPriorityThread(name: "record.asciicast", linger: AsciicastSessionStream.linger)
    private let writer: AsciicastWriter
    private var lastTime = 0.0
    private var failure: AsciicastError?
    private var isFinished = false
    /// Each style's SGR sequence, made once for the session (emptied past `maximumStyles`:
    /// a shimmer's shades are styles too).
    private var sequences: [Style: [UInt8]] = [:]
    private static let maximumStyles = 4_096

    /// How long the writer waits after a batch for the next entries: while keys come, the
    /// app hands it a frame at each without waking it (a futex call on the key's path) and
    /// the file gets one write a batch, not one a key.
    static let linger = Duration.milliseconds(20)

    public init(writer: AsciicastWriter) {
        self.writer = writer
    }

    public func append(_ entry: SessionStreamEntry) {
        thread.async { [self] in
            guard !isFinished else { return }
            if sequences.count > Self.maximumStyles { sequences.removeAll(keepingCapacity: true) }
            let event = entry.event(sequences: &sequences)
            writer.event(Self.kind(event.kind), event.data, time: event.time)
            lastTime = max(lastTime, event.time)
            // Flushed once the entries queued so far are written: one write a key, not one
            // for its input and another for its frame.
            if thread.isRunningTheLastJob { write { () throws(AsciicastError) in try writer.flush() } }
        }
    }

    /// Writes what is queued and the end of the app's screen; the first write that failed
    /// (a full disk, say), if one did. Entries after it are dropped.
    public func finish() -> AsciicastError? {
        thread.sync { [self] in
            if !isFinished {
                writer.event(.output, SessionStreamEntry.leaveScreen, time: lastTime)
                write { () throws(AsciicastError) in try writer.finish() }
                isFinished = true
            }
            return failure
        }
    }

    private func write(_ body: () throws(AsciicastError) -> Void) {
        do {
            try body()
        } catch {
            failure = failure ?? error
            isFinished = true
        }
    }

    private static func kind(_ kind: SessionRecording.Event.Kind) -> AsciicastEvent.Kind {
        switch kind {
        case .output: .output
        case .input: .input
        case .resize: .resize
        }
    }
}
