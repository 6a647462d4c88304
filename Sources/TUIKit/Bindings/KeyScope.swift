/// Who declared a binding: a screen's view (`LogsPanel`), a container (the navigation
/// stack, the tab bar), the window or the app's hotkeys. A keymap checks a key bound twice
/// within one scope; the help screen lists bindings under the scope's title.
public struct KeyScope: Hashable, Sendable {
    /// Stable: the screen's name (`LogsPanel`), as logs and analytics name it.
    public let name: String
    /// As the help screen shows it, in the app's language (the screen's title).
    public let title: String

    public init(name: String, title: String? = nil) {
        self.name = name
        self.title = title ?? name
    }

    /// Scopes are one when their names are: a title follows the language.
    public static func == (lhs: KeyScope, rhs: KeyScope) -> Bool { lhs.name == rhs.name }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
    }
}
