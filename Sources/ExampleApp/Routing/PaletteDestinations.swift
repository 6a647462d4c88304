/// The places the command palette offers, each with its title in the app's language: the
/// tabs, the debug panel where there is one, every demo and component. A new app has its
/// own (Templates/App), from its own catalog.
enum PaletteDestinations {
    static func all(debugPanel: Bool) -> [(route: AppRoute, title: String)] {
        var places: [(AppRoute, String)] = [
            (.examples, R.string.common.paletteGoToExamples()),
            (.components, R.string.common.paletteGoToComponents()),
            (.settings, R.string.common.paletteGoToSettings()),
        ]
        if debugPanel { places.append((.logs, R.string.common.paletteGoToLogs())) }
        places += DemoCatalog.demos.map { (.example($0.id), $0.title()) }
        places += ComponentCatalog.components.map { (.component($0.id), $0.title()) }
        return places
    }
}
