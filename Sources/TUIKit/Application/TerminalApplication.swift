import Foundation
import TUICore
import TUITerminal

/// Runs a window on the real terminal until it quits.
@MainActor
public enum TerminalApplication {
    /// Takes over the terminal and never returns: the window's quit request exits the
    /// process with the terminal restored. Throws when the terminal cannot be used. `title` (the app
    /// identity's display name, or `window.title` when not given) is the terminal window's
    /// title until the app quits or suspends; the user's own comes back then. A later
    /// `window.title` shows at once. `signals` are actions for signals the app answers
    /// (SIGUSR2 from `serve` before it ends the session: see `ServedSession`).
    public static func run(
        window: Window,
        environment: [String: String],
        title: String? = nil,
        signals: [Int32: @MainActor () -> Void] = [:],
        willStart: @MainActor (NcursesTerminal) -> Void = { _ in }
    ) throws(TerminalError) -> Never {
        let terminal = try NcursesTerminal(environment: environment, title: title ?? window.title)
        let loop = TerminalRunLoop(terminal: terminal)
        let host = WindowHost(window: window, terminal: terminal) { [unowned loop] drive in
            switch drive {
            case .display: loop.setNeedsDisplay()
            case .quit: loop.quit(status: 0)
            case .suspend: loop.suspend()
            }
        }
        // On a real terminal `isAnimated` transitions slide (unless motion is reduced).
        window.animatesTransitions = true
        loop.willSuspend = { [unowned window] in window.lifecycle.willSuspend() }
        window.context.haptics = window.haptics
        // A test's view of an app that stopped taking keys: SIGUSR1 writes what the window
        // shows and what takes keys to this file (`Window.stateReport`).
        loop.signalActions = signals
        if let path = environment["TUI_STATE_REPORT"], !path.isEmpty {
            loop.signalActions[SIGUSR1] = { [unowned window] in
                let text = window.stateReport.joined(separator: "\n") + "\n"
                _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
            }
        }
        willStart(terminal)
        loop.run(handleAll: host.handle, render: host.render)
    }
}
