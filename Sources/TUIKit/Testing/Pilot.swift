import TUICore

/// Drives a window on a `VirtualTerminal` with a `ManualClock`, as a person would:
/// press keys, type, click, resize, let time pass, then read the frame. Tests use it, and
/// so does an app's `render` command.
///
/// Every action renders afterwards, as the run loop does, so clicks always hit what the
/// last frame showed. Transitions are instant, as `Window.animatesTransitions` is off
/// unless a test turns it on to watch one slide (`advance(by:)` then stops mid-way).
@MainActor
public final class Pilot {
    public let window: Window
    public let terminal: VirtualTerminal
    public let clock: ManualClock
    /// Whether the app asked to quit (q, Ctrl-C).
    public var quitRequested: Bool { requests.quit }
    /// How often the app asked to suspend (Ctrl-Z).
    public var suspendCount: Int { requests.suspends }
    /// How often the window asked for a frame, as the run loop would hear it.
    public var displayRequestCount: Int { requests.displays }
    private let requests: Requests
    /// What connects the window to the terminal, as the run loop's does.
    public let host: WindowHost

    /// Sets the window's app's `preferredExecutor` to the main queue, so the app's tasks take
    /// their steps between the pilot's turns; make the pilot, or set it, before the app
    /// starts work.
    public init(window: Window, terminal: VirtualTerminal, clock: ManualClock) {
        window.context.preferredExecutor = MainQueueTaskExecutor.shared
        self.window = window
        self.terminal = terminal
        self.clock = clock
        let requests = Requests()
        self.requests = requests
        host = WindowHost(window: window, terminal: terminal) { [unowned window] drive in
            switch drive {
            case .display: requests.displays += 1
            case .quit: requests.quit = true
            case .suspend:
                requests.suspends += 1
                // As the run loop does: the lifecycle hears of the stop before it happens.
                window.lifecycle.willSuspend()
            }
        }
        redraw()
    }

    /// Runs `body` as the app's own code: what it reads (`Localization.language`, the
    /// environment's configuration) is this app's, not another pilot's.
    public func run<Result>(_ body: () throws -> Result) rethrows -> Result {
        try window.context.run(body)
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
        await yieldToTasks()
        redraw()
    }

    /// Lets `duration` pass as async work would see it: the clock jumps from one scheduled
    /// action to the next (a timer, a sleeping load or retry, an animation's next frame),
    /// tasks settle after each, and a frame is drawn only when something changed, as the run
    /// loop does. Time with nothing scheduled passes at once, once work off the main actor
    /// (a mock's answer on its way back) has had a moment to schedule what comes next. A
    /// wait of zero only settles.
    public func wait(for duration: Duration) async {
        let target = clock.now + max(duration, .zero)
        _ = await run(until: target, quietRounds: duration > .zero ? Self.quietRounds : 0) { _ in false }
        clock.advance(by: target - clock.now)
        await yieldToTasks()
        redraw()
    }

    /// Lets app time pass as `wait(for:)` does until `condition` holds, for at most `limit`
    /// of the app's time; returns whether it held. The clock stops where it held. While
    /// nothing is due, work off the main actor gets moments of real time (a few hundred
    /// milliseconds in all) before the wait gives up.
    @discardableResult
    public func wait(until condition: (Pilot) -> Bool, limit: Duration = .seconds(10)) async -> Bool {
        // Waiting for a condition, give work off the main actor longer before giving up.
        let held = await run(until: clock.now + limit, quietRounds: 100 * Self.quietRounds, stopWhen: condition)
        redraw()
        return held
    }

    /// Jumps from deadline to deadline up to `end`, settling after each, until `stopWhen`
    /// holds or nothing more is due by `end` (after a moment for work off the main actor).
    ///
    /// The app's own tasks run on the main queue (`AppTasks`), so once the main actor has
    /// settled they wait on the clock or are done, and the clock can jump at once: no wait
    /// runs at the pace of real time.
    private func run(until end: Duration, quietRounds limit: Int, stopWhen: (Pilot) -> Bool) async -> Bool {
        await yieldToTasks()
        if host.needsDisplay { redraw() }
        var quietRounds = 0
        while !stopWhen(self) {
            await letQueuedWorkStart()
            if let next = clock.nextDeadline, next <= end {
                clock.advance(by: next - clock.now)
                quietRounds = 0
            } else if quietRounds < limit {
                // Nothing due: work the app does not own (a file read, say) may schedule more.
                try? await Task.sleep(for: .milliseconds(1))
                quietRounds += 1
            } else {
                return false
            }
            await yieldToTasks()
            if host.needsDisplay { redraw() }
        }
        return true
    }

    /// How many times a wait gives work off the main actor a moment when nothing is due.
    private static let quietRounds = 5

    /// Lets jobs already queued on the global executor start before the clock moves: tasks
    /// that do not prefer `AppTasks.preferredExecutor` (a test's own `Task.detached`) get
    /// their turn first.
    private func letQueuedWorkStart() async {
        for _ in 0..<2 {
            await Task.detached(priority: Task.currentPriority) {}.value
        }
        await yieldToTasks()
    }

    /// Turns of the main actor for tasks woken by a key or the clock to run until they wait
    /// again: the app's tasks (on the main queue, `AppTasks`) however long their chain of steps.
    private func yieldToTasks() async {
        var rounds = 0
        repeat {
            for _ in 0..<50 { await Task.yield() }
            rounds += 1
        } while MainQueueTaskExecutor.shared.queuedJobs > 0 && rounds < Self.settleRoundsLimit
    }

    /// Enough rounds for any chain of steps an app takes between waits; a task that never
    /// waits (a loop of hops) cannot hang a test past it.
    private static let settleRoundsLimit = 1_000

    public func send(_ event: Event) {
        host.handle(event)
        redraw()
    }

    public func redraw() {
        host.render()
    }

    /// What the app asked of the pilot as its driver.
    @MainActor
    private final class Requests {
        var quit = false
        var suspends = 0
        var displays = 0
    }
}
