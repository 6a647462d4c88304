import TUICore
import TUITerminal

/// Runs a window on the real terminal until it quits.
@MainActor
public enum TerminalApplication {
    /// Takes over the terminal and never returns: `window.onQuit` exits the process with
    /// the terminal restored. Throws when the terminal cannot be used. `title` (the app
    /// identity's display name, or `window.title` when not given) is the terminal window's
    /// title until the app quits or suspends; the user's own comes back then. A later
    /// `window.title` shows at once.
    public static func run(
        window: Window,
        environment: [String: String],
        title: String? = nil,
        willStart: @MainActor (NcursesTerminal) -> Void = { _ in }
    ) throws(TerminalError) -> Never {
        let terminal = try NcursesTerminal(environment: environment, title: title ?? window.title)
        window.onTitleChange = { [unowned terminal] in terminal.setTitle($0) }
        let loop = TerminalRunLoop(terminal: terminal)
        let host = WindowHost(window: window, terminal: terminal)
        // On a real terminal `isAnimated` transitions slide (unless motion is reduced).
        window.animatesTransitions = true
        host.onNeedsDisplay = { [unowned loop] in loop.setNeedsDisplay() }
        window.onQuit = { [unowned loop] in loop.quit(status: 0) }
        window.onSuspend = { [unowned loop] in loop.suspend() }
        loop.willSuspend = { [unowned window] in window.lifecycle.willSuspend() }
        HapticFeedbackGenerator.shared = window.haptics
        willStart(terminal)
        loop.run(handleAll: host.handle, render: host.render)
    }
}
