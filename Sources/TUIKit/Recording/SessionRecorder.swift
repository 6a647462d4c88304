import Foundation
import TUICore

/// The session so far, kept in memory for a bug report (`recording()`): the events the
/// window handled, as the bytes a terminal sends for them (`TerminalInputEncoder`), its
/// resizes, and its frames, each with its time by the window's clock.
///
/// Bounded: at most `Limits.events` entries and about `Limits.bytes` of them; past either,
/// the oldest go, folded into the screen they leave behind, so the recording still starts
/// from a whole screen (`SessionRecording.isTrimmed` says its start is not the app's).
///
/// Cheap while nothing is saved: a frame keeps only the rows that changed since the one
/// before, found after the frame is on screen (`commitFrame()`) by comparing the rows'
/// memory first, and nothing is encoded until a report is made.
/// The window's host feeds it (`Window.sessionRecorder`). With a `stream` it also hands every
/// entry, unbounded, to that stream as it happens (`record`).
@MainActor
public final class SessionRecorder {
    public struct Limits: Sendable {
        public var events: Int
        public var bytes: Int

        public init(events: Int = 2_000, bytes: Int = 8 << 20) {
            self.events = max(2, events)
            self.bytes = max(1, bytes)
        }
    }

    /// One thing that happened, at a time by the window's clock.
    enum Entry {
        case input(Duration, [UInt8])
        case resize(Duration, Size)
        /// The frame's size and the rows that changed since the frame before (all of them
        /// after a change of size).
        case frame(Duration, Size, [(row: Int, cells: [Cell])])

        var time: Duration {
            switch self {
            case .input(let time, _), .resize(let time, _), .frame(let time, _, _): time
            }
        }
    }

    public let limits: Limits
    /// When the session began by the window's clock: time 0 of the recording.
    public let start: Duration
    private var entries: [Entry] = []
    /// The first entry still kept (older ones are dropped in batches, not one by one).
    private var head = 0
    private var bytes = 0
    /// The screen the dropped entries left: where the kept ones start from.
    private var base: (time: Duration, size: Size, rows: [[Cell]])?
    /// The last frame seen, to tell which rows the next one changed: its size, and its cells
    /// in a buffer of the recorder's own that each frame's changed rows are copied into.
    /// Holding the window's canvas instead kept each frame's cells (a buffer the size of the
    /// screen) alive a frame longer, and freeing them then shrank and regrew the allocator's
    /// heap every frame.
    private var lastSize: Size?
    private var lastCells: [Cell] = []
    /// The frame shown last, not yet compared (`commitFrame()`).
    private var pending: (time: Duration, canvas: Canvas)?
    /// Whether entries were dropped.
    private var dropped = false
    /// Where the whole session goes as well, as it happens.
    public let stream: (any SessionStream)?
    /// Whether the stream has had its first frame.
    private var streamedFrame = false

    public init(start: Duration, limits: Limits = Limits(), stream: (any SessionStream)? = nil) {
        self.start = start
        self.limits = limits
        self.stream = stream
    }

    /// How many entries are kept now.
    public var count: Int { entries.count - head }
    /// About how many bytes the kept entries take.
    public var byteCount: Int { bytes }

    /// The window handled `event`: kept as input when a terminal would have sent bytes for
    /// it, as a resize when it is one.
    public func record(_ event: Event, at time: Duration) {
        commitFrame()
        if case .resize(let size) = event {
            append(.resize(time, size), bytes: 32)
            stream?.append(.resize(time: seconds(since: start, time), size: size))
        } else if let encoded = TerminalInputEncoder.bytes(for: event) {
            append(.input(time, encoded), bytes: 32 + encoded.count)
            stream?.append(.input(time: seconds(since: start, time), bytes: encoded))
        }
    }

    /// The window showed `canvas`. Only kept here: which rows it changed is found by
    /// `commitFrame()`, which the host calls once the frame is on screen, so a key's frame
    /// does not wait for it.
    public func record(frame canvas: Canvas, at time: Duration) {
        commitFrame()
        pending = (time, canvas)
    }

