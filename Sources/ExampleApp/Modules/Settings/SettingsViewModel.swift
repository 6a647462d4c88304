import Observation
import TUIKit

/// Settings rows and what changing each does; every change applies at once.
@MainActor
@Observable
final class SettingsViewModel {
    enum Item: Int, CaseIterable {
        case environment
        case language
        case theme
        case tabBarStyle
        case haptics
        case version
    }

    let listState = ListState(count: Item.allCases.count)
    private(set) var errorMessage: String?
    @ObservationIgnored private let settings: AppSettings
    @ObservationIgnored private let coordinator: SettingsCoordinator

    init(settings: AppSettings, coordinator: SettingsCoordinator) {
        self.settings = settings
        self.coordinator = coordinator
    }

    var rows: [ListView.Row] {
        Item.allCases.map { item in
            switch item {
            case .environment:
                return ListView.Row(
                    title: R.string.settings.environment(), icon: R.image.ic24.environment,
                    value: settings.instance.rawValue)
            case .language:
                let value = settings.language == .ru ? R.string.settings.languageRu() : R.string.settings.languageEn()
                return ListView.Row(title: R.string.settings.language(), icon: R.image.ic24.language, value: value)
            case .theme:
                let value = settings.theme == .dark ? R.string.settings.themeDark() : R.string.settings.themeLight()
                return ListView.Row(title: R.string.settings.theme(), icon: R.image.ic24.palette, value: value)
            case .tabBarStyle:
                let value =
                    settings.tabBarStyle == .classic
                    ? R.string.settings.tabBarClassic() : R.string.settings.tabBarCompact()
                return ListView.Row(title: R.string.settings.tabBar(), icon: R.image.ic24.components, value: value)
            case .haptics:
                let value = settings.hapticsEnabled ? R.string.settings.hapticsOn() : R.string.settings.hapticsOff()
                return ListView.Row(title: R.string.settings.haptics(), icon: R.image.ic24.haptics, value: value)
            case .version:
                return ListView.Row(
                    title: R.string.settings.version(), icon: R.image.ic16.info, value: AppVersion.current)
            }
        }
    }

    /// Moves the row's value one step (forward or back); the version is read-only.
    func change(at index: Int, forward: Bool = true) {
        guard let item = Item(rawValue: index) else { return }
        coordinator.reportTap(on: "\(item)")
        switch item {
        case .environment:
            let instance = settings.instance.cycled(forward: forward)
            do {
                try settings.switchEnvironment(to: instance)
                errorMessage = nil
                coordinator.restartApplication()
            } catch {
                errorMessage = error.description
            }
        case .language:
            settings.language = settings.language.cycled(forward: forward)
        case .theme:
            settings.theme = settings.theme.cycled(forward: forward)
        case .tabBarStyle:
            settings.tabBarStyle = settings.tabBarStyle.cycled(forward: forward)
        case .haptics:
            settings.hapticsEnabled.toggle()
        case .version:
            break
        }
    }

    func changeSelected(forward: Bool) {
        change(at: listState.selectedIndex, forward: forward)
    }
}
