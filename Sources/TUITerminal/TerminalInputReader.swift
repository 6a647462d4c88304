import TUICore

/// Reads what waits on a terminal's input into events, and keeps its escape delay by the
/// clock: an ESC whose next byte came after the delay is the Escape key, even when the app
/// read both at once.
///
/// That happens on a busy machine. The app reads an ESC and waits the delay for the rest
/// of a sequence, but is scheduled again only later, when the user's next key has arrived
/// too: Esc then `q` read together would be Alt-q, and the quit key lost (the monkey test
/// found it under a load of 18 on two cores). A terminal writes a key's whole sequence at
/// once, so a sequence split at its ESC with the rest past the delay is two keys.
///
/// The reads, the wait and the clock are passed in, so tests can be late on purpose.
public struct TerminalInputReader {
    public var parser: TerminalInputParser
    /// How long the rest of a sequence may take to come after its ESC (as ncurses'
    /// ESCDELAY): until then, an ESC alone is not yet the Escape key.
    public var escapeDelay: Duration

    public init(parser: TerminalInputParser, escapeDelay: Duration = .milliseconds(25)) {
        self.parser = parser
        self.escapeDelay = escapeDelay
    }

    /// Every event waiting now. `read` fills the buffer as `read(2)` does: the number of
    /// bytes, 0 at the end of the input, -1 when none are waiting yet; `wait` blocks up to
    /// the given time for more and says whether some came; `now` is the clock.
    public mutating func readEvents(
        read: (UnsafeMutableRawBufferPointer) -> Int,
        wait: (Duration) -> Bool,
        now: () -> ContinuousClock.Instant = { ContinuousClock.now },
        buffer: inout [UInt8]
    ) -> [Event] {
        var events: [Event] = []
        while true {
            let count = buffer.withUnsafeMutableBytes(read)
            if count > 0 {
                events += parser.feed(buffer[..<count])
                continue
            }
            // Nothing more now (or the end of a file): wait for the rest of a sequence.
            guard count < 0, parser.isAwaitingMore else { break }
            let waited = now()
            guard wait(escapeDelay) else { break }
            // Scheduled late: what came, came after the delay (as far as the app can know),
            // so a lone ESC stands alone.
            if parser.isAfterLoneEscape, now() - waited >= escapeDelay { events += parser.expire() }
        }
        if parser.isAwaitingMore { events += parser.expire() }
        return events
    }
}
