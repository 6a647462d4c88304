import Dispatch
import TUIPseudoTerminal

#if canImport(Glibc)
    import Glibc
#endif

/// One served session: the app in its own process on its own pseudo-terminal, with bytes in
/// (keys, pastes), bytes out (what it draws), resizes and an end with the app's exit status.
/// It knows nothing of SSH: a front end (`SSHServer`, later a web one) feeds it and passes its
/// output on, so a crash or a hang in the app ends only this session.
///
/// Everything runs on the session's own serial queue; the handlers are called on it too.
public final class ServedSession: @unchecked Sendable {
    /// Why a session ended.
    public enum EndReason: String, Sendable {
        /// The app quit (or crashed) by itself.
        case exited
        /// The client went away (the connection closed).
        case hangUp = "hang-up"
        /// Nothing was typed for the idle timeout.
        case idle
        /// The client stopped reading and its output backlog stayed full.
        case stalled
        /// The server is shutting down.
        case shutdown
    }

    /// How a session ended: the app's status (its code, or 128 + a signal) and why.
    public struct Ending: Sendable {
        public let status: Int32
        public let reason: EndReason
        public let duration: Duration
    }

    /// What the front end hears from the session (on the session's queue).
    public struct Handlers: Sendable {
        public var output: @Sendable ([UInt8]) -> Void
        /// The input backlog fell back under its low mark: the front end may read again.
        public var inputDrained: @Sendable () -> Void
        public var ended: @Sendable (Ending) -> Void

        public init(
            output: @escaping @Sendable ([UInt8]) -> Void,
            inputDrained: @escaping @Sendable () -> Void = {},
            ended: @escaping @Sendable (Ending) -> Void
        ) {
            self.output = output
            self.inputDrained = inputDrained
            self.ended = ended
        }
    }

    public let id: Int
    public let launch: SessionLaunch
    let queue: DispatchQueue
    private let handlers: Handlers
    private let idleTimeout: Duration?
    private let started = ContinuousClock.now
    private var terminal: PseudoTerminal?
    private var readSource: DispatchSourceRead?
    private var writeSource: DispatchSourceWrite?
    private var writeSourceRunning = false
    private var outputPaused = false
    private var input: [UInt8] = []
    private var inputOffset = 0
    private var inputBlocked = false
    private var lastInput = ContinuousClock.now
    private var idleTimer: DispatchSourceTimer?
    private var killTimer: DispatchSourceTimer?
    private var endReason: EndReason?
    private var hasEnded = false
    private var openSources = 0

    /// Above this many bytes typed and not yet read by the app, `write` says stop.
    static let inputHighWater = 1 << 20
    static let inputLowWater = 64 << 10
    /// How long the app has to end after SIGHUP or SIGTERM before it is killed.
    static let terminationGrace: Duration = .milliseconds(500)

    init(id: Int, launch: SessionLaunch, idleTimeout: Duration?, handlers: Handlers) {
        self.id = id
        self.launch = launch
        self.idleTimeout = idleTimeout
        self.handlers = handlers
        queue = DispatchQueue(label: "served-session-\(id)")
    }

