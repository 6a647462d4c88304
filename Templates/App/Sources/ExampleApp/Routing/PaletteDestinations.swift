/// The places the command palette offers, each with its title in the app's language: Home,
/// Settings, the debug panel where there is one, and every screen Home lists.
enum PaletteDestinations {
    static func all(debugPanel: Bool) -> [(route: AppRoute, title: String)] {
        var places: [(AppRoute, String)] = [
            (.home, R.string.tabBar.home()),
            (.settings, R.string.common.paletteGoToSettings()),
        ]
        if debugPanel { places.append((.logs, R.string.common.paletteGoToLogs())) }
        places += HomeCatalog.entries.map { (.screen($0.id), $0.title()) }
        return places
    }
}