    /// Keeps the frame last shown as the rows it changed since the one before. The host
    /// calls it after each frame is on screen; anything recorded next calls it first.
    public func commitFrame() {
        guard let (time, canvas) = pending else { return }
        pending = nil
        let width = canvas.size.width
        var rows: [(row: Int, cells: [Cell])] = []
        if lastSize != canvas.size {
            rows = (0..<canvas.size.height).map { ($0, Array(canvas.cells[$0 * width..<($0 + 1) * width])) }
            lastSize = canvas.size
            lastCells = canvas.cells
            // Its own copy now, so the window's buffer is not held.
            lastCells.withUnsafeMutableBufferPointer { _ in }
        } else {
            canvas.cells.withUnsafeBytes { new in
                lastCells.withUnsafeMutableBufferPointer { old in
                    let oldBytes = UnsafeRawBufferPointer(old)
                    let rowBytes = width * MemoryLayout<Cell>.stride
                    for y in 0..<canvas.size.height {
                        let range = y * width..<(y + 1) * width
                        // Equal memory is equal cells; unequal memory may still be (the unused
                        // bytes of an enum's payload are not always the same), so ask the cells.
                        if memcmp(new.baseAddress! + y * rowBytes, oldBytes.baseAddress! + y * rowBytes, rowBytes) == 0
                            || Self.equal(canvas.cells, old, in: range)
                        {
                            continue
                        }
                        let row = Array(canvas.cells[range])
                        rows.append((y, row))
                        for (offset, cell) in row.enumerated() { old[range.lowerBound + offset] = cell }
                    }
                }
            }
        }
        guard !rows.isEmpty else { return }
        append(.frame(time, canvas.size, rows), bytes: 48 + rows.count * (width * MemoryLayout<Cell>.stride + 32))
        if let stream {
            stream.append(.frame(time: seconds(since: start, time), rows: rows, opensScreen: !streamedFrame))
            streamedFrame = true
        }
    }

    /// `time` as seconds since `origin`, never below 0.
    private func seconds(since origin: Duration, _ time: Duration) -> Double {
        let elapsed = time - origin
        return max(0, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }

    /// Whether `new` and `old` hold equal cells in `range`: a plain loop, stopping at the
    /// first difference (a generic comparison of slices costs several times as much).
    private static func equal(_ new: [Cell], _ old: UnsafeMutableBufferPointer<Cell>, in range: Range<Int>) -> Bool {
        for index in range where new[index] != old[index] { return false }
        return true
    }

    private func append(_ entry: Entry, bytes size: Int) {
        entries.append(entry)
        bytes += size
        if count > limits.events || bytes > limits.bytes { trim() }
    }

    /// Drops the oldest entries until a tenth of each limit is free, folding their frames
    /// into `base`.
    private func trim() {
        while count > 1, count > limits.events * 9 / 10 || bytes > limits.bytes * 9 / 10 {
            let entry = entries[head]
            head += 1
            dropped = true
            switch entry {
            case .input(_, let input): bytes -= 32 + input.count
            case .resize: bytes -= 32
            case .frame(let time, let size, let rows):
                bytes -= 48 + rows.count * (size.width * MemoryLayout<Cell>.stride + 32)
                var screen =
                    base.flatMap { $0.size == size ? $0.rows : nil }
                    ?? Array(repeating: Array(repeating: Cell.blank, count: size.width), count: size.height)
                for (row, cells) in rows { screen[row] = cells }
                base = (time, size, screen)
            }
            if let base, entry.time > base.time { self.base?.time = entry.time }
        }
        if head > 64, head * 2 > entries.count {
            entries.removeFirst(head)
            head = 0
        }
    }

    /// The recording kept so far: its events from the first kept screen on, times in seconds
    /// since the session began (or since the first kept screen, when older ones were
    /// dropped), the screen's output as ANSI text (`ANSIFrameWriter`'s cells, each changed
    /// row rewritten whole). Input after the last frame is left out: it is what asked for
    /// the recording (the key that saves a report), whose frame is not in it.
    public func recording() -> SessionRecording {
        commitFrame()
        let kept = entries[head...]
        let origin = base?.time ?? start
        func seconds(_ time: Duration) -> Double { self.seconds(since: origin, time) }
        var events: [SessionRecording.Event] = []
        var size = base?.size
        if let base {
            events.append(
                .init(
                    time: 0, kind: .output,
                    data: SessionStreamEntry.enterScreen
                        + SessionStreamEntry.ansi(base.rows.enumerated().map { ($0.offset, $0.element) })))
        }
        for entry in kept {
            switch entry {
            case .input(let time, let input):
                let data = String(decoding: input, as: UTF8.self)
                // Events handled together (one read) stay together: one input event.
                if let previous = events.last, previous.kind == .input, previous.time == seconds(time) {
                    events[events.count - 1].data += data
                } else {
                    events.append(.init(time: seconds(time), kind: .input, data: data))
                }
            case .resize(let time, let newSize):
                events.append(.init(time: seconds(time), kind: .resize, data: "\(newSize.width)x\(newSize.height)"))
            case .frame(let time, let frameSize, let rows):
                let opening = size == nil ? SessionStreamEntry.enterScreen : ""
                if size == nil { size = frameSize }
                events.append(.init(time: seconds(time), kind: .output, data: opening + SessionStreamEntry.ansi(rows)))
            }
        }
        let lastFrame = events.lastIndex { $0.kind == .output } ?? -1
        events.removeSubrange((lastFrame + 1)...)
        let initial = size ?? lastSize ?? Size(width: 80, height: 24)
        return SessionRecording(size: initial, events: events, isTrimmed: dropped)
    }
}
