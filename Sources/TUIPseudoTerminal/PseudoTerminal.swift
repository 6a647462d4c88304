#if canImport(Glibc)
    import Glibc
#endif

/// A program running in a pseudo-terminal: the end-to-end tests drive the app through
/// one as a person at a terminal would, and the benchmark times its launch.
///
/// The program starts in a new session with the pty's slave side as its controlling
/// terminal and as its standard input, output and error, so job control, `SIGWINCH` and
/// `isatty` behave as on a real terminal. Everything it writes is kept in `output` and
/// fed to `screen`, a small VT model that shows what a terminal would display.
///
/// Not thread-safe: use one from a single thread (a test method, the benchmark).
public final class PseudoTerminal {
    /// The child's process id; it also leads its own session and process group.
    public let processID: pid_t
    /// Every byte the program wrote so far.
    public private(set) var output: [UInt8] = []
    /// What a terminal would show after `output`.
    public private(set) var screen: TerminalScreen
    /// The slave's modes just before the program started.
    public let initialModes: termios
    /// The exit status once the program has ended: its code, or 128 + the signal.
    public private(set) var exitStatus: Int32?
    /// How many times the program was seen stopped (Ctrl-Z, SIGSTOP) when reaping.
    public private(set) var stopCount = 0
    public private(set) var rows: Int
    public private(set) var columns: Int

    private let master: Int32
    private var slave: Int32
    private var isClosed = false

    /// Starts `executable` (a path, or a name looked up in the environment's `PATH`) in a
    /// new pseudo-terminal of `rows` × `columns` with exactly `environment`.
    public init(
        executable: String,
        arguments: [String] = [],
        environment: [String: String],
        rows: Int = 24,
        columns: Int = 80
    ) throws(PseudoTerminalError) {
        let path = try Self.resolve(executable, path: environment["PATH"])
        let (master, slave, slavePath) = try Self.openPair()
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        guard ioctl(master, UInt(TIOCSWINSZ), &size) == 0 else {
            let error = errno
            Glibc.close(master)
            Glibc.close(slave)
            throw .system("ioctl(TIOCSWINSZ)", error)
        }
        var modes = termios()
        _ = tcgetattr(slave, &modes)
        let processID: pid_t
        do {
            processID = try Self.spawn(
                path: path,
                arguments: [executable] + arguments,
                environment: environment,
                slavePath: slavePath
            )
        } catch {
            Glibc.close(master)
            Glibc.close(slave)
            throw error
        }
        let flags = fcntl(master, F_GETFL)
        _ = fcntl(master, F_SETFL, flags | O_NONBLOCK)
        self.master = master
        self.slave = slave
        self.processID = processID
        self.initialModes = modes
        self.rows = rows
        self.columns = columns
        self.screen = TerminalScreen(rows: rows, columns: columns)
    }

    deinit {
        close()
    }

    /// An environment for a program under test: `TERM`, a UTF-8 locale, `HOME` and the XDG
    /// folders under `home`, and `PATH`; nothing else leaks in from this process.
    public static func defaultEnvironment(home: String, term: String = "xterm-256color") -> [String: String] {
        let inherited = getenv("PATH").map { String(cString: $0) }
        return [
            "TERM": term,
            "LANG": "C.UTF-8",
            "HOME": home,
            "XDG_CONFIG_HOME": home + "/.config",
            "XDG_DATA_HOME": home + "/.local/share",
            "XDG_CACHE_HOME": home + "/.cache",
            "XDG_STATE_HOME": home + "/.local/state",
            "TMPDIR": home,
            "PATH": inherited ?? "/usr/local/bin:/usr/bin:/bin",
        ]
    }

    // MARK: Input

