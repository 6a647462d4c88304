import CNcurses

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Puts the terminal back the way it was when the process dies: on a crash (SIGSEGV,
/// SIGILL from a Swift trap, SIGABRT, …) there is no time for ncurses, so the saved
/// termios and a precomputed reset sequence are written with async-signal-safe calls only.
enum TerminalRestorer {
    /// Captured once before curses mode; read only from signal handlers afterwards.
    nonisolated(unsafe) private static var savedTermios = termios()
    nonisolated(unsafe) private static var hasSavedTermios = false
    nonisolated(unsafe) private static var resetSequence: UnsafeMutableBufferPointer<UInt8>?
    nonisolated(unsafe) private static var isArmed = false
    /// The handlers that were installed before ours (the Swift runtime's backtracer), put
    /// back before the signal is raised again so crash reports still appear.
    nonisolated(unsafe) private static var previousActions = Array(repeating: Glibc.sigaction(), count: 32)

    static let fatalSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP]

    /// Saves the terminal's modes. Call before entering curses mode.
    static func saveModes(fd: Int32) {
        hasSavedTermios = tcgetattr(fd, &savedTermios) == 0
    }

    /// Arms the crash handlers with the bytes that undo curses mode on this terminal.
    static func arm(resetBytes: [UInt8]) {
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, resetBytes.count))
        _ = buffer.initialize(from: resetBytes)
        resetSequence = UnsafeMutableBufferPointer(rebasing: buffer[0..<resetBytes.count])
        isArmed = true
        for signal in fatalSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signal in
                TerminalRestorer.restoreFromSignal()
                if signal >= 0, signal < 32 {
                    sigaction(signal, &TerminalRestorer.previousActions[Int(signal)], nil)
                } else {
                    Glibc.signal(signal, SIG_DFL)
                }
                raise(signal)
            }
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, &previousActions[Int(signal)])
        }
    }

    /// Stops the crash handlers from touching the terminal (after a normal restore).
    static func disarm() {
        isArmed = false
    }

    /// Async-signal-safe: write(2) and tcsetattr(3) only.
    static func restoreFromSignal() {
        guard isArmed else { return }
        isArmed = false
        if let resetSequence, let base = resetSequence.baseAddress {
            _ = write(STDOUT_FILENO, base, resetSequence.count)
        }
        if hasSavedTermios {
            _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &savedTermios)
        }
    }
}
