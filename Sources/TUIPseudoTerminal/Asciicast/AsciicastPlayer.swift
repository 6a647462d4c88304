#if canImport(Glibc)
    import Glibc
#endif

/// `replay`'s player: writes a recording's output to this terminal at its pace, or `speed`
/// times faster, with idle gaps cut to `maxWait` seconds. q, Q, Esc or Ctrl-C stops it. The
/// player is the twin of `asciinema play`.
public struct AsciicastPlayer {
    /// How a playback ended.
    public enum Outcome: Sendable, Equatable {
        case finished
        case stopped
    }

    public var speed: Double
    public var maxWait: Double?

    public init(speed: Double = 1, maxWait: Double? = nil) {
        self.speed = speed > 0 && speed.isFinite ? speed : 1
        self.maxWait = maxWait.flatMap { $0 >= 0 && $0.isFinite ? $0 : nil }
    }

    /// Sequences that undo what a program stopped halfway may have left on: the alternate
    /// screen, mouse reports, bracketed paste, a hidden cursor, colours.
    static let resetSequence = Array(
        "\u{1B}[0m\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1003l\u{1B}[?1006l\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l".utf8)

    /// Plays `recording`'s output events to `output`, reading keys from `input`.
    public func play(_ recording: AsciicastRecording, input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO)
        -> Outcome
    {
        let rawMode = RawInputMode(descriptor: input)
        defer { rawMode.restore() }
        var inputOpen = true
        var previous = 0.0
        var stopped = false
        for event in recording.events where event.kind == .output {
            var gap = max(0, event.time - previous)
            if let maxWait { gap = min(gap, maxWait) }
            previous = event.time
            let deadline = ContinuousClock.now + .microseconds(Int64(gap / speed * 1_000_000))
            while !stopped {
                let remaining = deadline - ContinuousClock.now
                let milliseconds = Int32(
                    clamping: remaining.components.seconds * 1000
                        + remaining.components.attoseconds / 1_000_000_000_000_000)
                var descriptor = pollfd(fd: inputOpen ? input : -1, events: Int16(POLLIN), revents: 0)
                let ready = poll(&descriptor, 1, max(0, milliseconds))
                if ready > 0 {
                    var bytes = [UInt8](repeating: 0, count: 256)
                    let count = bytes.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
                    if count <= 0 {
                        inputOpen = false
                    } else if bytes[0..<count].contains(where: { [0x03, 0x1B, 0x71, 0x51].contains($0) }) {
                        stopped = true
                    }
                }
                if milliseconds <= 0 { break }
            }
            if stopped { break }
            writeAll(output, Array(event.data.utf8))
        }
        if stopped { writeAll(output, Self.resetSequence) }
        return stopped ? .stopped : .finished
    }
}
