#if canImport(Glibc)
    import Glibc
#endif

/// The user's terminal in raw mode while a relay or a player runs: every key reaches it as
/// typed (Ctrl-C as a byte, not a signal). `restore()` puts the modes back; callers call it
/// on every way out, and a relay keeps the signals that end it as bytes on a pipe, so there
/// is no way out that skips it short of SIGKILL.
final class RawInputMode {
    private let descriptor: Int32
    private var saved: termios?

    /// Raw mode on `descriptor` when it is a terminal; nothing otherwise.
    init(descriptor: Int32) {
        self.descriptor = descriptor
        enter()
    }

    /// Raw mode again after `restore()` (back from a suspension: the shell may have changed
    /// the modes meanwhile, so they are read again).
    func enter() {
        var modes = termios()
        guard saved == nil, isatty(descriptor) == 1, tcgetattr(descriptor, &modes) == 0 else { return }
        saved = modes
        var raw = modes
        cfmakeraw(&raw)
        _ = tcsetattr(descriptor, TCSANOW, &raw)
    }

    deinit {
        restore()
    }

    func restore() {
        guard var modes = saved else { return }
        saved = nil
        _ = tcsetattr(descriptor, TCSANOW, &modes)
    }

    /// The size of the terminal at `descriptor`, or nil when it is not one.
    static func size(of descriptor: Int32) -> (columns: Int, rows: Int)? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }
}

/// Writes all of `bytes` to `descriptor`, retrying after interrupts; false when it fails.
@discardableResult
func writeAll(_ descriptor: Int32, _ bytes: some Collection<UInt8>) -> Bool {
    let array = Array(bytes)
    var offset = 0
    while offset < array.count {
        let written = array[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        if written < 0 {
            if errno == EINTR { continue }
            if errno == EAGAIN {
                var descriptorPoll = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                _ = poll(&descriptorPoll, 1, 100)
                continue
            }
            return false
        }
        offset += written
    }
    return true
}
