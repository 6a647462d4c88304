import TUICore

/// What a window asks of the terminal it is shown on: a frame, the terminal's bell or
/// title, the clipboard, to quit or to stop. `WindowHost` answers it, for the run loop on a
/// real terminal and for the `Pilot` alike; the window knows no more of either.
@MainActor
public protocol WindowPresenter: AnyObject {
    /// The window changed: it needs a frame.
    func windowNeedsDisplay(_ window: Window)
    /// Everything else the window asks, as a value.
    func window(_ window: Window, requests request: WindowRequest)
}

/// What a window asks of its presenter besides a frame.
public enum WindowRequest: Equatable, Sendable {
    /// The user quit (q, Ctrl-C): end the app with the terminal restored.
    case quit
    /// Ctrl-Z: stop the app until the shell resumes it.
    case suspend
    /// Show this title on the terminal window.
    case title(String)
    /// Ring or flash the terminal: haptic feedback comes out here.
    case signal(TerminalSignal)
    /// Put this text on the clipboard (OSC 52).
    case copy(String)
    /// Raise this desktop notification through the terminal (OSC 777 or OSC 9).
    case notify(TerminalNotification)
    /// Hand the terminal over while this runs (an editor), then take it back and redraw.
    case runOutside(OutsideRun)
}

/// What a window asks of the app it shows: the app's own keys, and word of every screen
/// that appeared (the app reports screen views). The twin of the part of the iOS
/// template's `AppDelegate` that a window reaches.
@MainActor
public protocol WindowApplication: AnyObject {
    /// App-wide hotkeys, asked first (before overlays and screens) about every key but
    /// Ctrl-C and Ctrl-Z, and listed last in the chain a hint line reads. Read at every key,
    /// so they may follow the app's settings.
    var hotkeys: [KeyBinding] { get }
    /// The app's keys asked last, after the screens' (the help screen's `?`, which a text
    /// field types instead); declared by the window's scope.
    var windowBindings: [KeyBinding] { get }
    /// A screen that is not a container appeared.
    func screenDidAppear(_ controller: ScreenController)
    /// The app's own commands in the command palette (its routes, settings, themes), read
    /// each time the palette opens, in the app's language.
    var paletteCommands: [PaletteCommand] { get }
}

extension WindowApplication {
    public var paletteCommands: [PaletteCommand] { [] }
}

extension WindowApplication {
    /// None unless the app declares some.
    public var windowBindings: [KeyBinding] { [] }
}