    /// Types `bytes` at the terminal.
    public func write(_ bytes: [UInt8]) throws(PseudoTerminalError) {
        guard !isClosed else { throw .closed }
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { buffer in
                Glibc.write(master, buffer.baseAddress, buffer.count)
            }
            if written < 0 {
                let error = errno
                if error == EINTR { continue }
                if error == EAGAIN {
                    // The program is not reading: keep its output flowing while waiting.
                    if reap() != nil { throw .closed }
                    pump(milliseconds: 10)
                    continue
                }
                throw .system("write", error)
            }
            offset += written
        }
    }

    /// Types `text` (UTF-8) at the terminal.
    public func send(_ text: String) throws(PseudoTerminalError) {
        try write(Array(text.utf8))
    }

    /// Bytes typed that the program has not read yet (`FIONREAD` on the slave side kept
    /// open here), or nil once the terminal is closed: 0 means it took all its input.
    public var unreadInputCount: Int? {
        guard !isClosed else { return nil }
        var count: Int32 = 0
        return ioctl(slave, UInt(FIONREAD), &count) == 0 ? Int(count) : nil
    }

    // MARK: Output

    /// Reads output until `predicate` holds or `timeout` passes; returns whether it held.
    /// Returns early when the program has ended and written everything.
    @discardableResult
    public func read(timeout: Duration, until predicate: (PseudoTerminal) -> Bool) -> Bool {
        let deadline = ContinuousClock.now + timeout
        while true {
            if predicate(self) { return true }
            let remaining = deadline - ContinuousClock.now
            if remaining <= .zero { return false }
            let received = pump(milliseconds: min(50, Self.milliseconds(remaining)))
            if !received, reap() != nil {
                pump(milliseconds: 0)
                return predicate(self)
            }
        }
    }

    /// Reads until the screen shows `text` somewhere (on one row).
    @discardableResult
    public func read(untilScreenContains text: String, timeout: Duration) -> Bool {
        read(timeout: timeout) { $0.screen.contains(text) }
    }

    /// Reads until the output, escape sequences removed, contains `text`.
    @discardableResult
    public func read(untilOutputContains text: String, timeout: Duration) -> Bool {
        read(timeout: timeout) { $0.plainOutput.contains(text) }
    }

    /// Reads whatever arrives for `duration`.
    public func drain(for duration: Duration) {
        _ = read(timeout: duration) { _ in false }
    }

    /// The output with escape sequences removed.
    public var plainOutput: String {
        Self.plainText(output)
    }

    /// Polls the master for up to `milliseconds` and reads everything there is.
    @discardableResult
    private func pump(milliseconds: Int) -> Bool {
        guard !isClosed else { return false }
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, Int32(milliseconds))
        guard ready > 0 else { return false }
        var received = false
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(master, $0.baseAddress, $0.count) }
            if count > 0 {
                let chunk = buffer[0..<count]
                output.append(contentsOf: chunk)
                screen.feed(chunk)
                received = true
                continue
            }
            if count < 0, errno == EINTR { continue }
            break
        }
        return received
    }

    // MARK: Control

    /// Resizes the terminal, as a terminal window does: the output so far is shown at the
    /// old size, then the kernel's size changes and the program's group gets `SIGWINCH`.
    public func resize(rows: Int, columns: Int) {
        guard !isClosed else { return }
        pump(milliseconds: 0)
        self.rows = rows
        self.columns = columns
        screen.resize(rows: rows, columns: columns)
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        if exitStatus == nil { kill(-processID, SIGWINCH) }
    }

    /// The master side, for a relay that polls it beside other input and reads it itself
    /// (`record`); then `output` and `screen` stay empty.
    public var masterDescriptor: Int32 { master }

    /// The exit status if the program has ended (reaping it), without reading its output.
    public func exitStatusIfEnded() -> Int32? {
        isClosed ? exitStatus : reap()
    }

    /// Resizes the terminal without reading its output first, for a relay that reads the
    /// master itself: the kernel's size changes and the program's group gets `SIGWINCH`.
    public func setWindowSize(rows: Int, columns: Int) {
        guard !isClosed else { return }
        self.rows = rows
        self.columns = columns
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        if exitStatus == nil { kill(-processID, SIGWINCH) }
    }

    /// Sends `signal` to the program.
    public func signal(_ signal: Int32) {
        guard exitStatus == nil else { return }
        kill(processID, signal)
    }

    /// Waits for the program to end, reading its output meanwhile. Returns its exit status
    /// (the code, or 128 + the signal that ended it), or nil when `timeout` passed first.
    public func waitForExit(timeout: Duration) -> Int32? {
        let deadline = ContinuousClock.now + timeout
        while true {
            if let status = reap() {
                while pump(milliseconds: 20) {}
                return status
            }
            let remaining = deadline - ContinuousClock.now
            if remaining <= .zero { return nil }
            pump(milliseconds: min(10, Self.milliseconds(remaining)))
        }
    }

    /// The slave's modes now (`tcgetattr` on the slave side kept open here).
    public func terminalModes() -> termios? {
        guard !isClosed else { return nil }
        var modes = termios()
        return tcgetattr(slave, &modes) == 0 ? modes : nil
    }

    /// Kills the program if it still runs, and closes the terminal.
    public func close() {
        guard !isClosed else { return }
        if reap() == nil {
            kill(-processID, SIGKILL)
            kill(processID, SIGKILL)
            var status: Int32 = 0
            while waitpid(processID, &status, 0) < 0, errno == EINTR {}
            exitStatus = Self.decode(status)
        }
        isClosed = true
        Glibc.close(master)
        Glibc.close(slave)
        slave = -1
    }

    /// Reaps the child if it ended; returns its status.
    @discardableResult
    private func reap() -> Int32? {
        if let exitStatus { return exitStatus }
        var status: Int32 = 0
        let result = waitpid(processID, &status, WNOHANG | WUNTRACED)
        guard result == processID else { return nil }
        // Stopped, not ended: counted, for a relay that stops with it (`record`).
        if status & 0xFF == 0x7F {
            stopCount += 1
            return nil
        }
        exitStatus = Self.decode(status)
        return exitStatus
    }

    /// `WIFEXITED`/`WEXITSTATUS`/`WTERMSIG`, which Swift does not import.
    private static func decode(_ status: Int32) -> Int32 {
        let signal = status & 0x7F
        if signal == 0 { return (status >> 8) & 0xFF }
        return 128 + signal
    }

    private static func milliseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return max(0, Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000))
    }

    // MARK: Setup

    /// `TIOCSPTLCK` and `TIOCGPTN` (asm-generic), which Swift cannot import: `posix_openpt`,
    /// `grantpt` and `unlockpt` are not imported either, so this is what glibc does.
    private static let unlockRequest: UInt = 0x4004_5431
    private static let numberRequest: UInt = 0x8004_5430

    private static func openPair() throws(PseudoTerminalError) -> (Int32, Int32, String) {
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard master >= 0 else { throw .system("open(/dev/ptmx)", errno) }
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard ioctl(master, unlockRequest, &unlock) == 0, ioctl(master, numberRequest, &number) == 0 else {
            let error = errno
            Glibc.close(master)
            throw .system("ioctl(TIOCSPTLCK/TIOCGPTN)", error)
        }
        let slavePath = "/dev/pts/\(number)"
        let slave = open(slavePath, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard slave >= 0 else {
            let error = errno
            Glibc.close(master)
            throw .system("open(\(slavePath))", error)
        }
        return (master, slave, slavePath)
    }

    /// glibc's `POSIX_SPAWN_SETSID` (2.26+), hidden behind `_GNU_SOURCE` from Swift.
    private static let spawnSetsid: Int32 = 0x80

    /// posix_spawn in a new session; the slave, opened after `setsid`, becomes the
    /// controlling terminal and fds 0, 1 and 2. (fork+exec is not safe in Swift.)
    private static func spawn(
        path: String,
        arguments: [String],
        environment: [String: String],
        slavePath: String
    ) throws(PseudoTerminalError) -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        let reset = [
            SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGPIPE, SIGALRM, SIGCHLD, SIGCONT, SIGTSTP, SIGTTIN,
            SIGTTOU, SIGWINCH, SIGUSR1, SIGUSR2,
        ]
        for signal in reset { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setflags(
            &attributes,
            Int16(spawnSetsid | Int32(POSIX_SPAWN_SETSIGDEF) | Int32(POSIX_SPAWN_SETSIGMASK))
        )

        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var processID: pid_t = 0
        let result = posix_spawn(&processID, path, &actions, &attributes, argv, envp)
        guard result == 0 else { throw .spawn(path, result) }
        return processID
    }

    /// A path as is; a bare name from `PATH`.
    private static func resolve(_ executable: String, path: String?) throws(PseudoTerminalError) -> String {
        if executable.contains("/") {
            guard access(executable, X_OK) == 0 else { throw .notExecutable(executable) }
            return executable
        }
        for folder in (path ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(folder)/\(executable)"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        throw .notExecutable(executable)
    }

    // MARK: Text

    /// `bytes` decoded as UTF-8 with every escape sequence removed: CSI (`ESC [ … final`),
    /// OSC (`ESC ] … BEL/ST`), DCS/APC/PM/SOS strings and two-byte `ESC x` sequences (with
    /// the charset designations' extra byte). Newlines and tabs stay; other controls go.
    public static func plainText(_ bytes: some Sequence<UInt8>) -> String {
        var state = PlainTextState.text
        var kept: [UInt8] = []
        for byte in bytes {
            switch state {
            case .text:
                // 8-bit C1 controls (0x9B as CSI) are not looked for: in UTF-8 they are
                // continuation bytes ("Л" is D0 9B).
                if byte == 0x1B {
                    state = .escape
                } else if byte >= 0x20 && byte != 0x7F || byte == 0x0A || byte == 0x09 {
                    kept.append(byte)
                }
            case .escape:
                switch byte {
                case UInt8(ascii: "["): state = .csi
                case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "_"), UInt8(ascii: "^"), UInt8(ascii: "X"):
                    state = .string
                case 0x20...0x2F: state = .designation
                default: state = .text
                }
            case .designation:
                state = .text
            case .csi:
                if (0x40...0x7E).contains(byte) { state = .text }
            case .string:
                if byte == 0x07 {
                    state = .text
                } else if byte == 0x1B {
                    state = .stringEscape
                }
            case .stringEscape:
                state = byte == UInt8(ascii: "\\") ? .text : .string
            }
        }
        return String(decoding: kept, as: UTF8.self)
    }
}

private enum PlainTextState {
    case text, escape, designation, csi, string, stringEscape
}

/// Why a program could not be started in a pseudo-terminal.
public enum PseudoTerminalError: Error, CustomStringConvertible {
    case notExecutable(String)
    case spawn(String, Int32)
    case system(String, Int32)
    /// The terminal was closed, or the program ended without reading its input.
    case closed

    public var description: String {
        switch self {
        case .notExecutable(let path):
            return "no executable at \(path)"
        case .spawn(let path, let error):
            return "cannot start \(path): \(String(cString: strerror(error)))"
        case .system(let call, let error):
            return "\(call) failed: \(String(cString: strerror(error)))"
        case .closed:
            return "the pseudo-terminal is closed, or its program has ended"
        }
    }
}
