import AppSupport
import TUIKit

/// The app's commands in the command palette (Ctrl-P, `:`): every route, the settings
/// toggles and the themes, from the app's own values (its catalogs and settings), in its
/// language. The palette adds the key bindings in force on the screen itself.
extension AppDependencies {
    var paletteCommands: [PaletteCommand] {
        routeCommands + settingsCommands + themeCommands
    }

    /// One command a route: the tabs, the debug panel where there is one, every demo and
    /// component by its title. Each goes where its link goes.
    private var routeCommands: [PaletteCommand] {
        let group = R.string.common.paletteGroupGoTo()
        var places: [(AppRoute, String)] = [
            (.examples, R.string.common.paletteGoToExamples()),
            (.components, R.string.common.paletteGoToComponents()),
            (.settings, R.string.common.paletteGoToSettings()),
        ]
        if settings.isDebugPanelEnabled { places.append((.logs, R.string.common.paletteGoToLogs())) }
        places += DemoCatalog.demos.map { (.example($0.id), $0.title()) }
        places += ComponentCatalog.components.map { (.component($0.id), $0.title()) }
        return places.map { route, title in
            PaletteCommand(title, group: group, id: route.url) { [weak self] in self?.send(.openRoute(route)) }
        }
    }

    /// The language, reduced motion and, in an environment with the debug panel (dev), the
    /// environment: each names what it switches to.
    private var settingsCommands: [PaletteCommand] {
        let group = R.string.common.paletteGroupSettings()
        let settings = settings
        let language = settings.language.cycled()
        var commands = [
            PaletteCommand(
                R.string.common.paletteLanguage(language.ownName), group: group, id: "settings/language"
            ) { settings.language = language },
            PaletteCommand(
                settings.reducedMotion
                    ? R.string.common.paletteReducedMotionOff() : R.string.common.paletteReducedMotionOn(),
                group: group, id: "settings/reduced-motion"
            ) { settings.reducedMotion.toggle() },
        ]
        if settings.isDebugPanelEnabled {
            let instance = settings.instance.cycled()
            commands.append(
                PaletteCommand(
                    R.string.common.paletteEnvironment(instance.rawValue), group: group, id: "settings/environment"
                ) { [weak self] in
                    guard (try? settings.switchEnvironment(to: instance)) != nil else { return }
                    self?.send(.restart(nil))
                })
        }
        return commands
    }

    /// Every theme Settings offers (the user's too), each applied and kept at once.
    private var themeCommands: [PaletteCommand] {
        let group = R.string.common.paletteGroupTheme()
        let settings = settings
        return settings.themes.map { theme in
            PaletteCommand(
                R.string.common.paletteTheme(AppThemes.title(of: theme.name)), group: group,
                id: "theme/\(theme.name)"
            ) { settings.theme = theme }
        }
    }
}

extension Language {
    /// The language's name in itself, as a switch to it is offered.
    fileprivate var ownName: String {
        switch self {
        case .en: "English"
        case .ru: "Русский"
        }
    }
}
