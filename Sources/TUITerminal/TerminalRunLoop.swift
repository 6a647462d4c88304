import Dispatch
import TUICore

#if canImport(Glibc)
    import Glibc
#endif

/// The app's run loop is the main dispatch queue: a read source on the terminal's input
/// and signal sources wake it; nothing polls, so an idle app sleeps in the kernel. Renders
/// are coalesced to one per turn of the queue: all the input that is waiting is handled,
/// then one frame is drawn, so a burst of keys never renders key by key. It drives any
/// `Terminal`.
@MainActor
public final class TerminalRunLoop {
    public let terminal: any Terminal
    private var sources: [any DispatchSourceProtocol] = []
    private var handle: (@MainActor ([Event]) -> Void)?
    private var render: (@MainActor () -> Void)?
    private var isRenderScheduled = false
    private var isSuspended = false

    /// Runs just before the process stops for Ctrl-Z or SIGTSTP (the app resigns active).
    public var willSuspend: (@MainActor () -> Void)?

    /// Renders presented so far; the idle benchmark reads it.
    public private(set) var renderCount = 0

    public init(terminal: any Terminal) {
        self.terminal = terminal
    }

    /// Starts delivering events and never returns; `quit(status:)` ends the process.
    /// `render` draws a frame on the terminal (a `WindowHost` does).
    public func run(
        handle: @escaping @MainActor (Event) -> Void,
        render: @escaping @MainActor () -> Void
    ) -> Never {
        run(handleAll: { events in for event in events { handle(event) } }, render: render)
    }

    /// Like `run(handle:render:)`, handing over all the events read at once, so the handler
    /// can honour one before those queued ahead of it (Ctrl-C behind a storm of keys).
    public func run(
        handleAll handle: @escaping @MainActor ([Event]) -> Void,
        render: @escaping @MainActor () -> Void
    ) -> Never {
        self.handle = handle
        self.render = render
        installSources()
        renderNow()
        dispatchMain()
    }

    /// Asks for a render on this turn of the run loop (coalesced).
    public func setNeedsDisplay() {
        guard !isRenderScheduled else { return }
        isRenderScheduled = true
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                self.isRenderScheduled = false
                self.renderNow()
            }
        }
    }

    /// Restores the terminal and exits.
    public func quit(status: Int32) -> Never {
        terminal.shutdown()
        exit(status)
    }

    /// Hands the terminal back to the shell and stops the process (Ctrl-Z); when the
    /// shell continues it (`fg`), the SIGCONT source brings curses mode back and redraws
    /// in full. Nothing runs after `kill`: a stop is not synchronous with it in a process
    /// with several threads, so resuming here could redraw before the process stops.
    public func suspend() {
        guard !isSuspended else { return }
        isSuspended = true
        willSuspend?()
        terminal.suspend()
        kill(getpid(), SIGSTOP)
    }

    private func resumeAfterStop() {
        isSuspended = false
        terminal.resume()
        handle?([.resume])
        renderNow()
    }

    private func renderNow() {
        guard !isSuspended, let render else { return }
        renderCount += 1
        render()
    }

    private func dispatch(_ events: [Event]) {
        guard !events.isEmpty else { return }
        handle?(events)
        setNeedsDisplay()
    }

    /// Signals the app answers itself, set before `run` (SIGUSR1: a test's state report;
    /// SIGUSR2: a server's notice that it is shutting down). Only these: the default action
    /// of either ends the process, so an app that did not ask keeps it.
    public var signalActions: [Int32: @MainActor () -> Void] = [:]

    private func installSources() {
        if let descriptor = terminal.inputDescriptor {
            let input = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .main)
            input.setEventHandler { [unowned self] in
                MainActor.assumeIsolated { self.dispatch(self.terminal.readEvents()) }
            }
            sources.append(input)
        }

        func onSignal(_ number: Int32, _ action: @escaping @MainActor () -> Void) {
            // Ignored so the default action does not run; dispatch still reports it.
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
            source.setEventHandler { MainActor.assumeIsolated { action() } }
            sources.append(source)
        }
        onSignal(SIGWINCH) { [unowned self] in
            self.dispatch([.resize(self.terminal.updateSize())])
        }
        onSignal(SIGTSTP) { [unowned self] in self.suspend() }
        // After our own stop, or one we did not start (kill -STOP): back and redraw.
        onSignal(SIGCONT) { [unowned self] in self.resumeAfterStop() }
        for number in [SIGINT, SIGTERM, SIGHUP] {
            onSignal(number) { [unowned self] in self.quit(status: 128 + number) }
        }
        for (number, action) in signalActions { onSignal(number, action) }
        for source in sources { source.resume() }
    }
}
