#if canImport(Glibc)
    import Glibc
#endif

/// `record`'s relay: what the user types goes to the program in the pseudo-terminal, what it
/// writes comes back to the user's terminal, and both, with resizes, go to the recording.
///
/// The user's terminal is in raw mode while it runs and restored on every way out. SIGWINCH
/// resizes the pseudo-terminal (a resize event); SIGINT, SIGTERM, SIGHUP and SIGQUIT go on
/// to the program, whose exit ends the relay.
public enum SessionRelay {
    /// Relays until the program ends; returns its exit status (its code, or 128 + signal).
    public static func run(
        terminal: PseudoTerminal, writer: AsciicastWriter, input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO
    ) throws(AsciicastError) -> Int32 {
        let signals = try SignalPipe(signals: [SIGWINCH, SIGCHLD, SIGINT, SIGTERM, SIGHUP, SIGQUIT])
        let rawMode = RawInputMode(descriptor: input)
        defer {
            rawMode.restore()
            signals.restore()
        }
        let master = terminal.masterDescriptor
        var inputOpen = true
        // Typed bytes the program has not taken yet: written as the master takes them, so a
        // long paste to a program busy writing never blocks the relay (which must keep
        // reading its output, or both would wait on each other).
        var pending: [UInt8] = []
        var lastFlush = ContinuousClock.now
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            var descriptors = [
                pollfd(fd: master, events: Int16(POLLIN) | (pending.isEmpty ? 0 : Int16(POLLOUT)), revents: 0),
                pollfd(fd: signals.readEnd, events: Int16(POLLIN), revents: 0),
                pollfd(fd: inputOpen && pending.count < 65536 ? input : -1, events: Int16(POLLIN), revents: 0),
            ]
            // A timeout as well as SIGCHLD: a child that ended before the handler was in place.
            let ready = poll(&descriptors, nfds_t(descriptors.count), 200)
            if ready < 0, errno != EINTR { break }
            if descriptors[0].revents & Int16(POLLIN) != 0 {
                while true {
                    let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
                    guard count > 0 else { break }
                    // The user's terminal first; the writer only keeps the bytes and their
                    // time, and escapes them when it flushes.
                    writeAll(output, buffer[0..<count])
                    writer.output(buffer[0..<count])
                }
            }
            if descriptors[2].revents != 0 {
                let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
                if count > 0 {
                    writer.input(buffer[0..<count])
                    pending.append(contentsOf: buffer[0..<count])
                } else if count == 0 || errno != EINTR && errno != EAGAIN {
                    // The input ended (a pipe, not a terminal): the program keeps running.
                    inputOpen = false
                }
            }
            if !pending.isEmpty {
                let written = pending.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
                if written > 0 { pending.removeFirst(written) }
            }
            // Only after SIGCHLD, a quiet 200 ms or each half second (an end before the handler
            // was in place): no system call a key's path does not need.
            var mayHaveEnded = ready == 0 || ContinuousClock.now - lastFlush > .milliseconds(500)
            for signal in descriptors[1].revents != 0 ? signals.pending() : [] {
                switch signal {
                case SIGWINCH:
                    if let size = RawInputMode.size(of: output) ?? RawInputMode.size(of: input),
                        size.columns != terminal.columns || size.rows != terminal.rows
                    {
                        terminal.setWindowSize(rows: size.rows, columns: size.columns)
                        writer.resize(columns: size.columns, rows: size.rows)
                    }
                case SIGCHLD: mayHaveEnded = true
                default: kill(terminal.processID, signal)
                }
            }
            let stops = terminal.stopCount
            if mayHaveEnded, let status = terminal.exitStatusIfEnded() {
                // What it wrote last, still in the master.
                while true {
                    let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
                    guard count > 0 else { break }
                    writeAll(output, buffer[0..<count])
                    writer.output(buffer[0..<count])
                }
                try writer.finish()
                return status
            }
            if terminal.stopCount != stops {
                // The app stopped itself (Ctrl-Z): so does record, with the user's terminal as
                // it was, and `fg` continues both.
                while true {
                    let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
                    guard count > 0 else { break }
                    writeAll(output, buffer[0..<count])
                    writer.output(buffer[0..<count])
                }
                try? writer.flush()
                rawMode.restore()
                kill(getpid(), SIGSTOP)
                rawMode.enter()
                if let size = RawInputMode.size(of: output) ?? RawInputMode.size(of: input),
                    size.columns != terminal.columns || size.rows != terminal.rows
                {
                    terminal.setWindowSize(rows: size.rows, columns: size.columns)
                    writer.resize(columns: size.columns, rows: size.rows)
                }
                kill(-terminal.processID, SIGCONT)
            }
            // To the file when the session is idle (200 ms without a byte), else about twice a
            // second (and when a lot is waiting): the escaping and the write are never between
            // a key and its frame, and a crash of the app loses nothing (what it wrote is read
            // above until it has ended).
            if ready == 0 && writer.hasPendingEvents || ContinuousClock.now - lastFlush > .milliseconds(500) {
                try? writer.flush()
                lastFlush = .now
            }
        }
        try writer.finish()
        return terminal.waitForExit(timeout: .seconds(5)) ?? 1
    }
}
