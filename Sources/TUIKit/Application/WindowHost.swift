import TUICore

/// Connects a window to a terminal: draws the window's frames on it, gives it the
/// window's bells, flashes, titles and copies, and hands the window the events it reads.
/// The run loop drives one on the real terminal, the `Pilot` one on a `VirtualTerminal`,
/// so both show a frame the same way. What only the driver can do (schedule a frame, quit,
/// suspend) goes to the `drive` it was made with.
@MainActor
public final class WindowHost: WindowPresenter {
    public let window: Window
    public let terminal: any Terminal
    /// Whether the window changed since the last frame was drawn.
    public private(set) var needsDisplay = false
    private let drive: @MainActor (Drive) -> Void
    /// The first key not yet followed by a frame, and when it arrived by the window's clock.
    private var keyArrival: (key: KeyEvent, time: Duration)?

    /// What the host asks of its driver (the run loop, the pilot).
    public enum Drive: Equatable, Sendable {
        /// The window asked for a frame after one was drawn: schedule a render.
        case display
        /// The window asked to quit.
        case quit
        /// The window asked to suspend.
        case suspend
    }

    public init(window: Window, terminal: any Terminal, drive: @escaping @MainActor (Drive) -> Void = { _ in }) {
        self.window = window
        self.terminal = terminal
        self.drive = drive
        window.unicode = terminal.supportsUnicode
        window.updateSize(terminal.size)
        window.attach(presenter: self)
    }

    public func windowNeedsDisplay(_ window: Window) {
        needsDisplay = true
        drive(.display)
    }

    public func window(_ window: Window, requests request: WindowRequest) {
        switch request {
        case .quit: drive(.quit)
        case .suspend: drive(.suspend)
        case .title(let title): terminal.setTitle(title)
        case .signal(.bell): terminal.bell()
        case .signal(.flash): terminal.flash()
        case .copy(let text): terminal.copyToClipboard(text)
        case .notify(let notification): terminal.postNotification(notification)
        case .runOutside(let run):
            terminal.suspend()
            run.body()
            terminal.resume()
            windowNeedsDisplay(window)
        }
    }

    public func handle(_ event: Event) {
        noteArrival(of: event)
        window.sessionRecorder?.record(event, at: window.clock.now)
        window.handle(event)
    }

    /// Handles events read together, in order, except that Ctrl-C goes first: quitting
    /// never waits behind the keys queued before it.
    public func handle(_ events: [Event]) {
        let quit = Event.key(.control("c"))
        if events.contains(quit) {
            window.sessionRecorder?.record(quit, at: window.clock.now)
            window.handle(quit)
            return
        }
        for event in events {
            noteArrival(of: event)
            window.sessionRecorder?.record(event, at: window.clock.now)
            window.handle(event)
        }
    }

    /// Counts a key, and starts timing it to its frame unless an earlier key is waiting.
    private func noteArrival(of event: Event) {
        guard case .key(let key) = event else { return }
        window.statistics.keysHandled += 1
        if keyArrival == nil { keyArrival = (key, window.clock.now) }
    }

    /// Draws the window's frame for the terminal's size and shows it, then runs the work
    /// that waited for a frame (`Window.afterNextFrame`) and the session recorder's.
    public func render() {
        draw()
        window.frameDidShow()
        // The frame is on screen: the session's recorder keeps what it changed.
        window.sessionRecorder?.commitFrame()
    }

    /// Draws the window's frame for the terminal's size and shows it: a key's frame, as a
    /// benchmark times it.
    public func draw() {
        needsDisplay = false
        let canvas = window.render(size: terminal.size)
        terminal.present(canvas)
        window.sessionRecorder?.record(frame: canvas, at: window.clock.now)
        if let keyArrival {
            window.statistics.lastKey = keyArrival.key
            window.statistics.lastKeyToFrame = window.clock.now - keyArrival.time
            self.keyArrival = nil
        }
    }
}
