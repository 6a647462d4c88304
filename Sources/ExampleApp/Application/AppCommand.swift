import Push
import TUICore

/// What a module or the window asks of the application, as a value (Bubble Tea's
/// commands): a coordinator or router sends one with `AppDependencies.send(_:)`, and
/// `AppCommandHandler` answers every one of them in one place.
enum AppCommand {
    /// The main tab bar anew, opened at the route: after an environment switch (Settings,
    /// the debug panel) and when the launch screen hands over.
    case restart(AppRoute?)
    /// The launch screen while the start-up work runs, then the tab bar (the first screen
    /// of a launch with work pending).
    case launch(StartupWork)
    /// The launch screen again, then the tab bar at the route (the RootRouter demo).
    case restartWithLaunch(AppRoute?)
    /// The debug panel (`exampletui://logs`); where the environment has none (prod), a toast
    /// says it is not there.
    case showDebugPanel
    /// The debug panel's hotkey, the shake's twin: the panel, unless it is open already.
    case openDebugPanel
    /// `?`: the help screen, listing the bindings in force where it was pressed.
    case showKeyHelp
    /// A link typed into the debug panel's deeplink tester, already checked to name a place:
    /// every presented screen closes and the link goes through the deeplink service.
    case openDeepLink(String)
    /// A route chosen in the command palette: every presented screen closes and the route's
    /// link goes through the deeplink service, as a link from outside would.
    case openRoute(AppRoute)
    /// A refused token refresh ended the session (the tokens are cleared): tell the user.
    case logOut
    /// The server this session is served from (`serve`) is shutting down: a toast says so
    /// before the session ends.
    case showServerShutdown
    /// A link that names no place (from the socket, a push, the demo): an error toast.
    case showDeepLinkRejected(String)
    /// A push arrived (from the socket or the demo): analytics hear of it and the push
    /// service shows it if the user allowed.
    case receivePush(PushPayloadModel)
    /// An authorized push: a banner whose tap opens it, and a desktop notification while
    /// the terminal window is not focused.
    case showPush(PushPayloadModel)
    /// A desktop notification the terminal raises itself (OSC 777 or OSC 9).
    case postTerminalNotification(TerminalNotification)
}
