/// How the tab bar looks (the iOS component library's `TabBar+Styles`), chosen by the app and
/// switchable while it runs.
public enum TabBarStyle: String, Sendable, CaseIterable {
    /// A rule over a row of every tab's icon, title and number key, spread evenly.
    case classic
    /// One row, centred: the selected tab's icon, title and number, the others' icon and
    /// number only, for small terminals.
    case compact

    /// Rows the bar takes.
    public var height: Int {
        switch self {
        case .classic: return 2
        case .compact: return 1
        }
    }
}
