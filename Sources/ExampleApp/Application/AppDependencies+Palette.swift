import AppSupport
import TUIKit

/// The app's commands in the command palette (Ctrl-P, `:`): every route, the settings
/// toggles and the themes, from the app's own values (its catalogs and settings), in its
/// language. The palette adds the key bindings in force on the screen itself.
extension AppDependencies {
    var paletteCommands: [PaletteCommand] {
        routeCommands + settingsCommands + themeCommands
    }

    /// One command a place the app's links name (`PaletteDestinations`): each goes where
    /// its link goes.
    private var routeCommands: [PaletteCommand] {
        let group = R.string.common.paletteGroupGoTo()
        return PaletteDestinations.all(debugPanel: settings.isDebugPanelEnabled).map { route, title in
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