    /// Starts the app (on the caller's thread; the handlers start after).
    func start() throws(PseudoTerminalError) {
        let size = launch.size
        let terminal = try PseudoTerminal(
            executable: launch.executable, arguments: launch.arguments, environment: launch.environment,
            rows: size.rows, columns: size.columns)
        self.terminal = terminal
        let descriptor = terminal.masterDescriptor
        let read = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: queue)
        read.setEventHandler { [unowned self] in self.readOutput() }
        read.setCancelHandler { [self] in self.sourceCancelled() }
        let write = DispatchSource.makeWriteSource(fileDescriptor: descriptor, queue: queue)
        write.setEventHandler { [unowned self] in self.flushInput() }
        write.setCancelHandler { [self] in self.sourceCancelled() }
        readSource = read
        writeSource = write
        openSources = 2
        queue.async { [self] in
            readSource?.resume()
            scheduleIdleCheck()
            checkExit()
        }
    }

    // MARK: From the front end (any thread)

    /// Types `bytes` at the app's terminal. Returns false when the backlog is above its high
    /// mark: the front end should stop reading until `inputDrained`.
    @discardableResult
    public func write(_ bytes: [UInt8]) -> Bool {
        queue.sync {
            guard !hasEnded else { return true }
            lastInput = .now
            input.append(contentsOf: bytes)
            flushInput()
            return input.count - inputOffset < Self.inputHighWater
        }
    }

    /// The client's window changed: clamped to what a terminal can be (see `WindowSize`).
    public func resize(columns: Int, rows: Int) {
        let size = WindowSize(columns: columns, rows: rows)
        queue.async { [self] in
            guard !hasEnded else { return }
            terminal?.setWindowSize(rows: size.rows, columns: size.columns)
        }
    }

    /// Stops reading the app's output (the client is behind); the app blocks writing.
    public func pauseOutput() {
        queue.async { [self] in
            guard !outputPaused, !hasEnded else { return }
            outputPaused = true
            readSource?.suspend()
        }
    }

    public func resumeOutput() {
        queue.async { [self] in
            guard outputPaused, !hasEnded else { return }
            outputPaused = false
            readSource?.resume()
        }
    }

    /// Asks the app to end: SIGHUP for a client gone, SIGTERM otherwise (both restore the
    /// terminal in an app made from the template), then SIGKILL after a short grace. With a
    /// `notice`, SIGUSR2 first and SIGTERM that much later, so the user sees why (an app
    /// made from the template shows a toast, and ignores SIGUSR2 until it can).
    public func end(_ reason: EndReason, notice: Duration = .zero) {
        queue.async { [self] in
            guard !hasEnded, endReason == nil else { return }
            endReason = reason
            guard notice > .zero, reason != .hangUp else { return terminate() }
            terminal?.signal(SIGUSR2)
            killTimer = schedule(after: notice) { [unowned self] in self.terminate() }
        }
    }

    /// SIGHUP or SIGTERM now, SIGKILL after the grace.
    private func terminate() {
        guard !hasEnded else { return }
        terminal?.signal(endReason == .hangUp ? SIGHUP : SIGTERM)
        killTimer = schedule(after: Self.terminationGrace) { [unowned self] in self.forceEnd() }
    }

    private func schedule(after delay: Duration, _ action: @escaping () -> Void) -> DispatchSourceTimer {
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: .now() + .milliseconds(Self.milliseconds(delay)))
        timer.setEventHandler(handler: action)
        timer.resume()
        return timer
    }

    // MARK: On the queue

    /// Called after SIGCHLD: ends the session if its app has ended.
    func checkExit() {
        guard !hasEnded, let terminal, let status = terminal.exitStatusIfEnded() else { return }
        finish(status: status)
    }

    private func forceEnd() {
        guard !hasEnded, let terminal else { return }
        // Kills the group and reaps it.
        terminal.close()
        finish(status: terminal.exitStatusIfEnded() ?? 128 + SIGKILL)
    }

    private func finish(status: Int32) {
        // What the app wrote before it ended still goes out.
        if !outputPaused { readOutput(limit: 1 << 20) }
        hasEnded = true
        idleTimer?.cancel()
        killTimer?.cancel()
        if outputPaused { readSource?.resume() }
        if !writeSourceRunning { writeSource?.resume() }
        readSource?.cancel()
        writeSource?.cancel()
        handlers.ended(Ending(status: status, reason: endReason ?? .exited, duration: .now - started))
    }

    private func sourceCancelled() {
        openSources -= 1
        if openSources == 0 {
            terminal?.close()
            terminal = nil
            readSource = nil
            writeSource = nil
        }
    }

    private func readOutput(limit: Int = 256 << 10) {
        guard let terminal, !hasEnded else { return }
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        var total = 0
        while total < limit {
            let count = buffer.withUnsafeMutableBytes {
                Glibc.read(terminal.masterDescriptor, $0.baseAddress, $0.count)
            }
            if count > 0 {
                total += count
                handlers.output(Array(buffer[0..<count]))
                continue
            }
            if count < 0, errno == EINTR { continue }
            break
        }
    }

    private func flushInput() {
        guard let terminal, !hasEnded else { return }
        while inputOffset < input.count {
            let written = input[inputOffset...].withUnsafeBytes {
                Glibc.write(terminal.masterDescriptor, $0.baseAddress, $0.count)
            }
            if written > 0 {
                inputOffset += written
            } else if written < 0, errno == EINTR {
                continue
            } else {
                break
            }
        }
        if inputOffset == input.count {
            input.removeAll(keepingCapacity: input.count < 1 << 16)
            inputOffset = 0
        } else if inputOffset > 1 << 16 {
            input.removeFirst(inputOffset)
            inputOffset = 0
        }
        let pending = input.count - inputOffset
        // Watches for room only while there is something to write (a write source always fires).
        if pending > 0, !writeSourceRunning {
            writeSourceRunning = true
            writeSource?.resume()
        } else if pending == 0, writeSourceRunning {
            writeSourceRunning = false
            writeSource?.suspend()
        }
        if pending >= Self.inputHighWater {
            inputBlocked = true
        } else if inputBlocked, pending < Self.inputLowWater {
            inputBlocked = false
            handlers.inputDrained()
        }
    }

    private func scheduleIdleCheck() {
        guard let idleTimeout, !hasEnded else { return }
        let deadline = lastInput + idleTimeout
        let timer = idleTimer ?? DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: .now() + .milliseconds(max(0, Self.milliseconds(deadline - .now))))
        if idleTimer == nil {
            timer.setEventHandler { [unowned self] in
                guard let idleTimeout = self.idleTimeout else { return }
                if ContinuousClock.now - self.lastInput >= idleTimeout {
                    self.end(.idle)
                } else {
                    self.scheduleIdleCheck()
                }
            }
            idleTimer = timer
            timer.resume()
        }
    }

    static func milliseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
    }
}
