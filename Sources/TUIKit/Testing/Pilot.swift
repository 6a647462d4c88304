import TUICore

/// Drives a window on a `VirtualTerminal` with a `ManualClock`, as a person would:
/// press keys, type, click, resize, let time pass, then read the frame. Tests use it, and
/// so does an app's `render` command.
///
/// Every action renders afterwards, as the run loop does, so clicks always hit what the
/// last frame showed.
@MainActor
public final class Pilot {
    public let window: Window
    public let terminal: VirtualTerminal
    public let clock: ManualClock
    public private(set) var quitRequested = false
    public private(set) var suspendCount = 0
    /// What connects the window to the terminal, as the run loop's does.
    public let host: WindowHost

    public init(window: Window, terminal: VirtualTerminal, clock: ManualClock) {
        self.window = window
        self.terminal = terminal
        self.clock = clock
        host = WindowHost(window: window, terminal: terminal)
        window.onQuit = { [unowned self] in self.quitRequested = true }
        // As the run loop does: the lifecycle hears of the stop before it happens.
        window.onSuspend = { [unowned self, unowned window] in
            self.suspendCount += 1
            window.lifecycle.willSuspend()
        }
        redraw()
    }

    /// The frame on screen now, drawn again first if something changed since (as the run
    /// loop would on its next turn).
    public var frame: Canvas {
        if host.needsDisplay { redraw() }
        return terminal.screen
    }

    /// The frame's text, as `Canvas.text`.
    public var text: String { frame.text }

    public func press(_ keys: KeyEvent...) {
        press(keys)
    }

    public func press(_ keys: [KeyEvent]) {
        for key in keys { send(.key(key)) }
    }

    /// Presses keys by name (`down`, `enter`, `ctrl-c`…); a bad name is a test bug.
    public func press(named names: String...) {
        for name in names {
            guard let key = KeyNames.parse(name) else { preconditionFailure("unknown key name \(name)") }
            send(.key(key))
        }
    }

    public func type(_ text: String) {
        for character in text { send(.key(.character(character))) }
    }

    public func paste(_ text: String) {
        send(.paste(text))
    }

    public func click(x: Int, y: Int) {
        send(.mouse(MouseEvent(.press, at: Point(x: x, y: y))))
        send(.mouse(MouseEvent(.release, at: Point(x: x, y: y))))
    }

    /// Clicks the first cell of the first place `text` shows on screen. Returns false,
    /// clicking nothing, when it is not on screen.
    @discardableResult
    public func click(on text: String) -> Bool {
        guard let point = position(of: text) else { return false }
        click(x: point.x, y: point.y)
        return true
    }

    /// Where `text` first shows on screen (its first cell).
    public func position(of text: String) -> Point? {
        let screen = frame
        let needle = Array(text)
        guard !needle.isEmpty else { return nil }
        for y in 0..<screen.size.height {
            let columns = (0..<screen.size.width).filter { !screen[$0, y].isContinuation }
            let line = columns.map { screen[$0, y].symbol }
            guard line.count >= needle.count else { continue }
            for start in 0...(line.count - needle.count)
            where line[start..<(start + needle.count)].elementsEqual(needle) {
                return Point(x: columns[start], y: y)
            }
        }
        return nil
    }

    public func scroll(up: Bool, x: Int, y: Int) {
        send(.mouse(MouseEvent(up ? .wheelUp : .wheelDown, at: Point(x: x, y: y))))
    }

    public func resize(to size: Size) {
        terminal.resize(to: size)
        send(.resize(size))
    }

    /// Lets time pass: due timers fire, then the frame is drawn.
    public func advance(by duration: Duration) {
        clock.advance(by: duration)
        redraw()
    }

    /// Lets tasks on the main actor run until they are waiting again (on the clock, say).
    public func settle() async {
        for _ in 0..<50 { await Task.yield() }
        redraw()
    }

    /// Lets `duration` pass in steps, settling tasks after each, so async work that
    /// sleeps on the clock (loads, retries) moves on as it would in real time.
    public func wait(for duration: Duration, step: Duration = .milliseconds(10)) async {
        await settle()
        var remaining = duration
        while remaining > .zero {
            let next = min(step, remaining)
            clock.advance(by: next)
            remaining -= next
            await settle()
        }
    }

    public func send(_ event: Event) {
        host.handle(event)
        redraw()
    }

    public func redraw() {
        host.render()
    }
}
