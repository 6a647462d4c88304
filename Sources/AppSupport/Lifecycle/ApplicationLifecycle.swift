/// Where the app stands in its life, from the terminal's reports: it loses and regains
/// focus (focus-out and focus-in reports) and goes to the background and back (Ctrl-Z and
/// `fg`). The window owns one and feeds it; `ApplicationLifecycleUtil`s listen to it.
@MainActor
public final class ApplicationLifecycle {
    public enum State: Hashable, Sendable {
        /// In front and focused.
        case active
        /// On screen, but the terminal window lost focus.
        case inactive
        /// Suspended to the shell.
        case background
    }

    /// The notifications, named as UIApplication names them.
    public enum Notification: Hashable, Sendable, CaseIterable {
        case didBecomeActive
        case willEnterForeground
        case willResignActive
    }

    public private(set) var state: State = .active
    private var listeners: [WeakListener] = []

    public init() {}

    /// A focus report from the terminal.
    public func focusChanged(_ hasFocus: Bool) {
        switch (state, hasFocus) {
        case (.active, false):
            state = .inactive
            post(.willResignActive)
        case (.inactive, true):
            state = .active
            post(.didBecomeActive)
        case (.background, true):
            resumed()
        default:
            break
        }
    }

    /// The process is about to stop (Ctrl-Z): an active app resigns first.
    public func willSuspend() {
        if state == .active { post(.willResignActive) }
        state = .background
    }

    /// The process continued after a stop (`fg`): it comes to the front and is active.
    public func resumed() {
        guard state == .background else { return }
        post(.willEnterForeground)
        state = .active
        post(.didBecomeActive)
    }

    func add(_ listener: ApplicationLifecycleUtil) {
        listeners.removeAll { $0.util == nil }
        listeners.append(WeakListener(util: listener))
    }

    private func post(_ notification: Notification) {
        listeners.removeAll { $0.util == nil }
        for listener in listeners { listener.util?.receive(notification) }
    }

    private struct WeakListener {
        weak var util: ApplicationLifecycleUtil?
    }
}
