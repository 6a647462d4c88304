#if canImport(Glibc)
    import Glibc
#endif

/// The write end of the self-pipe the handlers write to: a signal handler can only call
/// async-signal-safe functions, so it writes the signal's number and the relay's poll wakes.
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1

/// Signals turned into bytes on a pipe a poll loop can watch (Linux's `signalfd` is not
/// imported into Swift). Installing replaces the signals' handlers until `restore()`.
/// One at a time per process (`record`'s relay, `serve`'s supervisor).
public final class SignalPipe {
    public let readEnd: Int32
    private let writeEnd: Int32
    private let signals: [Int32]
    private var previous: [sigaction]

    public init(signals: [Int32]) throws(AsciicastError) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw .cannotWrite("a pipe", String(cString: strerror(errno))) }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        readEnd = ends[0]
        writeEnd = ends[1]
        self.signals = signals
        previous = Array(repeating: sigaction(), count: signals.count)
        signalPipeWriteEnd = writeEnd
        for (index, signal) in signals.enumerated() {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                var byte = UInt8(truncatingIfNeeded: number)
                _ = write(signalPipeWriteEnd, &byte, 1)
            }
            action.sa_flags = SA_RESTART
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, &previous[index])
        }
    }

    /// The signals that arrived since the last call, in order.
    public func pending() -> [Int32] {
        var buffer = [UInt8](repeating: 0, count: 64)
        var received: [Int32] = []
        while true {
            let count = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            received += buffer[0..<count].map { Int32($0) }
        }
        return received
    }

    /// Puts the previous handlers back and closes the pipe.
    public func restore() {
        for (index, signal) in signals.enumerated() {
            sigaction(signal, &previous[index], nil)
        }
        signalPipeWriteEnd = -1
        close(readEnd)
        close(writeEnd)
    }
}
