import TUICore

/// Connects a window to a terminal: draws the window's frames on it, gives it the
/// window's bells and flashes, and hands the window the events it reads. The run loop
/// drives one on the real terminal, the `Pilot` one on a `VirtualTerminal`, so both show
/// a frame the same way.
@MainActor
public final class WindowHost {
    public let window: Window
    public let terminal: any Terminal
    /// Whether the window changed since the last frame was drawn.
    public private(set) var needsDisplay = false
    /// Runs when the window first asks for a frame after one was drawn (the run loop
    /// schedules a render on it).
    public var onNeedsDisplay: (@MainActor () -> Void)?

    public init(window: Window, terminal: any Terminal) {
        self.window = window
        self.terminal = terminal
        window.unicode = terminal.supportsUnicode
        window.updateSize(terminal.size)
        window.onSignal = { [unowned terminal] signal in
            switch signal {
            case .bell: terminal.bell()
            case .flash: terminal.flash()
            }
        }
        window.onCopy = { [unowned terminal] text in terminal.copyToClipboard(text) }
        window.onNeedsDisplay = { [unowned self] in
            needsDisplay = true
            onNeedsDisplay?()
        }
    }

    public func handle(_ event: Event) {
        window.handle(event)
    }

    /// Handles events read together, in order, except that Ctrl-C goes first: quitting
    /// never waits behind the keys queued before it.
    public func handle(_ events: [Event]) {
        let quit = Event.key(.control("c"))
        if events.contains(quit) {
            window.handle(quit)
            return
        }
        for event in events { window.handle(event) }
    }

    /// Draws the window's frame for the terminal's size and shows it, then runs the work
    /// that waited for a frame (`Window.afterNextFrame`).
    public func render() {
        draw()
        window.frameDidShow()
    }

    /// Draws the window's frame for the terminal's size and shows it: a key's frame, as a
    /// benchmark times it.
    public func draw() {
        needsDisplay = false
        terminal.present(window.render(size: terminal.size))
    }
}
