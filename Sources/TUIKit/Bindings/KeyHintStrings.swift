/// The words of the toolkit's own bindings in hint lines ("Esc back", "q quit"), in the
/// app's language; the app fills them from its string tables through `ToolkitStrings`.
public struct KeyHintStrings: Sendable {
    /// The navigation stack's Esc.
    public var back: String
    /// Esc on a presented screen or a sheet.
    public var close: String
    /// The window's q.
    public var quit: String
    /// The tab bar's Tab and digits.
    public var tabs: String
    /// A split view's F6, which moves the focus to the other column.
    public var panes: String
    /// A split view's Ctrl-←/→, which move the divider.
    public var divider: String
    /// Joins two keys that do one thing: "Tab or 1-3".
    public var or: String
    /// The window's `:` and Ctrl-P, which open the command palette.
    public var commands: String
    /// Who declares the app's own keys (quit, the hotkeys), as the help screen heads them.
    public var app: String
    /// Who declares the navigation stack's keys (back), as the help screen heads them.
    public var navigation: String
    /// Who declares the tab bar's keys, as the help screen heads them.
    public var tabBar: String

    public init(
        back: String = "back",
        close: String = "close",
        quit: String = "quit",
        tabs: String = "tabs",
        or: String = "or",
        panes: String = "focus",
        divider: String = "resize",
        commands: String = "commands",
        app: String = "App",
        navigation: String = "Navigation",
        tabBar: String = "Tab bar"
    ) {
        self.app = app
        self.navigation = navigation
        self.tabBar = tabBar
        self.back = back
        self.close = close
        self.quit = quit
        self.tabs = tabs
        self.or = or
        self.panes = panes
        self.divider = divider
        self.commands = commands
    }
}
